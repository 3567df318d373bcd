import { readFileSync } from 'node:fs';
import type { Path } from '@site/blocks';
import i18next, { type TFunction } from 'i18next';
import { accountStrings } from '../../web/app/account/strings.ts';
import { fieldLabel } from '../../web/app/editing/field-label.ts';
import { blockName } from '../../web/app/editing/names.ts';
import { EDITING_NS, editingStrings } from '../../web/app/editing/strings.ts';
import type { Lang } from './task.ts';

/** The words the interface shows in one language, so a task finds controls by what a person reads. */
export interface InterfaceStrings {
  lang: Lang;
  /** A string of the editor (web/app/editing/strings.ts). */
  editing: (key: string, options?: Record<string, unknown>) => string;
  /** A string of the account menu (web/app/account/strings.ts). */
  account: (key: keyof (typeof accountStrings)['en']) => string;
  /** A string of the site (web/public/locales/<lang>/translation.json). */
  site: (key: string, options?: Record<string, unknown>) => string;
  /** A field's name as the editor shows it: 'Stories › Item 23 › Title' (of a block of `type`: its own names too). */
  field: (path: Path, type?: string) => string;
  /** A block type's name as the editor shows it: 'HERO' → 'Page banner'. */
  block: (type: string) => string;
}

const siteStrings = (lang: Lang): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../web/public/locales/${lang}/translation.json`, import.meta.url), 'utf8'));

const cache = new Map<Lang, InterfaceStrings>();

export function interfaceStrings(lang: Lang): InterfaceStrings {
  const known = cache.get(lang);
  if (known) return known;
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    initAsync: false,
    ns: ['translation', EDITING_NS],
    resources: { [lang]: { translation: siteStrings(lang), [EDITING_NS]: editingStrings[lang] } },
    interpolation: { escapeValue: false },
  });
  const editing = i18n.getFixedT(lang, EDITING_NS) as unknown as TFunction<'editing'>;
  const strings: InterfaceStrings = {
    lang,
    editing: (key, options) => String(editing(key, options)),
    account: (key) => accountStrings[lang][key],
    site: (key, options) => String(i18n.t(key, options)),
    field: (path, type = '') => fieldLabel(type, path, lang, editing),
    block: (type) => blockName(type, lang),
  };
  cache.set(lang, strings);
  return strings;
}

/** The words of one of the editor's own namespaces (publishing, translation status) in one language. */
export function namespaceWords(ns: string, strings: Record<Lang, object>, lang: Lang) {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    initAsync: false,
    ns: [ns],
    resources: { [lang]: { [ns]: strings[lang] } },
    interpolation: { escapeValue: false },
  });
  return (key: string, options?: Record<string, unknown>) => String(i18n.t(key, { ns, ...options }));
}
