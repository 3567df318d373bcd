import type { AuditEntry } from '@site/blocks';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './format.ts';
import styles from './people.module.css';
import { peopleApi } from './people-api.ts';
import { PEOPLE_NS } from './strings.ts';

const KNOWN = new Set([
  'user.invite',
  'user.reinvite',
  'user.invitation_accept',
  'user.role',
  'user.disable',
  'user.enable',
  'user.sessions_end',
  'user.password_reset_request',
  'user.password_reset',
]);

/** Who changed what about people, newest first, twenty at a time. `version` reloads it after a change. */
export function AuditLog({ lang, version }: { lang: string; version: number }) {
  const { t } = useTranslation(PEOPLE_NS);
  const headingId = useId();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const when = dateTimeFormat(lang);

  useEffect(() => {
    void version;
    let current = true;
    peopleApi.audit().then(
      (page) => {
        if (!current) return;
        setEntries(page.entries);
        setNext(page.next_before);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const more = async () => {
    if (!next) return;
    try {
      const page = await peopleApi.audit(next);
      setEntries((known) => [...(known ?? []), ...page.entries]);
      setNext(page.next_before);
    } catch {
      setFailed(true);
    }
  };

  const describe = (entry: AuditEntry) => {
    const details = entry.details as Record<string, string | number | undefined>;
    const role = (value: unknown) => (value === 'admin' || value === 'editor' ? t(`roles.${value}`) : String(value));
    if (!KNOWN.has(entry.action)) return t('audit.other', { action: entry.action });
    return t(`audit.${entry.action.replace('.', '_')}`, {
      ...details,
      role: role(details.role),
      to: role(details.to),
    });
  };

  return (
    <section className={styles.audit} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('auditTitle')}
      </h2>
      {failed && <p role="alert">{t('loadFailed')}</p>}
      {entries?.length === 0 && <p>{t('auditEmpty')}</p>}
      {entries && entries.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('auditCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('when')}</th>
                <th scope="col">{t('who')}</th>
                <th scope="col">{t('what')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap} data-label={t('when')}>
                    {when(entry.created_at)}
                  </td>
                  <td data-label={t('who')}>
                    <bdi dir="ltr">{entry.actor_email ?? t('system')}</bdi>
                  </td>
                  <td data-label={t('what')}>{describe(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <button type="button" className="btn btn-outline" onClick={() => void more()}>
          {t('more')}
        </button>
      )}
    </section>
  );
}
