import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';

/** Names of the free-form keys: a letter, then letters and digits (`introTitle`, `rightsList`). */
export const TEXT_KEY = /^[a-zA-Z][a-zA-Z0-9]*$/;
export const MAX_TEXT_KEYS = 200;

const keyName = z.string().max(100).regex(TEXT_KEY, 'Must be a letter followed by letters and digits');

/**
 * A long text such as the privacy policy (spec 001 §2, §3): besides the fixed keys below, any
 * number of further keys, each localized text, drawn by its name: `…Title` a heading, `…List` a
 * bullet list (one item per line), anything else paragraphs.
 *
 * `keyOrder` lists the keys in reading order. It exists because stored content is PostgreSQL
 * `jsonb`, which does not keep the order of object keys; without it the view falls back to the
 * object's own order.
 */
export const text = defineBlock({
  type: 'TEXT',
  label: { en: 'Long text', ar: 'نص طويل' },
  description: {
    en: 'A long document such as the privacy policy: headings, paragraphs and lists.',
    ar: 'مستند طويل مثل سياسة الخصوصية: عناوين وفقرات وقوائم.',
  },
  group: 'content',
  schema: z
    .object({
      title: localizedText.optional(),
      lastUpdated: localizedText.optional(),
      contactUsEmail: z.email().max(254).optional(),
      keyOrder: z.array(keyName).max(MAX_TEXT_KEYS).optional(),
    })
    .catchall(localizedText)
    .superRefine((value, ctx) => {
      const keys = Object.keys(value);
      if (keys.length > MAX_TEXT_KEYS) {
        ctx.addIssue({ code: 'custom', message: `At most ${MAX_TEXT_KEYS} keys`, path: [] });
      }
      for (const key of keys) {
        if (key.length > 100 || !TEXT_KEY.test(key)) {
          ctx.addIssue({ code: 'custom', message: 'Must be a letter followed by letters and digits', path: [key] });
        }
      }
    }),
  // The free-form keys differ from block to block, so they cannot be listed here; edit mode offers
  // the fixed ones, and the others are changed through the API (PUT with the whole content).
  fields: {
    title: 'localized',
    lastUpdated: { kind: 'localized', label: { en: '“Last updated” line', ar: 'سطر «آخر تحديث»' } },
    contactUsEmail: { kind: 'text', label: { en: 'Contact e-mail', ar: 'البريد الإلكتروني للتواصل' } },
  },
  defaults: {
    title: { en: 'Page title', ar: 'عنوان الصفحة' },
    introTitle: { en: 'Heading', ar: 'عنوان' },
    intro: { en: 'Write the text here.', ar: 'اكتب النص هنا.' },
    keyOrder: ['introTitle', 'intro'],
  },
});
