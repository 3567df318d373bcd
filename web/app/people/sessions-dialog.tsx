import type { Person, PersonSession } from '@site/blocks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../editing/dialog.tsx';
import { dateTimeFormat } from './format.ts';
import styles from './people.module.css';
import { peopleApi } from './people-api.ts';
import { PEOPLE_NS } from './strings.ts';

/** A person's open sessions, each with End, and End all. */
export function SessionsDialog({
  person,
  lang,
  onClose,
  onEnded,
}: {
  person: Person;
  lang: string;
  onClose: () => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation(PEOPLE_NS);
  const [sessions, setSessions] = useState<PersonSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const when = dateTimeFormat(lang);

  const load = () =>
    peopleApi.sessions(person.id).then(
      (answer) => {
        setSessions(answer.sessions);
        setFailed(false);
      },
      () => setFailed(true),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per person
  useEffect(() => {
    void load();
  }, [person.id]);

  const end = async (session?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const { ended } = session
        ? await peopleApi.endSession(person.id, session)
        : await peopleApi.endAllSessions(person.id);
      setStatus(t('sessionsEnded', { count: ended }));
      onEnded();
      await load();
    } catch {
      setStatus(t('changeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('sessionsTitle', { name: person.name ?? person.email })}
      onCancel={onClose}
      footer={
        <>
          {sessions && sessions.length > 1 && (
            <button type="button" className="btn btn-outline" onClick={() => void end()}>
              {t('endAll')}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t('close')}
          </button>
        </>
      }
    >
      <p role="status" className={styles.status}>
        {status}
      </p>
      {failed && <p role="alert">{t('loadFailed')}</p>}
      {!sessions && !failed && <p>{t('loading')}</p>}
      {sessions?.length === 0 && <p>{t('noSessions')}</p>}
      {sessions && sessions.length > 0 && (
        <ul className={styles.sessionList}>
          {sessions.map((session) => (
            <li key={session.id}>
              <span>{t('startedAt', { when: when(session.created_at) })}</span>
              <button type="button" className="btn btn-outline" onClick={() => void end(session.id)}>
                {t('endSession')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
