import type { ReleaseSummary, SnapshotChanges } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { ChangesList } from './changes-list.tsx';
import styles from './publishing.module.css';
import { formatSiteTime } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';
import { reasonOf } from './use-publish-action.ts';

/** What the list shows of a release: a page's (`ReleaseSummary`) and an item's have these. */
type Release = Pick<
  ReleaseSummary,
  | 'id'
  | 'number'
  | 'kind'
  | 'status'
  | 'publish_at'
  | 'published_at'
  | 'created_at'
  | 'created_by'
  | 'source_number'
  | 'live'
> & { removed?: boolean };

/** One line of the list: which release, when, by whom, live or not. */
function describe(release: Release, lang: string, t: TFunction<typeof PUBLISHING_NS>) {
  const when = release.published_at ?? release.publish_at ?? release.created_at;
  const at = formatSiteTime(when, lang);
  const kind =
    release.status === 'scheduled'
      ? 'scheduled'
      : release.status === 'cancelled'
        ? 'cancelled'
        : release.removed
          ? 'removed'
          : release.kind;
  return t(`kind.${kind}`, { at, source: release.source_number });
}

/** Whose releases the dialog lists: a page's (each with what it changed) or one item's. */
export type ReleasesOf = { slug: string } | { collection: string; slug: string; name: string };

/** Every release of the page or item, newest first: what each changed (a page's), and a rollback to any earlier one. */
export function ReleasesDialog({
  of,
  onRolledBack,
  onCancel,
}: {
  of: ReleasesOf;
  onRolledBack: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const [releases, setReleases] = useState<Release[] | null>(null);
  const [shown, setShown] = useState<{ id: number; changes: SnapshotChanges | null } | null>(null);
  const [confirming, setConfirming] = useState<Release | null>(null);
  const [error, setError] = useState<string | null>(null);
  const item = 'collection' in of ? of : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another page or item, not for a new object naming the same
  useEffect(() => {
    (item ? editorApi.itemReleases(item.collection, item.slug) : editorApi.releases(of.slug))
      .then((answer) => setReleases(answer.releases))
      .catch((e) => setError(t('failed', { reason: reasonOf(e) })));
  }, [of.slug, item?.collection, t]);

  const toggle = (id: number) => {
    if (shown?.id === id) return setShown(null);
    setShown({ id, changes: null });
    editorApi
      .releaseChanges(of.slug, id)
      .then((answer) => setShown((now) => (now?.id === id ? { id, changes: answer.changes } : now)))
      .catch((e) => setError(t('failed', { reason: reasonOf(e) })));
  };
  const rollback = async (release: Release) => {
    setConfirming(null);
    try {
      if (item) await editorApi.rollbackItem(item.collection, item.slug, release.id);
      else await editorApi.rollback(of.slug, release.id);
      onRolledBack(t('rolledBack', { n: release.number }));
    } catch (e) {
      setError(t('failed', { reason: reasonOf(e) }));
    }
  };

  return (
    <Dialog
      title={item ? t('itemReleasesTitle', { name: item.name }) : t('releasesTitle')}
      wide
      onCancel={onCancel}
      footer={
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('close')}
        </button>
      }
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {confirming && (
        <div role="alertdialog" aria-label={t('rollbackConfirm', { n: confirming.number })} className={styles.notice}>
          <p>{t('rollbackConfirm', { n: confirming.number })}</p>
          <button type="button" className={styles.smallButton} onClick={() => setConfirming(null)}>
            {t('close')}
          </button>{' '}
          <button type="button" className={styles.smallButton} onClick={() => void rollback(confirming)}>
            {t('rollback')}
          </button>
        </div>
      )}
      {!releases ? (
        <p>{t('loading')}</p>
      ) : (
        <ol className={styles.releases}>
          {releases.map((release) => (
            <li key={release.id} data-release={release.number} data-live={release.live ? '' : undefined}>
              <div className={styles.releaseLine}>
                <strong>{t('release', { n: release.number })}</strong>
                {release.live && <span className={styles.live}>{t('live')}</span>}
                <span>{describe(release, lang, t)}</span>
                {release.created_by && (
                  <span className={styles.muted}>
                    {t('by', { who: release.created_by.name || release.created_by.email })}
                  </span>
                )}
              </div>
              <div className={styles.releaseActions}>
                {!item && (
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-expanded={shown?.id === release.id}
                    onClick={() => toggle(release.id)}
                  >
                    {shown?.id === release.id ? t('hideChanges') : t('showChanges')}
                  </button>
                )}
                {release.status === 'published' && !release.live && (
                  <button type="button" className={styles.smallButton} onClick={() => setConfirming(release)}>
                    {t('rollback')}
                  </button>
                )}
              </div>
              {shown?.id === release.id &&
                (shown.changes ? <ChangesList changes={shown.changes} /> : <p>{t('loading')}</p>)}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
