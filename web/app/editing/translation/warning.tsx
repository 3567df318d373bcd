import type { Block } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { countByLanguage, pageTranslationIssues } from './issues.ts';
import './register-strings.ts';
import { numeral, TRANSLATION_NS } from './strings.ts';
import styles from './translation.module.css';

/**
 * For the Publish dialog: the page's texts that need translating, by name ('The home page has 3
 * texts that need Arabic: Page banner › Title (Arabic out of date), …'). Nothing when every text is
 * in both languages, so a dialog can mount it unconditionally.
 */
export function TranslationWarning({ blocks, page }: { blocks: readonly Block[]; page?: string }) {
  const { t } = useTranslation(TRANSLATION_NS);
  const lang = useLanguage();
  const issues = pageTranslationIssues(blocks, lang).flatMap((b) => b.issues);
  if (issues.length === 0) return null;
  const counts = countByLanguage(issues);
  const options = { count: issues.length, n: numeral(issues.length, lang), page: page ?? t('page') };
  return (
    <div className={styles.warning} data-translation-warning="">
      <p>{t(counts.en === 0 ? 'warningArabic' : 'warning', options)}</p>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.blockId} ${issue.at}`}>
            {issue.name} ({t(`state.${issue.language}.${issue.state}`)})
          </li>
        ))}
      </ul>
    </div>
  );
}
