/*
 * Translation status in the editor (issue #19, ADR 0026): marks on the page's texts, the state
 * beside each language in the inspector, a count per block, the page summary with its filter, and
 * the warning Publish shows. Everything reads `translationStatus` from @site/blocks.
 */
export { BlockTranslationCount } from './block-count.tsx';
export { FieldTranslationState } from './field-state.tsx';
export {
  type BlockTranslationIssues,
  blockTranslationIssues,
  type PageTranslationIssue,
  pageTranslationIssues,
} from './issues.ts';
export { TranslationMarks } from './marks.tsx';
export { TranslationFilter } from './page-filter.tsx';
export { TranslationWarning } from './warning.tsx';
