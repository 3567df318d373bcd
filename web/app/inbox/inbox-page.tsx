import { useLanguage } from '@site/blocks/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type To, useSearchParams } from 'react-router';
import { ApiError } from '../session/api-error.ts';
import { DownloadIcon, EnvelopeIcon } from './icons.tsx';
import styles from './inbox.module.css';
import { inboxApi } from './inbox-api.ts';
import { InquiryDetailPanel } from './inquiry-detail.tsx';
import { InquiryTable } from './inquiry-table.tsx';
import './register-strings.ts';
import { INBOX_NS } from './strings.ts';
import { type InquiryPage, type InquirySummary, isKind, KINDS, PAGE_SIZE } from './types.ts';

type Handled = 'open' | 'handled' | undefined;

/**
 * The editors' inbox (lazy chunk): the stored form submissions, newest first, filtered by kind and by
 * whether someone has handled them, fifty to a page; the selected one is read beside the list. The
 * filters, the page and the selected inquiry live in the address, so a reload (or an e-mail's link,
 * /inbox?inquiry=…) opens the same view.
 */
export default function InboxPage() {
  const { t } = useTranslation(INBOX_NS);
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const kind = isKind(params.get('kind')) ? params.get('kind') : undefined;
  const handledParam = params.get('handled');
  const handled: Handled = handledParam === 'open' || handledParam === 'handled' ? handledParam : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const selected = params.get('inquiry');

  const [list, setList] = useState<InquiryPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [listError, setListError] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [reloads, setReloads] = useState(0);
  /** Set when the editor picks an inquiry, so its panel takes the focus (not on a reload). */
  const [focusDetail, setFocusDetail] = useState(false);
  const kindId = useId();
  const handledId = useId();

  const filterQuery = useCallback(() => {
    const query = new URLSearchParams();
    if (kind) query.set('kind', kind);
    if (handled) query.set('handled', handled === 'handled' ? 'true' : 'false');
    return query;
  }, [kind, handled]);

  useEffect(() => {
    void reloads;
    const controller = new AbortController();
    const query = filterQuery();
    query.set('limit', String(PAGE_SIZE));
    query.set('offset', String((page - 1) * PAGE_SIZE));
    setLoading(true);
    inboxApi.list(query, controller.signal).then(
      (result) => {
        setList(result);
        setListError(null);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setListError(error instanceof ApiError && error.status === 403 ? 'forbidden' : 'loadFailed');
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [filterQuery, page, reloads]);

  /** Changes some of the address's parameters and keeps the rest (the language, the other filters). */
  const update = (changes: Record<string, string | undefined>, replace = true) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  };

  /** The address of this view with another inquiry (or none) open. */
  const linkTo = (id: string | undefined): To => {
    const next = new URLSearchParams(params);
    if (id) next.set('inquiry', id);
    else next.delete('inquiry');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await inboxApi.exportCsv(filterQuery());
    } catch {
      setExportError(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const onChanged = (changed: InquirySummary) => {
    setList((current) =>
      current ? { ...current, items: current.items.map((item) => (item.id === changed.id ? changed : item)) } : current,
    );
    setReloads((n) => n + 1);
  };

  const total = list?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const filtered = Boolean(kind || handled);

  return (
    <div className={styles.inbox}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
        <button
          type="button"
          className={styles.exportButton}
          onClick={() => void onExport()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          <DownloadIcon />
          {exporting ? t('exporting') : t('exportCsv')}
        </button>
      </div>
      {exportError && (
        <p role="alert" className={styles.alert}>
          {exportError}
        </p>
      )}

      <div className={styles.layout} data-selected={selected ? '' : undefined}>
        <div className={styles.listPane}>
          <fieldset className={styles.filters}>
            <legend className="visually-hidden">{t('filters')}</legend>
            <div className={styles.filter}>
              <label htmlFor={kindId}>{t('filterKind')}</label>
              <select
                id={kindId}
                className={styles.select}
                value={kind ?? ''}
                onChange={(event) => update({ kind: event.target.value || undefined, page: undefined })}
              >
                <option value="">{t('all')}</option>
                {KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`kind.${k}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.filter}>
              <label htmlFor={handledId}>{t('filterHandled')}</label>
              <select
                id={handledId}
                className={styles.select}
                value={handled ?? ''}
                onChange={(event) => update({ handled: event.target.value || undefined, page: undefined })}
              >
                <option value="">{t('all')}</option>
                <option value="open">{t('open')}</option>
                <option value="handled">{t('handled')}</option>
              </select>
            </div>
            <p className={styles.count} role="status">
              {list && !listError ? t('count', { count: total }) : ''}
            </p>
          </fieldset>

          {listError && (
            <div role="alert" className={styles.alert}>
              <span>{t(listError)}</span>
              {listError === 'loadFailed' && (
                <button type="button" className={styles.linkButton} onClick={() => setReloads((n) => n + 1)}>
                  {t('retry')}
                </button>
              )}
            </div>
          )}
          {!list && loading && !listError && <p className={styles.state}>{t('loading')}</p>}
          {list && list.items.length === 0 && !listError && (
            <p className={styles.empty}>{filtered ? t('emptyFiltered') : t('empty')}</p>
          )}
          {list && list.items.length > 0 && (
            <InquiryTable
              items={list.items}
              selected={selected}
              linkTo={linkTo}
              onPick={() => setFocusDetail(true)}
              busy={loading}
              lang={lang}
            />
          )}
          {total > PAGE_SIZE && (
            <nav className={styles.paging} aria-label={t('pages')}>
              <button
                type="button"
                className={styles.pageButton}
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : undefined }, false)}
              >
                <span className={styles.chevronBack} aria-hidden="true" />
                {t('previous')}
              </button>
              <span className={styles.pageInfo}>
                {t('pageOf', { page, pages })}
                <span className={styles.range}> · {t('range', { from, to, total })}</span>
              </span>
              <button
                type="button"
                className={styles.pageButton}
                disabled={page >= pages}
                onClick={() => update({ page: String(page + 1) }, false)}
              >
                {t('next')}
                <span className={styles.chevronForward} aria-hidden="true" />
              </button>
            </nav>
          )}
        </div>

        <section className={styles.detailPane} aria-label={t('details')}>
          {selected ? (
            <InquiryDetailPanel
              key={selected}
              id={selected}
              backTo={linkTo(undefined)}
              takeFocus={focusDetail}
              onChanged={onChanged}
              lang={lang}
            />
          ) : (
            <div className={styles.placeholder}>
              <EnvelopeIcon />
              <p>{t('selectPrompt')}</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
