import type { PublishingState } from '@site/blocks';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import styles from './publishing.module.css';
import { StateLabel } from './state-label.tsx';
import { PUBLISHING_NS } from './strings.ts';
import { reasonOf } from './use-publish-action.ts';

/** The address of a page's slug (header and footer have none: they are on every page). */
function pathOf(slug: string): string | undefined {
  return Object.entries(PAGE_SLUGS).find(([, s]) => s === slug)?.[0];
}

/** Every page and whether visitors see its latest changes, each a link into edit mode. */
export function PagesDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const [pages, setPages] = useState<PublishingState[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    editorApi
      .listPages()
      .then((answer) => setPages(answer.pages))
      .catch((e) => setError(t('failed', { reason: reasonOf(e) })));
  }, [t]);
  return (
    <Dialog
      title={t('pagesTitle')}
      wide
      onCancel={onCancel}
      footer={
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('close')}
        </button>
      }
    >
      <p>{t('pagesIntro')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!pages ? (
        <p>{t('loading')}</p>
      ) : (
        <ul className={styles.pages}>
          {pages.map((page) => {
            const path =
              pathOf(page.slug) ?? page.path ?? (page.slug === 'header' || page.slug === 'footer' ? '/' : undefined);
            return (
              <li key={page.slug} data-page={page.slug}>
                {path ? (
                  <a href={`${path}?edit=true${lang === 'ar' ? '&lng=ar' : ''}`}>{page.slug}</a>
                ) : (
                  <span>{page.slug}</span>
                )}
                <StateLabel states={[page]} />
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
