import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { dateAndTime } from './format.ts';
import styles from './inbox.module.css';
import { INBOX_NS } from './strings.ts';
import type { InquirySummary } from './types.ts';

/**
 * The list: one row per inquiry, newest first. The name is the row's link (keyboard and screen readers
 * reach each inquiry through it); a click anywhere on the row follows it too.
 */
export function InquiryTable({
  items,
  selected,
  linkTo,
  onPick,
  busy,
  lang,
}: {
  items: readonly InquirySummary[];
  selected: string | null;
  linkTo: (id: string) => To;
  onPick: () => void;
  busy: boolean;
  lang: string;
}) {
  const { t } = useTranslation(INBOX_NS);
  const { date, time } = dateAndTime(lang);
  const captionId = useId();
  return (
    // A region that can scroll sideways on a narrow screen, reachable by keyboard (it has a name).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
    <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table} aria-busy={busy || undefined}>
        <caption id={captionId} className="visually-hidden">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('received')}</th>
            <th scope="col" className={styles.typeColumn}>
              {t('type')}
            </th>
            <th scope="col">{t('name')}</th>
            <th scope="col" className={styles.emailColumn}>
              {t('email')}
            </th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('handledColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const current = item.id === selected;
            return (
              <tr key={item.id} className={styles.row} data-current={current || undefined}>
                <td className={styles.nowrap}>
                  <time dateTime={item.receivedAt} className={styles.received}>
                    <span>{date(item.receivedAt)}</span> <span className={styles.time}>{time(item.receivedAt)}</span>
                  </time>
                </td>
                <td className={styles.typeColumn}>
                  <span className={styles.kind} data-kind={item.kind}>
                    {t(`kind.${item.kind}`)}
                  </span>
                </td>
                <th scope="row" className={styles.nameCell}>
                  <Link
                    to={linkTo(item.id)}
                    className={styles.rowLink}
                    aria-current={current ? 'true' : undefined}
                    preventScrollReset
                    onClick={onPick}
                    dir="auto"
                  >
                    {item.fields.fullName || t('noName')}
                  </Link>
                  {/* On a phone the type and e-mail columns give way; the type moves here. */}
                  <span className={styles.kindInline} data-kind={item.kind}>
                    {t(`kind.${item.kind}`)}
                  </span>
                </th>
                <td className={styles.emailColumn}>
                  <span className={styles.email} dir="ltr" title={item.fields.email}>
                    {item.fields.email}
                  </span>
                </td>
                <td>
                  <StatusBadge status={item.status} />
                </td>
                <td>
                  <HandledBadge handled={Boolean(item.handledAt)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

export function StatusBadge({ status }: { status: InquirySummary['status'] }) {
  const { t } = useTranslation(INBOX_NS);
  return (
    <span className={styles.badge} data-status={status}>
      {t(`statusValue.${status}`)}
    </span>
  );
}

export function HandledBadge({ handled }: { handled: boolean }) {
  const { t } = useTranslation(INBOX_NS);
  return (
    <span className={styles.badge} data-handled={handled ? 'yes' : 'no'}>
      {handled ? t('handled') : t('open')}
    </span>
  );
}
