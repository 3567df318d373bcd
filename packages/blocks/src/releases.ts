import { z } from 'zod';
import type { TranslationStamps } from './page.ts';
import { pageSlug } from './page.ts';
import type { PageSettings } from './page-settings.ts';
import { PREVIEW_DAYS } from './previews.ts';

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

export interface ReleaseSummary {
  id: number;
  number: number;
  kind: 'publish' | 'rollback' | 'seed';
  status: 'scheduled' | 'published' | 'cancelled';
  /** For a scheduled release, when it goes live. */
  publish_at: string | null;
  published_at: string | null;
  created_at: string;
  created_by: { email: string; name: string | null } | null;
  /** For a rollback: the number of the release it put back. */
  source_number: number | null;
  /** Whether visitors see this release now. */
  live: boolean;
}

/** Where a page stands: what is live, what is waiting, and whether the draft differs from the live page. */
export interface PublishingState {
  slug: string;
  live: ReleaseSummary | null;
  scheduled: ReleaseSummary | null;
  /** The draft differs from what visitors see (or nothing was ever published). */
  changed: boolean;
  /** The address of a page editors created (ADR 0033); the fixed pages have theirs in PAGE_SLUGS. */
  path?: string;
}

/** `POST /v1/pages/publish`: the pages (a page with the header and footer it shows) in one step, now or at `at`. */
export const publishBody = z.strictObject({
  slugs: z.array(pageSlug).min(1).max(20),
  at: z.iso.datetime({ offset: true }).optional(),
});

/** `POST /v1/pages/{slug}/previews`: a preview link of the draft, working for `days` days (ADR 0029). */
export const createPreviewBody = z.strictObject({
  days: z.number().int().min(PREVIEW_DAYS.min).max(PREVIEW_DAYS.max).default(PREVIEW_DAYS.default),
});

/** A text whose English or Arabic changed, with both languages before and after. */
export interface TextChange {
  path: string;
  before: { en?: string; ar?: string } | string | null;
  after: { en?: string; ar?: string } | string | null;
  /** Which languages changed. */
  languages: Array<'en' | 'ar'>;
}

export interface BlockChange {
  id: string;
  block_type: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  texts: TextChange[];
  /** Paths of other values that changed (links, pictures, switches…). */
  other: string[];
}

export interface SnapshotChanges {
  title: TextChange | null;
  /** Paths of page settings that changed. */
  settings: string[];
  blocks: BlockChange[];
}

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
