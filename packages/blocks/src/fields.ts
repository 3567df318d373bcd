import { z } from 'zod';
import type { LocalizedList, LocalizedText } from './localized.ts';

/**
 * Primitive value types shared by block schemas. Each is also an edit type: the editable-field map
 * of a block names, per path in its content, which of these the editor draws a control for.
 */

/** Longest string a content field may hold; keeps one block well under the body limit. */
export const MAX_TEXT = 20_000;

const text = z.string().max(MAX_TEXT);

export const localizedText: z.ZodType<LocalizedText> = z.union([
  text,
  z.strictObject({ en: text.optional(), ar: text.optional() }),
]);

export const localizedList: z.ZodType<LocalizedList> = z.strictObject({
  en: z.array(text).max(500).optional(),
  ar: z.array(text).max(500).optional(),
});

/** A site-relative path (`/about`, `/data/uploads/x.webp`), an in-page anchor, or an absolute http(s)/mailto URL. */
export const href = z
  .string()
  .max(2048)
  .refine((v) => v === '' || /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(v), {
    message: 'Must be a site path (/…), an anchor (#…), or an http(s), mailto or tel URL',
  });

/** Media (image or video) path; uploaded media lives under /data/uploads/. */
export const mediaPath = href;

/** A CSS colour, restricted so a value can never smuggle anything else into a style. */
export const cssColor = z
  .string()
  .max(64)
  .regex(/^(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|hsl)a?\([0-9.,%\s/]+\))$/i, 'Must be a CSS colour');

export const itemId = z.string().min(1).max(100);

export const linkItem = z.strictObject({
  id: itemId,
  label: localizedText,
  path: href,
});
export type LinkItem = z.infer<typeof linkItem>;

/** Kinds of editing control a field gets (spec 000 §5 "Edit dialog types"). */
export type FieldKind = 'text' | 'localized' | 'link' | 'list' | 'media' | 'menu';

/**
 * Editable fields of a block: key is a path into the content, where `[]` stands for every item of
 * an array (`cards[].title`); value is the control the editor draws for it.
 */
export type EditableFields = Readonly<Record<string, FieldKind>>;
