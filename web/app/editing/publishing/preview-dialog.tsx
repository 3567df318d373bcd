import type { CreatedPreviewLink, PreviewLink } from '@site/blocks';
import { PREVIEW_DAYS, PREVIEW_QUERY } from '@site/blocks/previews';
import { useLanguage } from '@site/blocks/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import styles from './publishing.module.css';
import { reasonOf } from './use-publish-action.ts';
import './register-strings.ts';
import { formatSiteTime } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';

const DAY_CHOICES = [1, PREVIEW_DAYS.default, PREVIEW_DAYS.max];
const LANGUAGES = ['en', 'ar'] as const;

/**
 * This page's address with a preview token, in one language (ADR 0029); the language is named in both,
 * so each opens in its language whatever the reader chose before.
 */
export function previewAddress(token: string, lang: 'en' | 'ar', location: Pick<Location, 'origin' | 'pathname'>) {
  const query = new URLSearchParams({ [PREVIEW_QUERY]: token, lng: lang });
  return `${location.origin}${location.pathname}?${query}`;
}

/** What a preview link opens: a page's draft, or one item's (ADR 0040), named in the dialog's title. */
export type PreviewTarget = { slug: string; item?: { collection: string; name: string } };

/** The preview link calls of a page or of an item, in one shape. */
function linksOf({ slug, item }: PreviewTarget) {
  if (!item)
    return {
      list: () => editorApi.previews(slug),
      create: async (days: number) => ({ ...(await editorApi.createPreview(slug, days)), path: undefined }),
      revoke: (id: string) => editorApi.revokePreview(slug, id),
    };
  return {
    list: () => editorApi.itemPreviews(item.collection, slug),
    create: (days: number) => editorApi.createItemPreview(item.collection, slug, days),
    revoke: (id: string) => editorApi.revokeItemPreview(item.collection, slug, id),
  };
}

/**
 * Share preview: a link to the page's draft (with the header and footer), or to one item's draft
 * where visitors would see it, for people without an account, in English and in Arabic, working for
 * a day, a week or a month; and the links that work now, each withdrawn in one click.
 */
export function PreviewDialog({ slug, item, onCancel }: PreviewTarget & { onCancel: () => void }) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const daysId = useId();
  const [days, setDays] = useState<number>(PREVIEW_DAYS.default);
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [created, setCreated] = useState<(CreatedPreviewLink & { path?: string | undefined }) | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one target per dialog
  const api = useMemo(() => linksOf({ slug, item }), [slug, item?.collection]);
  const [news, setNews] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = useCallback((e: unknown) => setError(t('failed', { reason: reasonOf(e) })), [t]);
  const load = useCallback(
    () =>
      api
        .list()
        .then((answer) => setLinks(answer.previews))
        .catch(fail),
    [api, fail],
  );
  useEffect(() => void load(), [load]);

  async function act(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await load();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setNews(t('copied')),
      (e: unknown) => fail(e),
    );

  return (
    <Dialog
      title={item ? t('shareItemTitle', { name: item.name }) : t('shareTitle')}
      wide
      onCancel={onCancel}
      footer={
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('close')}
        </button>
      }
    >
      <p>{item ? t('shareItemIntro') : t('shareIntro')}</p>
      <p className="visually-hidden" role="status">
        {news}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.schedule}>
        <label htmlFor={daysId}>{t('shareDays')}</label>
        <select id={daysId} value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {DAY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {t('days', { count: n })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.publish}
          disabled={busy}
          onClick={() => act(async () => setCreated(await api.create(days)))}
        >
          {t('createLink')}
        </button>
      </div>
      {created && (
        <div className={styles.notice} data-preview-created="">
          <p>{t('newLink')}</p>
          {LANGUAGES.map((language) => {
            const { origin, pathname } = window.location;
            const address = previewAddress(created.token, language, { origin, pathname: created.path ?? pathname });
            return (
              <div key={language} className={styles.linkRow}>
                <label className={styles.linkLabel}>
                  {t(`link.${language}`)}
                  <input readOnly dir="ltr" value={address} onFocus={(e) => e.currentTarget.select()} />
                </label>
                <button
                  type="button"
                  className={styles.smallButton}
                  aria-label={t(`copyLink.${language}`)}
                  onClick={() => void copy(address)}
                >
                  {t('copy')}
                </button>
              </div>
            );
          })}
        </div>
      )}
      <h3 className={styles.heading}>{t('activeLinks')}</h3>
      {!links ? (
        <p>{t('loading')}</p>
      ) : links.length === 0 ? (
        <p className={styles.muted}>{t('noLinks')}</p>
      ) : (
        <ul className={styles.pages}>
          {links.map((link) => {
            const made = formatSiteTime(link.created_at, lang);
            return (
              <li key={link.id} data-preview-link={link.id}>
                <span>
                  {t('linkMade', { at: made })}
                  {link.created_by && ` ${t('by', { who: link.created_by.name ?? link.created_by.email })}`}
                  {' · '}
                  <span className={styles.muted}>
                    {t('linkExpires', { at: formatSiteTime(link.expires_at, lang) })}
                  </span>
                </span>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={busy}
                  aria-label={t('withdrawLink', { at: made })}
                  onClick={() =>
                    act(async () => {
                      await api.revoke(link.id);
                      if (created?.id === link.id) setCreated(null);
                      setNews(t('withdrawn'));
                    })
                  }
                >
                  {t('withdraw')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
