import type { Language } from '@site/blocks';
import type { SearchReport } from '@site/blocks/api';
import { useId } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { Dialog } from '../dialog.tsx';
import { useLoaded } from '../use-loaded.ts';
import { findApi } from './api.ts';
import styles from './find.module.css';
import { fill, findStrings, searchesOf } from './strings.ts';

/** The days the report covers. */
export const REPORT_DAYS = 30;

type Entry = SearchReport['top'][number];

/** `2025-11-01` as the interface writes a day. */
export function dayIn(day: string, lang: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * What visitors searched (issue #32): the most frequent searches of the last 30 days, and those that
 * found nothing — what visitors look for and do not find. Queries in either language, each shown in
 * its own direction.
 */
export function SearchReportDialog({ lang, onClose }: { lang: Language; onClose: () => void }) {
  const s = findStrings(lang);
  const report = useLoaded(() => findApi.report(REPORT_DAYS), []);
  const data = report.data;
  return (
    <Dialog
      title={s.reportTitle}
      wide
      onCancel={onClose}
      footer={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {s.close}
        </button>
      }
    >
      <div className={styles.report}>
        {report.state === 'failed' ? (
          <p role="alert">
            {fill(s.failed, {
              message: report.error instanceof ApiError ? report.error.message : String(report.error),
            })}
          </p>
        ) : !data ? (
          <p role="status">{s.loading}</p>
        ) : data.searches === 0 ? (
          <p role="status">{fill(s.reportNobody, { days: REPORT_DAYS })}</p>
        ) : (
          <>
            <p>{fill(s.reportSince, { date: dayIn(data.since, lang), searches: searchesOf(data.searches, lang) })}</p>
            <ReportList title={s.top} entries={data.top} lang={lang} />
            <ReportList
              title={s.foundNothing}
              hint={s.foundNothingHint}
              empty={s.allFound}
              entries={data.none}
              lang={lang}
            />
          </>
        )}
      </div>
    </Dialog>
  );
}

function ReportList({
  title,
  hint,
  empty,
  entries,
  lang,
}: {
  title: string;
  hint?: string;
  empty?: string;
  entries: readonly Entry[];
  lang: Language;
}) {
  const s = findStrings(lang);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {hint && <p className={styles.hint}>{hint}</p>}
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className={styles.table} aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{s.query}</th>
              <th scope="col">{s.language}</th>
              <th scope="col" className={styles.number}>
                {s.count}
              </th>
              <th scope="col" className={styles.number}>
                {s.resultCount}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.language}:${entry.query}`}>
                <td className={styles.query}>
                  {/* In its own direction, at the interface's start. */}
                  <span dir="auto">{entry.query}</span>
                </td>
                <td>{entry.language === 'ar' ? s.arabic : s.english}</td>
                <td className={styles.number}>{entry.count}</td>
                <td className={styles.number}>{entry.results}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
