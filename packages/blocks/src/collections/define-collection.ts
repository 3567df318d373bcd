import type { z } from 'zod';
import type { EditableFields } from '../fields.ts';
import { type LocalizedText, localize } from '../localized.ts';

/**
 * A collection (issue #30, ADR 0040): a kind of item editors add one at a time — stories, posts,
 * vacancies, team members, logos — each stored as its own row with its version and history. One
 * folder per collection under `collections/`, one line in `registry.ts`.
 */
export interface CollectionDefinition<S extends z.ZodType = z.ZodType> {
  /** In addresses and the database: `stories`. */
  name: string;
  label: { one: { en: string; ar: string }; many: { en: string; ar: string } };
  /** An item's content (its readable id, the slug, is kept beside it). */
  schema: S;
  /** What each field of an item is (the editor's controls; which texts are kept in both languages). */
  fields: EditableFields;
  /** The item's name, in both languages. */
  title: (content: z.output<S>) => LocalizedText;
  /** How a list is ordered when nobody asks otherwise: by hand, or by the item's date, newest first. */
  order: 'position' | { date: (content: z.output<S>) => string | undefined };
  /** Where a new item goes in a hand-ordered list: first (stories, vacancies) or last (people, logos). */
  newItems: 'first' | 'last';
  /** The values a list can be filtered by (`category:healthcare`, `type:blog`). */
  filterValues?: (content: z.output<S>) => string[];
  /** Slugs of new items start with this (`member-`), as the editor's lists made them (ADR 0024). */
  slugPrefix?: string;
  /**
   * The list block whose array held these items before collections (`GALLERY`'s `stories`): the move
   * into items reads it, and the spec's `GET /v1/pages/{slug}` fills it back (ADR 0040).
   */
  heldBy: { block: string; list: string } & ShownItems;
  /**
   * Blocks that show the collection's newest items without holding any (the home insights show the
   * 6 newest posts): their array is filled when read, and what a save sends in it is not kept.
   */
  feeds?: ReadonlyArray<FeedDefinition>;
  /**
   * The item's field holding ids of the list block's filter options (a story's `categories`): a
   * save naming an option no such block has is refused, naming the field.
   */
  categories?: { field: string; options: (blockContent: unknown) => string[] };
}

/** Which of a collection's items a list or feed shows, by their filter values (`filterValues`). */
export interface ShownItems {
  /** Only the items with every one of these (`featured`). */
  with?: readonly string[];
  /** None of the items with any of these (`unlisted`: an item kept out of the lists, its page kept). */
  without?: readonly string[];
}

export interface FeedDefinition extends ShownItems {
  block: string;
  list: string;
  /** How many of the newest it shows. */
  newest: number;
  /**
   * What the move into items sets on an entry the feed's block held itself (ADR 0040): on one its
   * collection lacks (`added`, so that it stays where it was: in this feed only) and on one it has
   * (`known`, so that it is in the feed too). Without them such an entry is added as a draft and
   * nothing more.
   */
  moved?: { added: Record<string, unknown>; known: Record<string, unknown> };
}

/** The ids of a list block's industry and solution options (the gallery's and the clients'). */
export const filterOptionIds = (blockContent: unknown): string[] => {
  const filters = (blockContent as { filters?: Record<string, Array<{ id: string }>> } | null)?.filters ?? {};
  return Object.values(filters).flatMap((options) => options.map((option) => option.id));
};

export function defineCollection<S extends z.ZodType>(definition: CollectionDefinition<S>): CollectionDefinition<S> {
  return definition;
}

/** An item's title in one language, falling back as the site does. */
export function itemTitle(collection: CollectionDefinition, content: unknown, lang: 'en' | 'ar'): string {
  return localize(collection.title(content as never), lang);
}

/**
 * The fields of one item of the list `list` of a block's field map: `stories[].title` → `title`.
 * While a list block still holds its items, its field map describes them (ADR 0040).
 */
export function fieldsOfList(fields: EditableFields, list: string): EditableFields {
  const prefix = `${list}[].`;
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, spec]) => [key.slice(prefix.length), spec]),
  );
}

/** The fields of an item naming another collection's item (a quote's `story`), with that collection. */
export function referencesOf(collection: CollectionDefinition): Array<{ field: string; collection: string }> {
  return Object.entries(collection.fields).flatMap(([field, spec]) =>
    typeof spec === 'object' && spec.kind === 'item' && !field.includes('[]')
      ? [{ field, collection: spec.collection }]
      : [],
  );
}
