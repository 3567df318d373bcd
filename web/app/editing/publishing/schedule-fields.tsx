import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './publishing.module.css';
import { instantToZoned, zonedToInstant } from './site-time.ts';
import { PUBLISHING_NS } from './strings.ts';

/** "Or publish later": a time in Riyadh (the next quarter hour an hour from now to start with) and Schedule. */
export function ScheduleFields({
  busy,
  onSchedule,
  onInvalid,
}: {
  busy: boolean;
  onSchedule: (when: Date) => void;
  /** The field holds no time that exists. */
  onInvalid: () => void;
}) {
  const { t } = useTranslation(PUBLISHING_NS);
  const inAnHour = new Date(Math.ceil((Date.now() + 3600_000) / 900_000) * 900_000);
  const [at, setAt] = useState(() => instantToZoned(inAnHour));
  const atId = useId();
  const schedule = () => {
    const when = zonedToInstant(at);
    if (when) onSchedule(when);
    else onInvalid();
  };
  return (
    <fieldset className={styles.schedule}>
      <legend>{t('scheduleLegend')}</legend>
      <label htmlFor={atId}>{t('publishAt')}</label>
      <input id={atId} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      <button type="button" className={styles.smallButton} disabled={busy} onClick={schedule}>
        {t('schedule')}
      </button>
    </fieldset>
  );
}
