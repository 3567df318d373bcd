import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  type LocalizedList,
  type LocalizedText,
  localize,
  localizeList,
} from '../localized.ts';

/** The language the page is shown in right now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
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
