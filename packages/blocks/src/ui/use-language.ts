import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type LocalizedList,
  type LocalizedText,
  localize,
  localizeList,
} from '../localized.ts';

/** i18next's types, through react-i18next (the package this one depends on). */
type I18n = ReturnType<typeof getI18n>;
type TFunction = ReturnType<I18n['getFixedT']>;

/**
 * The language the server rendered this document in. Hydration reads it: a part hydrated after the
 * language changed (the browser's remembered choice is applied as soon as hydration starts) first
 * matches the server's HTML, then re-renders in the new language, instead of failing to match.
 */
const RENDERED_LANGUAGE = typeof document === 'undefined' ? undefined : document.documentElement.lang;

/**
 * The language the page is shown in right now, re-rendering when it changes. Read from the i18next
 * instance directly: `useTranslation` copies the whole instance into a wrapper for every component
 * that calls it, which cost server rendering about a tenth of its time (most views call this).
 */
export function useLanguage(): Language {
  const i18n = useI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n?.on('languageChanged', onChange);
      return () => i18n?.off('languageChanged', onChange);
    },
    [i18n],
  );
  const current = () => i18n?.resolvedLanguage ?? i18n?.language;
  const rendered = () => (isLanguage(RENDERED_LANGUAGE) ? RENDERED_LANGUAGE : current());
  const lang = useSyncExternalStore(subscribe, current, rendered);
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The page's i18next instance: the provider's, else the one `initReactI18next` registered. */
function useI18n(): I18n | undefined {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/**
 * `t` for the site's own strings (the default namespace) in the current language, re-rendering when
 * it changes: `useTranslation()` without its per-component copy of the instance (see useLanguage).
 * The default namespace is loaded before the first render on both sides; namespaces that load later
 * (the editor's) keep `useTranslation`, which waits for them.
 */
export function useT(): TFunction {
  const i18n = useI18n();
  const lang = useLanguage();
  return useMemo(() => (i18n ? i18n.getFixedT(lang) : (((key: string) => key) as unknown as TFunction)), [i18n, lang]);
}

/** `l(value)` reads localized content in the current language, falling back to English, then ''. */
export function useLocalize() {
  const lang = useLanguage();
  const l = (value: LocalizedText | undefined | null) => localize(value, lang);
  l.list = (value: LocalizedList | undefined | null) => localizeList(value, lang);
  l.lang = lang;
  return l;
}
