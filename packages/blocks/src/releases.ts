import { z } from 'zod';
import { itemChange } from './api/collections.ts';
import type { TranslationStamps } from './page.ts';
import { pageSlug } from './page.ts';
import type { PageSettings } from './page-settings.ts';

/**
 * Drafts and releases (issue #19; ADR 0025): editors' saves change a page's draft; a publish copies
 * the whole draft (title, settings, blocks) into a numbered release that visitors then see.
 */

/** A page as it went live, or as its draft stands. */
export interface PageSnapshot {
  title: { en?: string; ar?: string } | null;
  settings: PageSettings;
  blocks: Array<{
    id: string;
    block_type: string;
    order: number;
    content: unknown;
    version: number;
    translations?: TranslationStamps;
  }>;
}

/** Who made a release or a preview link. */
const author = z.object({ email: z.string(), name: z.string().nullable() });

/** One numbered release of a page: a publish (now or scheduled), a rollback, or the seeded first one. */
export const releaseSummary = z.object({
  id: z.number().int(),
  number: z.number().int().describe('1, 2, 3… per page'),
  kind: z.enum(['publish', 'rollback', 'seed']),
  status: z.enum(['scheduled', 'published', 'cancelled']),
  publish_at: z.iso.datetime().nullable().describe('For a scheduled release, when it goes live'),
  published_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  created_by: author.nullable().describe('Who made it, in the list of releases; null elsewhere'),
  source_number: z.number().int().nullable().describe('For a rollback: the number of the release it put back'),
  live: z.boolean().describe('Whether visitors see this release now'),
});
export type ReleaseSummary = z.infer<typeof releaseSummary>;

/** Where a page stands: what is live, what is waiting, and whether the draft differs from the live page. */
export const publishingState = z.object({
  slug: z.string(),
  live: releaseSummary.nullable(),
  scheduled: releaseSummary.nullable(),
  changed: z.boolean().describe('The draft differs from what visitors see (or nothing was ever published)'),
  path: z
    .string()
    .optional()
    .describe('The address of a page editors created (ADR 0033); the fixed pages have theirs in PAGE_SLUGS'),
});
export type PublishingState = z.infer<typeof publishingState>;

/** `POST /v1/pages/publish`: the pages (a page with the header and footer it shows) in one step, now or at `at`. */
export const publishBody = z
  .strictObject({
    slugs: z.array(pageSlug).max(20).default([]),
    /** Items published in the same step (issue #30): `{ collection, slug }`. */
    items: z
      .array(z.strictObject({ collection: z.string().max(40), slug: z.string().max(100) }))
      .max(500)
      .default([]),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => body.slugs.length + body.items.length > 0, {
    message: 'Name at least one page or item to publish',
    path: ['slugs'],
  });

export { createdPreviewLink, createPreviewBody, previewLink } from './preview-links.ts';

/** A text in English and Arabic, a plain text, or nothing. */
const textValue = z.union([z.object({ en: z.string().optional(), ar: z.string().optional() }), z.string()]).nullable();

/** A text whose English or Arabic changed, with both languages before and after. */
export const textChange = z.object({
  path: z.string(),
  before: textValue,
  after: textValue,
  languages: z.array(z.enum(['en', 'ar'])).describe('Which languages changed'),
});
export type TextChange = z.infer<typeof textChange>;

export const blockChange = z.object({
  id: z.string(),
  block_type: z.string(),
  change: z.enum(['added', 'removed', 'changed', 'moved']),
  texts: z.array(textChange),
  other: z.array(z.string()).describe('Paths of other values that changed (links, pictures, switches…)'),
});
export type BlockChange = z.infer<typeof blockChange>;

/** What changed from one snapshot of a page to another, block by block, with every changed text in both languages. */
export const snapshotChanges = z.object({
  title: textChange.nullable(),
  settings: z.array(z.string()).describe('Paths of page settings that changed'),
  blocks: z.array(blockChange).describe('List blocks compare by their settings: their entries are items'),
  items: z
    .array(itemChange)
    .optional()
    .describe('For the draft: the unpublished changes of the collections its list blocks show, by identity (ADR 0040)'),
});
export type SnapshotChanges = z.infer<typeof snapshotChanges>;

function isLocalized(value: unknown): value is { en?: string; ar?: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length > 0 &&
    keys.every((k) => (k === 'en' || k === 'ar') && typeof (value as Record<string, unknown>)[k] === 'string')
  );
}

/** Every leaf of a value by dotted path; a localized text `{ en, ar }` is one leaf. */
function leaves(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !isLocalized(value)) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, inner] of entries) leaves(inner, path ? `${path}.${key}` : key, into);
    if (entries.length === 0 && path) into.set(path, value);
  } else if (path) {
    into.set(path, value);
  }
  return into;
}

function textOf(value: unknown): TextChange['before'] {
  if (isLocalized(value)) return value;
  return typeof value === 'string' ? value : null;
}

function languagesChanged(before: unknown, after: unknown): Array<'en' | 'ar'> {
  const of = (v: unknown, lang: 'en' | 'ar') => (isLocalized(v) ? (v[lang] ?? '') : typeof v === 'string' ? v : '');
  return (['en', 'ar'] as const).filter((lang) => of(before, lang) !== of(after, lang));
}

function compare(before: unknown, after: unknown): { texts: TextChange[]; other: string[] } {
  const a = leaves(before);
  const b = leaves(after);
  const texts: TextChange[] = [];
  const other: string[] = [];
  for (const path of new Set([...a.keys(), ...b.keys()])) {
    const was = a.get(path);
    const now = b.get(path);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    if (isLocalized(was) || isLocalized(now)) {
      texts.push({ path, before: textOf(was), after: textOf(now), languages: languagesChanged(was, now) });
    } else {
      other.push(path);
    }
  }
  return { texts, other };
}

/**
 * What changed from `before` to `after`, block by block (matched by id), with every changed text in
 * both languages: what a release changed, or what publishing the draft would change.
 */
export function diffSnapshots(before: PageSnapshot | null, after: PageSnapshot): SnapshotChanges {
  const was = new Map((before?.blocks ?? []).map((b, index) => [b.id, { block: b, index }]));
  const keptOrder = (after.blocks ?? []).filter((b) => was.has(b.id)).map((b) => b.id);
  const beforeOrder = (before?.blocks ?? []).filter((b) => after.blocks.some((a) => a.id === b.id)).map((b) => b.id);
  const blocks: BlockChange[] = [];
  for (const block of after.blocks) {
    const old = was.get(block.id);
    if (!old) {
      blocks.push({
        id: block.id,
        block_type: block.block_type,
        change: 'added',
        ...compare(undefined, block.content),
      });
      continue;
    }
    const { texts, other } = compare(old.block.content, block.content);
    const moved = keptOrder.indexOf(block.id) !== beforeOrder.indexOf(block.id);
    if (texts.length || other.length)
      blocks.push({ id: block.id, block_type: block.block_type, change: 'changed', texts, other });
    else if (moved) blocks.push({ id: block.id, block_type: block.block_type, change: 'moved', texts, other });
  }
  for (const old of before?.blocks ?? []) {
    if (!after.blocks.some((b) => b.id === old.id)) {
      blocks.push({ id: old.id, block_type: old.block_type, change: 'removed', ...compare(old.content, undefined) });
    }
  }
  const title = compare({ title: before?.title ?? null }, { title: after.title ?? null }).texts[0] ?? null;
  const settings = compare(before?.settings ?? {}, after.settings ?? {});
  return { title, settings: [...settings.texts.map((t) => t.path), ...settings.other], blocks };
}
