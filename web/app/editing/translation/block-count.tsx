import type { Block, Path } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { blockTranslationIssues } from './issues.ts';
import './register-strings.ts';
import { numeral, TRANSLATION_NS } from './strings.ts';
import styles from './translation.module.css';

/**
 * In a block's toolbar: how many of its texts need translating ('2 to translate'); pressing it opens
 * the inspector on the first of them. Nothing when the block is translated.
 */
export function BlockTranslationCount({
  block,
  onSelect,
}: {
  block: Block;
  onSelect: (blockId: string, path: Path) => void;
}) {
  const { t } = useTranslation(TRANSLATION_NS);
  const lang = useLanguage();
  const issues = blockTranslationIssues(block);
  const [first] = issues;
  if (!first) return null;
  const count = { count: issues.length, n: numeral(issues.length, lang) };
  return (
    <button type="button" className={styles.count} onClick={() => onSelect(block.id, first.path)}>
      <span className={styles.dot} aria-hidden="true" />
      <span aria-hidden="true">{t('blockCount', count)}</span>
      <span className="visually-hidden">{t('blockCountLabel', count)}</span>
    </button>
  );
}
