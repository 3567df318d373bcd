import type { Block, Language, Path } from '@site/blocks';
import { useTranslation } from 'react-i18next';
import { blockTranslationIssues } from './issues.ts';
import './register-strings.ts';
import { TRANSLATION_NS } from './strings.ts';
import styles from './translation.module.css';

/**
 * In the inspector, beside a language's input: 'Arabic out of date' or 'Needs Arabic' when that
 * language of the field needs writing. The input's description, so its name stays the field's.
 */
export function FieldTranslationState({ block, path, language }: { block: Block; path: Path; language: Language }) {
  const { t } = useTranslation(TRANSLATION_NS);
  const at = path.join('.');
  const issue = blockTranslationIssues(block).find((i) => i.at === at && i.language === language);
  if (!issue) return null;
  return (
    <span className={styles.fieldState} data-translation-state={`${issue.language}-${issue.state}`}>
      {' '}
      {t(`state.${issue.language}.${issue.state}`)}
    </span>
  );
}
