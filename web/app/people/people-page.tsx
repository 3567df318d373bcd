import './register-strings.ts';
import { type MailLanguage, type Person, ROLES, type Role } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../account/account-api.ts';
import { Dialog } from '../editing/dialog.tsx';
import { ApiError } from '../session/api-error.ts';
import { AuditLog } from './audit-log.tsx';
import { dateTimeFormat } from './format.ts';
import { InviteDialog } from './invite-dialog.tsx';
import styles from './people.module.css';
import { peopleApi } from './people-api.ts';
import { SessionsDialog } from './sessions-dialog.tsx';
import { PEOPLE_NS } from './strings.ts';

type Load = { status: 'loading' } | { status: 'ready'; people: Person[] } | { status: 'forbidden' | 'failed' };
type Open = { kind: 'invite' } | { kind: 'disable'; person: Person } | { kind: 'sessions'; person: Person } | null;

/**
 * The admin's People screen (lazy chunk; ADR 0030): who can sign in, invitations, roles, disabling,
 * sessions and the audit log. An editor who comes here is told it is for admins only (the server
 * answers them 403).
 */
export default function PeoplePage() {
  const { t } = useTranslation(PEOPLE_NS);
  const lang = useLanguage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [me, setMe] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [message, setMessage] = useState<{ text: string; alert?: boolean } | null>(null);
  const [version, setVersion] = useState(0);
  const when = dateTimeFormat(lang);

  useEffect(() => {
    void version;
    let current = true;
    peopleApi.list().then(
      ({ people }) => current && setLoad({ status: 'ready', people }),
      (error: unknown) =>
        current && setLoad({ status: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => {
    accountApi.me().then(
      (who) => setMe(who.id),
      () => {},
    );
  }, []);

  const reload = () => setVersion((n) => n + 1);
  const nameOf = (person: Person) => person.name ?? person.email;

  const change = async (person: Person, body: { role: Role } | { disabled: boolean }, done: string) => {
    try {
      await peopleApi.update(person.id, body);
      setMessage({ text: done });
    } catch (error) {
      const lastAdmin = error instanceof ApiError && error.code === 'last_admin';
      setMessage({ text: t(lastAdmin ? 'lastAdmin' : 'changeFailed'), alert: true });
    }
    reload();
  };

  const reinvite = async (person: Person) => {
    try {
      await peopleApi.invite({
        email: person.email,
        name: person.name ?? person.email,
        role: person.role,
        language: lang as MailLanguage,
      });
      setMessage({ text: t('invited', { email: person.email }) });
    } catch {
      setMessage({ text: t('changeFailed'), alert: true });
    }
    reload();
  };

  return (
    <div className={styles.people}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        {load.status === 'ready' && (
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'invite' })}>
            {t('invite')}
          </button>
        )}
      </div>

      <p role="status" className={styles.message}>
        {message && !message.alert ? message.text : ''}
      </p>
      {message?.alert && (
        <p role="alert" className={styles.alert}>
          {message.text}
        </p>
      )}

      {load.status === 'loading' && <p>{t('loading')}</p>}
      {load.status === 'forbidden' && (
        <p role="alert" className={styles.alert}>
          {t('onlyAdmins')}
        </p>
      )}
      {load.status === 'failed' && (
        <div role="alert" className={styles.alert}>
          <span>{t('loadFailed')}</span>{' '}
          <button type="button" className={styles.linkButton} onClick={reload}>
            {t('retry')}
          </button>
        </div>
      )}

      {load.status === 'ready' && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('role')}</th>
                  <th scope="col">{t('status')}</th>
                  <th scope="col">{t('lastSignIn')}</th>
                  <th scope="col">{t('actionsColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {load.people.map((person) => (
                  <tr key={person.id} data-email={person.email}>
                    <th scope="row" className={styles.who}>
                      <span className={styles.personName}>
                        {nameOf(person)} {person.id === me && <span className={styles.you}>{t('you')}</span>}
                      </span>
                      <bdi dir="ltr" className={styles.email}>
                        {person.email}
                      </bdi>
                    </th>
                    <td data-label={t('role')}>
                      <select
                        className={styles.select}
                        aria-label={t('roleOf', { name: nameOf(person) })}
                        value={person.role}
                        onChange={(event) => {
                          const role = event.target.value as Role;
                          void change(
                            person,
                            { role },
                            t('roleChanged', { name: nameOf(person), role: t(`roles.${role}`) }),
                          );
                        }}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label={t('status')}>
                      <span className={styles.badge} data-status={person.status}>
                        {t(`statuses.${person.status}`)}
                      </span>
                    </td>
                    <td className={styles.nowrap} data-label={t('lastSignIn')}>
                      {person.last_sign_in ? when(person.last_sign_in) : t('never')}
                    </td>
                    <td>
                      <div className={styles.rowActions}>
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => setOpen({ kind: 'sessions', person })}
                        >
                          {t('showSessions', { count: person.live_sessions })}
                        </button>
                        {person.status === 'invited' && (
                          <button type="button" className="btn btn-outline" onClick={() => void reinvite(person)}>
                            {t('reinvite')}
                          </button>
                        )}
                        {person.status === 'disabled' ? (
                          <button
                            type="button"
                            className="btn btn-outline"
                            onClick={() =>
                              void change(person, { disabled: false }, t('enabledDone', { name: nameOf(person) }))
                            }
                          >
                            {t('enable')}
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="btn btn-outline"
                            onClick={() => setOpen({ kind: 'disable', person })}
                          >
                            {t('disable')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <AuditLog lang={lang} version={version} />
        </>
      )}

      {open?.kind === 'invite' && (
        <InviteDialog
          lang={lang as MailLanguage}
          onClose={() => setOpen(null)}
          onInvited={(person) => {
            setOpen(null);
            setMessage({ text: t('invited', { email: person.email }) });
            reload();
          }}
        />
      )}
      {open?.kind === 'sessions' && (
        <SessionsDialog person={open.person} lang={lang} onClose={() => setOpen(null)} onEnded={reload} />
      )}
      {open?.kind === 'disable' && (
        <Dialog
          role="alertdialog"
          title={t('confirmDisableTitle', { name: nameOf(open.person) })}
          onCancel={() => setOpen(null)}
          footer={
            <>
              <button type="button" className="btn btn-outline" onClick={() => setOpen(null)}>
                {t('cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => {
                  const person = open.person;
                  setOpen(null);
                  void change(person, { disabled: true }, t('disabledDone', { name: nameOf(person) }));
                }}
              >
                {t('confirmDisable')}
              </button>
            </>
          }
        >
          <p>{t('confirmDisableText')}</p>
        </Dialog>
      )}
    </div>
  );
}
