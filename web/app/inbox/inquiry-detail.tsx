import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { ApiError } from '../session/api-error.ts';
import { dateAndTime, dateTimeFormat, formatSize } from './format.ts';
import { DownloadIcon } from './icons.tsx';
import styles from './inbox.module.css';
import { inboxApi } from './inbox-api.ts';
import { HandledBadge, StatusBadge } from './inquiry-table.tsx';
import { INBOX_NS } from './strings.ts';
import { type InquiryAttachment, type InquiryDetail, type InquirySummary, KIND_FIELDS, LONG_FIELDS } from './types.ts';

/**
 * One inquiry: every field with its label (long texts keep their lines), its files (each downloaded
 * with the editor's token), its delivery attempts, and the handled / open switch.
 */
export function InquiryDetailPanel({
  id,
  backTo,
  takeFocus,
  onChanged,
  lang,
}: {
  id: string;
  backTo: To;
  takeFocus: boolean;
  onChanged: (summary: InquirySummary) => void;
  lang: string;
}) {
  const { t } = useTranslation(INBOX_NS);
  const [inquiry, setInquiry] = useState<InquiryDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const when = dateTimeFormat(lang);
  const { date, time } = dateAndTime(lang);

  useEffect(() => {
    const controller = new AbortController();
    inboxApi.get(id, controller.signal).then(
      (result) => {
        setInquiry(result);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const status = failure instanceof ApiError ? failure.status : 0;
        setError(status === 404 || status === 400 ? 'notFound' : status === 403 ? 'forbidden' : 'detailLoadFailed');
      },
    );
    return () => controller.abort();
  }, [id]);

  // The editor picked this inquiry: move there (on a phone the list gives way to it).
  useEffect(() => {
    if (inquiry && takeFocus) heading.current?.focus();
  }, [inquiry, takeFocus]);

  const toggle = async () => {
    if (!inquiry) return;
    const handled = !inquiry.handledAt;
    setSaving(true);
    setActionError(null);
    setNotice('');
    try {
      const summary = await inboxApi.setHandled(id, handled);
      setInquiry((current) => (current ? { ...current, ...summary } : current));
      setNotice(handled ? t('markedHandled') : t('markedOpen'));
      onChanged(summary);
    } catch {
      setActionError(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const download = async (file: InquiryAttachment) => {
    setActionError(null);
    try {
      await inboxApi.downloadAttachment(id, file);
    } catch {
      setActionError(t('downloadFailed'));
    }
  };

  const back = (
    <Link to={backTo} className={styles.back} preventScrollReset>
      <span className={styles.chevronBack} aria-hidden="true" />
      {t('back')}
    </Link>
  );

  if (error) {
    return (
      <div className={styles.detail}>
        {back}
        <p role="alert" className={styles.alert}>
          {t(error)}
        </p>
      </div>
    );
  }
  if (!inquiry) {
    return (
      <div className={styles.detail}>
        {back}
        <p className={styles.state}>{t('loading')}</p>
      </div>
    );
  }

  const known = KIND_FIELDS[inquiry.kind] ?? [];
  const names = [...known, ...Object.keys(inquiry.fields).filter((name) => !known.includes(name))];
  const handled = Boolean(inquiry.handledAt);
  const language = inquiry.language === 'ar' || inquiry.language === 'en' ? inquiry.language : null;

  return (
    <article className={styles.detail} aria-labelledby={headingId}>
      {back}
      <header className={styles.detailHeader}>
        <p className={styles.detailKind}>
          <span className={styles.kind} data-kind={inquiry.kind}>
            {t(`kindLong.${inquiry.kind}`)}
          </span>
        </p>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.detailTitle}>
          <bdi>{inquiry.fields.fullName || t('noName')}</bdi>
        </h2>
        <p className={styles.meta}>
          <span>{t('receivedOn', { when: when(inquiry.receivedAt) })}</span>
          {language && <span>{t('sentIn', { language: t(`language.${language}`) })}</span>}
        </p>
      </header>

      <div className={styles.handledBar}>
        <div className={styles.handledState}>
          <HandledBadge handled={handled} />
          <span>
            {handled && inquiry.handledAt ? t('handledOn', { when: when(inquiry.handledAt) }) : t('notHandled')}
          </span>
        </div>
        <button
          type="button"
          className={handled ? styles.secondaryButton : styles.primaryButton}
          onClick={() => void toggle()}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {handled ? t('markOpen') : t('markHandled')}
        </button>
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {actionError && (
        <p role="alert" className={styles.alert}>
          {actionError}
        </p>
      )}

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t('details')}</h3>
        <dl className={styles.fields}>
          {names.map((name) => {
            const value = inquiry.fields[name] ?? '';
            const long = LONG_FIELDS.has(name);
            return (
              <div key={name} className={long ? styles.fieldWide : styles.field}>
                <dt>{t(`field.${name}`, { defaultValue: name })}</dt>
                <dd className={long ? styles.longText : undefined}>
                  <FieldValue name={name} value={value} empty={t('notGiven')} />
                </dd>
              </div>
            );
          })}
        </dl>
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>{t('attachments')}</h3>
        {inquiry.attachments.length === 0 ? (
          <p className={styles.muted}>{t('noAttachments')}</p>
        ) : (
          <ul className={styles.files}>
            {inquiry.attachments.map((file) => (
              <li key={file.id}>
                <button type="button" className={styles.fileButton} onClick={() => void download(file)}>
                  <DownloadIcon />
                  <span className={`${styles.fileName} ${styles.plain}`}>{file.fileName}</span>
                  <span className={styles.fileSize}>
                    {formatSize(file.size, lang, (count) => t('bytes', { count }))}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={styles.block}>
        <h3 className={styles.blockTitle}>
          {t('deliveries')} <StatusBadge status={inquiry.status} />
        </h3>
        {inquiry.deliveries.length === 0 ? (
          <p className={styles.muted}>{t('noDeliveries')}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard
          <section className={styles.tableScroll} aria-labelledby={`${headingId}-caption`} tabIndex={0}>
            <table className={styles.deliveries}>
              <caption id={`${headingId}-caption`} className="visually-hidden">
                {t('deliveries')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('attempt')}</th>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('transport')}</th>
                  <th scope="col">{t('result')}</th>
                  <th scope="col">{t('statusCode')}</th>
                  <th scope="col">{t('message')}</th>
                </tr>
              </thead>
              <tbody>
                {inquiry.deliveries.map((delivery) => (
                  <tr key={`${delivery.attempt}-${delivery.at}`}>
                    <td>{delivery.attempt}</td>
                    <td className={styles.nowrap}>
                      <time dateTime={delivery.at} className={styles.received}>
                        <span>{date(delivery.at)}</span> <span className={styles.time}>{time(delivery.at)}</span>
                      </time>
                    </td>
                    <td dir="ltr" className={styles.code}>
                      {delivery.transport}
                    </td>
                    <td>
                      <span className={styles.badge} data-status={delivery.ok ? 'sent' : 'failed'}>
                        {delivery.ok ? t('delivered') : t('notDelivered')}
                      </span>
                    </td>
                    <td>{delivery.statusCode ?? '—'}</td>
                    <td className={styles.deliveryMessage}>
                      <span className={styles.plain}>{delivery.message || '—'}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </article>
  );
}

/** A value as it was sent; an e-mail address and a phone number become links. */
function FieldValue({ name, value, empty }: { name: string; value: string; empty: string }) {
  if (!value) return <span className={styles.muted}>{empty}</span>;
  if (name === 'email') {
    return (
      <a href={`mailto:${value}`} dir="ltr">
        {value}
      </a>
    );
  }
  if (name === 'phone') {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, '')}`} dir="ltr">
        {value}
      </a>
    );
  }
  return <span className={styles.plain}>{value}</span>;
}
