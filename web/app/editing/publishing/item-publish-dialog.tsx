import type { ItemChange, ItemPublishingState } from '@site/blocks/api';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { ChangesList } from './changes-list.tsx';
import styles from './publishing.module.css';
import { ScheduleFields } from './schedule-fields.tsx';
import { formatSiteTime } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';
import { reasonOf, usePublishAction } from './use-publish-action.ts';

/**
 * Publish one item alone (ADR 0040): where it stands, what visitors will see change (by the item's
 * fields), then "Publish now" or a time in Riyadh; a scheduled publish is named, and cancelled here.
 * The page's own Publish covers every item of its lists; this is for one story going out on its own.
 */
export function ItemPublishDialog({
  collection,
  slug,
  name,
  onDone,
  onCancel,
}: {
  collection: string;
  slug: string;
  name: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const [state, setState] = useState<ItemPublishingState | null>(null);
  const [change, setChange] = useState<ItemChange | null>(null);
  const { busy, error, run, fail } = usePublishAction(onDone);

  useEffect(() => {
    let current = true;
    Promise.all([editorApi.itemPublishing(collection, slug), editorApi.pendingItems(collection)])
      .then(([stands, pending]) => {
        if (!current) return;
        setState(stands);
        setChange(pending.items.find((entry) => entry.slug === slug) ?? null);
      })
      .catch((e) => current && fail(reasonOf(e)));
    return () => {
      current = false;
    };
  }, [collection, slug, fail]);

  const schedule = (when: Date) =>
    run(
      () => editorApi.publishItem(collection, slug, when.toISOString()),
      t('itemScheduled', { name, at: formatSiteTime(when.toISOString(), lang) }),
    );
  const scheduledAt = state?.scheduled?.publish_at ?? null;
  const stands = !state
    ? null
    : scheduledAt
      ? t('state.scheduled', { at: formatSiteTime(scheduledAt, lang) })
      : state.changed
        ? state.live
          ? t('state.changed')
          : t('state.never')
        : t('state.published');

  return (
    <Dialog
      title={t('itemPublishTitle', { name })}
      wide
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('close')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !state?.changed}
            data-autofocus
            onClick={() => run(() => editorApi.publishItem(collection, slug), t('itemPublished', { name }))}
          >
            {t('publishNow')}
          </button>
        </>
      }
    >
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!state ? (
        !error && <p>{t('loading')}</p>
      ) : (
        <>
          <p>
            <span className={styles.badge}>{stands}</span>
          </p>
          {!state.changed ? (
            <p>{t('itemNothing')}</p>
          ) : (
            <>
              <h3 className={styles.heading}>{t('changesTitle')}</h3>
              {change ? (
                <ChangesList changes={{ title: null, settings: [], blocks: [], items: [change] }} />
              ) : (
                <p>{t('loading')}</p>
              )}
              {scheduledAt ? (
                <p className={styles.notice}>{t('nowReplaces', { at: formatSiteTime(scheduledAt, lang) })}</p>
              ) : (
                <ScheduleFields busy={busy} onSchedule={schedule} onInvalid={() => fail(t('publishAt'))} />
              )}
            </>
          )}
          {scheduledAt && (
            <p>
              <button
                type="button"
                className={styles.smallButton}
                disabled={busy}
                onClick={() => run(() => editorApi.cancelItemScheduled(collection, slug), t('scheduleCancelled'))}
              >
                {t('cancelSchedule')}
              </button>
            </p>
          )}
        </>
      )}
    </Dialog>
  );
}
