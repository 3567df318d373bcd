import type { Page } from '@site/blocks';
import type { SearchAnswer, SearchHit } from '@site/blocks/api';
import { localize } from '@site/blocks/localized';
import { formatPostDate, useT } from '@site/blocks/react';
import { resolveLanguage } from '@site/blocks/resolve-language';
import { MAX_QUERY_LENGTH, plainQuery } from '@site/blocks/search-fold';
import { data, Link } from 'react-router';
import { headerContent } from '../site-data.ts';
import type { Route } from './+types/search-page';
import styles from './search-page.module.css';

/**
 * The site search's results (issue #32, ADR 0047): rendered on the server, so a search works without
 * scripts; ten results a page with the words found marked; never indexed (the document says
 * `noindex`, and the server adds X-Robots-Tag to every answer showing results).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const asked = plainQuery(url.searchParams.get('q') ?? '');
  // Longer than search takes: cut, and the page says so.
  const cut = asked.length > MAX_QUERY_LENGTH;
  const q = cut ? asked.slice(0, MAX_QUERY_LENGTH) : asked;
  const lang = resolveLanguage(request, url);
  const page = Math.min(50, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  // The site's name for the document title, read here: the page's script needs nothing of the header's.
  const header = await context.site.getPageJson('header');
  const siteName = localize(header ? headerContent(JSON.parse(header) as Page)?.productName : undefined, lang);
  const shown = { q, cut, arabicAddress: url.searchParams.get('lng') === 'ar', max: MAX_QUERY_LENGTH, siteName };
  if (!q.trim() || !context.site.search) return { ...shown, answer: null, limited: null };
  const found = await context.site.search(q, lang, page);
  if (found.kind === 'limited')
    return data(
      { ...shown, answer: null, limited: found.seconds },
      { status: 429, headers: { 'retry-after': String(found.seconds) } },
    );
  // Dates are written here, on the server: the page's script then needs no date formatting of its own.
  const results = found.answer.results.map((hit) => ({ ...hit, dateText: hit.date && formatPostDate(hit.date, lang) }));
  return { ...shown, answer: { ...found.answer, results }, limited: null };
}

type Hit = SearchHit & { dateText: string | null };

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, cut, answer, limited, arabicAddress, max, siteName } = loaderData;
  const t = useT();
  const heading = q.trim() ? t('search.resultsFor', { query: q }) : t('search.title');
  return (
    <section className={`container ${styles.page}`}>
      <title>{siteName ? `${heading} - ${siteName}` : heading}</title>
      <meta name="robots" content="noindex" />
      <meta name="description" content={t('search.description')} />
      <h1 className={styles.heading} dir="auto">
        {heading}
      </h1>
      <search>
        <form action="/search" method="get" className={styles.form}>
          <label htmlFor="search-page-q" className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id="search-page-q"
            key={q}
            className={styles.input}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={max}
            autoComplete="off"
            enterKeyHint="search"
          />
          {arabicAddress && <input type="hidden" name="lng" value="ar" />}
          <button type="submit" className="btn btn-primary">
            {t('search.submit')}
          </button>
        </form>
      </search>
      {cut && (
        <p className={styles.note} role="note">
          {t('search.cut', { max })}
        </p>
      )}
      {limited !== null && (
        <p className={styles.note} role="alert">
          {t('search.limited', { seconds: limited })}
        </p>
      )}
      {!q.trim() && <p className={styles.status}>{t('search.empty')}</p>}
      {answer && <Results answer={answer} arabicAddress={arabicAddress} />}
    </section>
  );
}

type Answer = Omit<SearchAnswer, 'results'> & { results: Hit[] };

function Results({ answer, arabicAddress }: { answer: Answer; arabicAddress: boolean }) {
  const t = useT();
  if (answer.total === 0)
    return (
      <div className={styles.none}>
        <p className={styles.status} role="status" dir="auto">
          {t('search.none', { query: answer.query })}
        </p>
        <p>{t('search.noneTips')}</p>
      </div>
    );
  return (
    <>
      <p className={styles.status} role="status">
        {t('search.count', { count: answer.total })}
      </p>
      <ol className={styles.results} start={(answer.page - 1) * 10 + 1}>
        {answer.results.map((hit) => (
          <li key={`${hit.kind} ${hit.path}`}>
            <Result hit={hit} />
          </li>
        ))}
      </ol>
      <Pages answer={answer} arabicAddress={arabicAddress} />
    </>
  );
}

function Result({ hit }: { hit: Hit }) {
  const t = useT();
  return (
    <article className={styles.result}>
      <h2 className={styles.title} dir="auto">
        <Link to={hit.path}>{hit.title}</Link>
      </h2>
      <p className={styles.meta}>
        <span>{t(`search.kinds.${hit.kind}`)}</span>
        {hit.date && <time dateTime={hit.date}>{hit.dateText}</time>}
      </p>
      <p className={styles.snippet} dir="auto">
        {hit.snippet.map((part, index) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one snippet, in order, never moved
          part.match ? <mark key={index}>{part.text}</mark> : part.text,
        )}
      </p>
    </article>
  );
}

/** Previous, the pages around this one, next: plain links, so paging works without scripts. */
function Pages({ answer, arabicAddress }: { answer: Answer; arabicAddress: boolean }) {
  const t = useT();
  if (answer.pages <= 1) return null;
  const href = (page: number) =>
    `/search?${new URLSearchParams({
      q: answer.query,
      ...(page > 1 ? { page: String(page) } : {}),
      ...(arabicAddress ? { lng: 'ar' } : {}),
    })}`;
  const first = Math.max(1, Math.min(answer.page - 2, answer.pages - 4));
  const numbers = Array.from({ length: Math.min(5, answer.pages) }, (_, i) => first + i);
  return (
    <nav className={styles.pages} aria-label={t('search.pages')}>
      {answer.page > 1 && (
        <Link to={href(answer.page - 1)} rel="prev" className={styles.pageLink}>
          {t('search.previous')}
        </Link>
      )}
      {numbers.map((page) => (
        <Link
          key={page}
          to={href(page)}
          className={styles.pageLink}
          aria-current={page === answer.page ? 'page' : undefined}
          aria-label={t('search.pageN', { page })}
        >
          {page}
        </Link>
      ))}
      {answer.page < answer.pages && (
        <Link to={href(answer.page + 1)} rel="next" className={styles.pageLink}>
          {t('search.next')}
        </Link>
      )}
    </nav>
  );
}
