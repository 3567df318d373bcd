import { useCallback, useContext, useSyncExternalStore } from 'react';
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

/**
 * The language the page is shown in right now, re-rendering when it changes. Read from the i18next
 * instance directly: `useTranslation` copies the whole instance into a wrapper for every component
 * that calls it, which cost server rendering about a tenth of its time (most views call this).
 */
export function useLanguage(): Language {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n?.on('languageChanged', onChange);
      return () => i18n?.off('languageChanged', onChange);
    },
    [i18n],
  );
  const current = () => i18n?.resolvedLanguage ?? i18n?.language;
  const lang = useSyncExternalStore(subscribe, current, current);
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** `l(value)` reads localized content in the current language, falling back to English, then ''. */
export function useLocalize() {
  const lang = useLanguage();
  const l = (value: LocalizedText | undefined | null) => localize(value, lang);
  l.list = (value: LocalizedList | undefined | null) => localizeList(value, lang);
  l.lang = lang;
  return l;
}
