import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../../ui/use-language.ts';
import styles from './search.module.css';

/**
 * The header's search (issue #32): a plain form that goes to /search, so it works before and
 * without JavaScript. In the bar it is an icon whose field opens while it has the focus (CSS
 * alone; the icon pressed with the field empty opens the results page and its own field); in the
 * phone menu's panel it is a whole field. The suggestions' code loads when the field is first
 * focused, never with the page.
 */
export function SearchBox({ variant }: { variant: 'bar' | 'panel' }) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  return (
    <search className={styles.search} data-variant={variant}>
      <form action="/search" method="get" className={styles.form}>
        <div className={styles.field}>
          <input
            className={styles.input}
            type="search"
            name="q"
            aria-label={t('search.label')}
            autoComplete="off"
            onFocus={(event) => {
              const input = event.currentTarget;
              void import('./search-suggestions.tsx').then((module) => module.attach(input, { lang, t, navigate }));
            }}
          />
        </div>
        <input type="hidden" name="lng" value={lang} />
        <button type="submit" className={styles.button} aria-label={t('search.submit')}></button>
      </form>
    </search>
  );
}
