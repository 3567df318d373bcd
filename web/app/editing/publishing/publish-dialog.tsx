import type { Block, PublishingState, SnapshotChanges } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { TranslationWarning } from '../translation/warning.tsx';
import { ChangesList } from './changes-list.tsx';
import styles from './publishing.module.css';
import { ScheduleFields } from './schedule-fields.tsx';
import { formatSiteTime } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';
import { reasonOf, usePublishAction } from './use-publish-action.ts';

/**
 * Publish: what visitors will see change (block by block, en and ar), the texts that still need
 * translating, then "Publish now" or a time (in Riyadh) to publish at. The header and footer are
 * published with the page when they have changes, and the dialog says so.
 */
export function PublishDialog({
  slug,
  states,
  blocks,
  onDone,
  onCancel,
}: {
  slug: string;
  states: PublishingState[];
  blocks: readonly Block[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const [changes, setChanges] = useState<SnapshotChanges | null>(null);
  const { busy, error, run, fail } = usePublishAction(onDone);

  useEffect(() => {
    editorApi
      .releaseChanges(slug, null)
      .then((answer) => setChanges(answer.changes))
      .catch((e) => fail(reasonOf(e)));
  }, [slug, fail]);

  const own = states.find((s) => s.slug === slug);
  const shell = states.filter((s) => s.slug !== slug && s.changed);
  const slugs = [...(own?.changed ? [slug] : []), ...shell.map((s) => s.slug)];
  const scheduled = states.find((s) => s.scheduled)?.scheduled;
  const shellNames = shell.map((s) => t(s.slug === 'header' ? 'header' : 'footer')).join(t('and'));

  const schedule = (when: Date) =>
    run(
      () => editorApi.publish(slugs, when.toISOString()),
      t('scheduled', { at: formatSiteTime(when.toISOString(), lang) }),
    );

  return (
    <Dialog
      title={t('dialogTitle')}
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
            disabled={busy || slugs.length === 0}
            data-autofocus
            onClick={() => run(() => editorApi.publish(slugs), t('published'))}
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
      {states.length === 0 ? (
        // Where the page stands is still being read (the dialog was opened right after the page).
        <p>{t('loading')}</p>
      ) : slugs.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <h3 className={styles.heading}>{t('changesTitle')}</h3>
          {changes ? <ChangesList changes={changes} /> : <p>{t('loading')}</p>}
          {shell.length > 0 && <p>{t('alsoShell', { parts: shellNames })}</p>}
          <TranslationWarning blocks={blocks} />
          {scheduled?.publish_at ? (
            <p className={styles.notice}>{t('nowReplaces', { at: formatSiteTime(scheduled.publish_at, lang) })}</p>
          ) : (
            <ScheduleFields busy={busy} onSchedule={schedule} onInvalid={() => fail(t('publishAt'))} />
          )}
        </>
      )}
      {scheduled?.publish_at && (
        <p>
          {slugs.length === 0 && `${t('scheduledFor', { at: formatSiteTime(scheduled.publish_at, lang) })} `}
          <button
            type="button"
            className={styles.smallButton}
            disabled={busy}
            onClick={() =>
              run(
                () => Promise.all(states.filter((s) => s.scheduled).map((s) => editorApi.cancelScheduled(s.slug))),
                t('state.changed'),
              )
            }
          >
            {t('cancelSchedule')}
          </button>
        </p>
      )}
    </Dialog>
  );
}
