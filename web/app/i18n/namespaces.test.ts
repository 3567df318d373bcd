import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NS, accountStrings } from '../account/strings.ts';
import { PAGES_NS, pagesStrings } from '../editing/pages/strings.ts';
import { PUBLISHING_NS, publishingStrings } from '../editing/publishing/strings.ts';
import { EDITING_NS, editingStrings } from '../editing/strings.ts';
import { TRANSLATION_NS, translationStrings } from '../editing/translation/strings.ts';
import { INBOX_NS, inboxStrings } from '../inbox/strings.ts';
import { PEOPLE_NS, peopleStrings } from '../people/strings.ts';
import { baseOptions } from './config.ts';

/** Every interface namespace the editing, account, inbox and people screens add beside the site's own. */
const INTERFACE: Array<[string, Record<string, object>]> = [
  [EDITING_NS, editingStrings],
  [TRANSLATION_NS, translationStrings],
  [PUBLISHING_NS, publishingStrings],
  [PAGES_NS, pagesStrings],
  [ACCOUNT_NS, accountStrings],
  [INBOX_NS, inboxStrings],
  [PEOPLE_NS, peopleStrings],
];

const siteStrings = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../public/locales/${lng}/translation.json`, import.meta.url), 'utf8'));

/** Every key path of a resource tree whose value is text. */
function textKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : textKeys(value as object, `${prefix}${key}.`),
  );
}

describe('interface string namespaces', () => {
  it('are each their own, apart from the site’s default namespace', () => {
    const names = INTERFACE.map(([ns]) => ns);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(baseOptions.defaultNS);
  });

  it('give text for every key, in both languages, loaded beside the site’s own strings', async () => {
    const instance = i18next.createInstance();
    await instance.init({ ...baseOptions, lng: 'en', resources: { en: {}, ar: {} } });
    for (const lng of ['en', 'ar']) {
      instance.addResourceBundle(lng, baseOptions.defaultNS, siteStrings(lng), true, false);
      for (const [ns, strings] of INTERFACE) instance.addResourceBundle(lng, ns, strings[lng] as object, true, false);
    }
    for (const lng of ['en', 'ar']) {
      for (const [ns, strings] of INTERFACE) {
        for (const key of textKeys(strings[lng] as object)) {
          const text = instance.t(key, { ns, lng, count: 1, n: '1' });
          expect(typeof text, `${ns}:${key} (${lng})`).toBe('string');
          expect(text, `${ns}:${key} (${lng})`).not.toMatch(/returned an object|^key '/);
        }
      }
    }
    // The Publish dialog's fallback name for the page (issue #29).
    expect(instance.t('page', { ns: TRANSLATION_NS, lng: 'en' })).toBe('This page');
    expect(instance.t('page', { ns: TRANSLATION_NS, lng: 'ar' })).toBe('هذه الصفحة');
  });
});
