import { type Block, countByLanguage, type Language, type TranslationIssue, translationStatus } from '@site/blocks';
import i18next from 'i18next';
import { blockName, pathLabel } from '../names.ts';
import './register-strings.ts';
import { TRANSLATION_NS } from './strings.ts';

/** One text that needs translating, where it is and what it is called ('Page banner › Title'). */
export interface PageTranslationIssue extends TranslationIssue {
  blockId: string;
  blockType: string;
  /** The field's name in its block: 'Title', 'Cards › Item 2 › Title'. */
  field: string;
  /** The block's name and the field's: 'Page banner › Title'. */
  name: string;
}

/** A block's issues, grouped for a list ('Page banner': Title, Subtitle). */
export interface BlockTranslationIssues {
  blockId: string;
  blockType: string;
  blockName: string;
  issues: PageTranslationIssue[];
}

/** What needs translating in one block (its content and the stamps the server stored with it). */
export function blockTranslationIssues(block: Block): TranslationIssue[] {
  let issues = known.get(block);
  if (!issues) {
    issues = translationStatus(block.block_type, block.content, block.translations);
    known.set(block, issues);
  }
  return issues;
}
/** Blocks are replaced, never changed in place, on every edit and save: one reading per block object. */
const known = new WeakMap<Block, TranslationIssue[]>();

/**
 * Every text of a page that needs translating, block by block in page order, named in `lang`:
 * what the editor's page summary steps through and what Publish warns about.
 */
export function pageTranslationIssues(blocks: readonly Block[], lang: Language): BlockTranslationIssues[] {
  const item = (n: number) => i18next.t('item', { ns: TRANSLATION_NS, lng: lang, n });
  return [...blocks]
    .sort((a, b) => a.order - b.order)
    .flatMap((block) => {
      const issues = blockTranslationIssues(block);
      if (issues.length === 0) return [];
      const name = blockName(block.block_type, lang);
      return [
        {
          blockId: block.id,
          blockType: block.block_type,
          blockName: name,
          issues: issues.map((issue) => {
            const field = pathLabel(block.block_type, issue.path, lang, item);
            return { ...issue, blockId: block.id, blockType: block.block_type, field, name: `${name} › ${field}` };
          }),
        },
      ];
    });
}

export { countByLanguage };

/** A stable key of one issue: block, field and language. */
export const issueKey = (issue: { blockId: string; at: string; language: string }) =>
  `${issue.blockId}\u0000${issue.at}\u0000${issue.language}`;
