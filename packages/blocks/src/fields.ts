import { z } from 'zod';
import type { LocalizedList, LocalizedText } from './localized.ts';
import { isLinkTarget, isMediaUrl, MAX_URL_LENGTH, type UrlRule, urlRuleMessages } from './url-checks.ts';

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

/** A zod string checked by one of the rules of `url-checks.ts`; empty means no value. */
function urlField(rule: UrlRule, check: (value: string) => boolean) {
  return z
    .string()
    .max(MAX_URL_LENGTH)
    .refine((v) => v === '' || check(v), { message: urlRuleMessages.en[rule], params: { urlRule: rule } });
}

/** Where a link goes: a site path, an anchor, or an http(s)/mailto/tel URL (`isLinkTarget`). */
export const href = urlField('link', isLinkTarget);

/** Where an image or video comes from: a site path (uploads under /data/uploads/) or an https URL (`isMediaUrl`). */
export const mediaPath = urlField('media', isMediaUrl);

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

/** One picture of a gallery (who we are, the gallery slider). */
export const galleryImage = z.strictObject({
  id: itemId,
  src: mediaPath,
  /** What the picture shows; none means it is decorative. */
  alt: localizedText.optional(),
});
export type GalleryImage = z.infer<typeof galleryImage>;

/**
 * Kinds of editing control a field gets: the dialog types of spec 000 §5 (text, localized, link,
 * list, media) and the menu tree, plus the controls every other stored value needs so that no
 * field of a block is out of an editor's reach: a switch, a number, a date, a colour, one of a fixed
 * set of values (`choice`), a set of ids picked from lists in the same block (`ids`) and one item of
 * a collection (`item`).
 */
export type FieldKind =
  | 'text'
  | 'localized'
  | 'link'
  | 'list'
  | 'media'
  | 'menu'
  | 'boolean'
  | 'number'
  | 'date'
  | 'color'
  | 'choice'
  | 'ids'
  | 'item';

/** A name or a line of help in both interface languages. */
export interface Names {
  readonly en: string;
  readonly ar: string;
}

/**
 * Headings the editor's panel sorts a block's fields under. A field without one goes under the
 * panel's default ('content').
 */
export const FIELD_GROUPS = ['content', 'media', 'buttons', 'appearance', 'detailPage'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export const fieldGroupNames: Readonly<Record<FieldGroup, Names>> = {
  content: { en: 'Content', ar: 'المحتوى' },
  media: { en: 'Pictures and video', ar: 'الصور والفيديو' },
  buttons: { en: 'Buttons and links', ar: 'الأزرار والروابط' },
  appearance: { en: 'Appearance', ar: 'المظهر' },
  detailPage: { en: 'Detail page', ar: 'صفحة التفاصيل' },
};

/** What the editor shows about a field: its name, a line of help, the heading it sits under. */
export interface FieldMeta {
  /** Required unless the key's last part has a shared default (field-labels.ts). */
  readonly label?: Names;
  readonly description?: Names;
  readonly group?: FieldGroup;
}

type SimpleKind = Exclude<FieldKind, 'choice' | 'ids' | 'item'>;

/** A field's control: a kind, or for `choice` and `ids` the kind with where its options come from. */
export type FieldControl =
  | { readonly kind: Exclude<SimpleKind, 'boolean' | 'media' | 'menu'> }
  /** `depth`: how many levels of entries the menu may have (1, the default: a flat list of links). */
  | { readonly kind: 'menu'; readonly depth?: number }
  /** `alt`: the field beside it (same object) that describes the picture, read by the "No alt text" flag. */
  | { readonly kind: 'media'; readonly alt?: string }
  | { readonly kind: 'boolean'; readonly whenMissing?: boolean }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | { readonly kind: 'ids'; readonly from: readonly string[] }
  | { readonly kind: 'item'; readonly collection: string };

/**
 * A field as a block declares it: the kind alone (`'localized'`, named by the shared default of its
 * key), or its control with its own name and help (`{ kind: 'localized', label: { en, ar } }`).
 */
export type FieldSpec = SimpleKind | (FieldControl & FieldMeta);

/** Names of the lists and groups fields sit in ('cards', 'jobs[].detailContent.form'). */
export type PartNames = Readonly<Record<string, { readonly label: Names; readonly description?: Names }>>;

/** A switch whose value, when the content has none, counts as on (the view shows it unless told not to). */
export const switchOnByDefault = { kind: 'boolean', whenMissing: true } as const satisfies FieldSpec;

/** One of these values (the schema's enum, passed in so the two never disagree). */
export function choice(options: readonly string[]): { readonly kind: 'choice'; readonly options: readonly string[] } {
  return { kind: 'choice', options };
}

/** Ids of items (`{ id, name }`) kept in these lists of the same block, e.g. a story's filter categories. */
export function idsFrom(...from: string[]): { readonly kind: 'ids'; readonly from: readonly string[] } {
  return { kind: 'ids', from };
}

/** The readable id of one item of a collection (the story a quote comes from), picked by its title. */
export function itemFrom(collection: string): { readonly kind: 'item'; readonly collection: string } {
  return { kind: 'item', collection };
}

/**
 * Editable fields of a block: key is a path into the content, where `[]` stands for every item of
 * an array (`cards[].title`); value is the control the editor draws for it.
 */
export type EditableFields = Readonly<Record<string, FieldSpec>>;
