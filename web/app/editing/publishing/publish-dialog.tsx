import type { Block, PublishingState, SnapshotChanges } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { TranslationWarning } from '../translation/warning.tsx';
import { ChangesList } from './changes-list.tsx';
import styles from './publishing.module.css';
import { formatSiteTime, instantToZoned, zonedToInstant } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';

/** The message of a failed call, as the server put it when it said. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : String((error as Error)?.message ?? error);
}

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inAnHour = new Date(Math.ceil((Date.now() + 3600_000) / 900_000) * 900_000);
  const [at, setAt] = useState(instantToZoned(inAnHour));
  const atId = useId();

  useEffect(() => {
    editorApi
      .releaseChanges(slug, null)
      .then((answer) => setChanges(answer.changes))
      .catch((e) => setError(t('failed', { reason: reasonOf(e) })));
  }, [slug, t]);

  const own = states.find((s) => s.slug === slug);
  const shell = states.filter((s) => s.slug !== slug && s.changed);
  const slugs = [...(own?.changed ? [slug] : []), ...shell.map((s) => s.slug)];
  const scheduled = states.find((s) => s.scheduled)?.scheduled;
  const shellNames = shell.map((s) => t(s.slug === 'header' ? 'header' : 'footer')).join(t('and'));

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      onDone(message);
    } catch (e) {
      setError(t('failed', { reason: reasonOf(e) }));
      setBusy(false);
    }
  }
  const schedule = () => {
    const when = zonedToInstant(at);
    if (!when) return setError(t('failed', { reason: t('publishAt') }));
    return run(
      () => editorApi.publish(slugs, when.toISOString()),
      t('scheduled', { at: formatSiteTime(when.toISOString(), lang) }),
    );
  };

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
      {slugs.length === 0 ? (
        <p>{t('nothing')}</p>
      ) : (
        <>
          <h3 className={styles.heading}>{t('changesTitle')}</h3>
          {changes ? <ChangesList changes={changes} /> : <p>{t('loading')}</p>}
          {shell.length > 0 && <p>{t('alsoShell', { parts: shellNames })}</p>}
          <TranslationWarning blocks={blocks} />
          <fieldset className={styles.schedule}>
            <legend>{t('scheduleLegend')}</legend>
            <label htmlFor={atId}>{t('publishAt')}</label>
            <input id={atId} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
            <button type="button" className={styles.smallButton} disabled={busy} onClick={schedule}>
              {t('schedule')}
            </button>
          </fieldset>
        </>
      )}
      {scheduled?.publish_at && (
        <p className={styles.notice}>
          {t('scheduledFor', { at: formatSiteTime(scheduled.publish_at, lang) })}{' '}
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
