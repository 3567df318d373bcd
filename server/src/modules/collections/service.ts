import { isDeepStrictEqual } from 'node:util';
import { countByLanguage, localize, stampTranslations, type TranslationStamps, translationStatus } from '@site/blocks';
import type { ItemHistoryEntry, ItemPage, StoredItem } from '@site/blocks/api';
import { type CollectionDefinition, getCollection, referencesOf, slugify } from '@site/blocks/collections';
import { summarize } from '@site/blocks/item-summary';
import { foldForSearch } from '@site/blocks/search-fold';
import { and, asc, count, desc, eq, isNotNull, isNull, max, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { blocks, itemHistory, items, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { issuesToDetails } from '../../http/validate.ts';
import { changedFields } from './changed-fields.ts';
import {
  type Entry,
  entriesOf,
  listsOf,
  placesFor,
  STEP,
  shownWhere,
  touchListBlocks,
  withoutId,
  withoutLists,
} from './held-lists.ts';

/**
 * Collections' items (issue #30, ADR 0040): one row per story, post, vacancy, person or logo, the
 * working copy editors write, each write one transaction with its history row. Lists are paged,
 * filtered, sorted and searched by the database, through columns derived from the content on every
 * write (`derived`).
 */

type ItemRow = typeof items.$inferSelect;

export function collectionOf(name: string): CollectionDefinition {
  const collection = getCollection(name);
  if (!collection) throw new HttpError(404, 'collection_not_found', `There is no collection "${name}".`);
  return collection;
}

function toItem(row: ItemRow): StoredItem {
  return {
    id: row.id,
    collection: row.collection,
    slug: row.slug,
    content: row.content,
    version: row.version,
    translations: row.translations as TranslationStamps,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function validContent(collection: CollectionDefinition, content: unknown): unknown {
  const result = collection.schema.safeParse(content);
  if (result.success) return result.data;
  throw new HttpError(
    400,
    'invalid_content',
    `The content does not fit a ${collection.label.one.en.toLowerCase()}.`,
    issuesToDetails(result.error.issues),
  );
}

/**
 * The texts an item is found by: its top-level texts in both languages (title or name, tag,
 * position, description…), as the panel's list searched them (ADR 0024) — not its article, which is
 * the site search's concern (issue #32) and would make every search read whole bodies.
 */
function searchTexts(content: unknown): string[] {
  if (!content || typeof content !== 'object') return [];
  return Object.values(content).flatMap((value) => {
    if (typeof value === 'string') return value.startsWith('/data/uploads/') ? [] : [value];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.values(value).filter((text): text is string => typeof text === 'string');
    return [];
  });
}

/** The columns lists read, from the item's content: its place in a dated list, its name, its search text, its filters. */
export function derived(collection: CollectionDefinition, slug: string, content: unknown) {
  return {
    sortDate: typeof collection.order === 'object' ? (collection.order.date(content as never) ?? null) : null,
    sortTitle: foldForSearch(localize(collection.title(content as never), 'en')),
    searchText: foldForSearch([slug, ...searchTexts(content)].join('\n')),
    filterValues: collection.filterValues?.(content as never) ?? [],
  };
}

/** The columns an item's content sets: the content, and what lists read from it. */
export const contentColumns = (collection: CollectionDefinition, slug: string, content: unknown) => ({
  content,
  ...derived(collection, slug, content),
});

/**
 * Refuses category ids that no list block showing the collection offers (400 naming the field). A
 * collection no block shows yet has no options to hold it to.
 */
async function checkCategories(tx: Db, collection: CollectionDefinition, content: unknown) {
  const rule = collection.categories;
  if (!rule) return;
  const chosen = (content as Record<string, unknown>)[rule.field];
  if (!Array.isArray(chosen) || chosen.length === 0) return;
  const shownBy = await tx
    .select({ content: blocks.content })
    .from(blocks)
    .where(eq(blocks.blockType, collection.heldBy.block));
  if (shownBy.length === 0) return;
  const known = new Set(shownBy.flatMap((block) => rule.options(block.content)));
  const details = chosen.flatMap((id, index) =>
    typeof id === 'string' && !known.has(id)
      ? [{ path: `${rule.field}.${index}`, message: `There is no category "${id}".` }]
      : [],
  );
  if (details.length)
    throw new HttpError(
      400,
      'unknown_category',
      `Choose categories the list offers: ${details.length} unknown.`,
      details,
    );
}

/**
 * Refuses a reference to an item its collection does not have (a quote's story deleted or never
 * made): 400 naming the field (`at`, the entry's place in a list block's save).
 */
async function checkReferences(tx: Db, collection: CollectionDefinition, content: unknown, at = '') {
  for (const { field, collection: other } of referencesOf(collection)) {
    const slug = (content as Record<string, unknown>)[field];
    if (typeof slug !== 'string') continue;
    const [found] = await tx
      .select({ one: sql<number>`1` })
      .from(items)
      .where(and(eq(items.collection, other), eq(items.slug, slug), isNull(items.deletedAt)));
    if (found) continue;
    const message = `There is no ${getCollection(other)?.label.one.en.toLowerCase() ?? 'item'} "${slug}".`;
    throw new HttpError(400, 'unknown_reference', message, [{ path: `${at}${field}`, message }]);
  }
}

function conflict(current: ItemRow): never {
  throw new HttpError(409, 'version_conflict', 'Someone else changed this item since you loaded it.', {
    current: toItem(current),
  });
}

/** The translation stamps of a write of `after` over `before` (none for a new item), as blocks keep them (ADR 0026). */
function stamps(
  collection: CollectionDefinition,
  before: ItemRow | undefined,
  after: unknown,
  restored = false,
): TranslationStamps {
  return stampTranslations(
    collection,
    before?.content,
    after,
    (before?.translations ?? {}) as TranslationStamps,
    new Date().toISOString(),
    restored,
  );
}

/** How many of an item's texts need each language. */
const needs = (collection: CollectionDefinition, content: unknown, translations: unknown) =>
  countByLanguage(translationStatus(collection, content, translations as TranslationStamps));

const taken = (slug: string) =>
  new HttpError(409, 'slug_taken', `Another item of this collection is already called "${slug}".`, { slug });

const notFound = () => new HttpError(404, 'item_not_found', 'No such item.');

/**
 * Makes collection `collection`'s drafts the list `entries`, the array a list block was saved with
 * (the spec's `PUT /v1/pages/blocks/{id}` of a GALLERY with its `stories`): each entry is the item
 * with its id, in this order; a new id is a new item (or a deleted one back); an item the list no
 * longer has is deleted. Only what changed is written, each item with its history row, in the
 * caller's transaction.
 */
/**
 * A move that fits between its new neighbours (`after` and the item after it): only the moved item
 * is read and written, whatever the collection's length. Null when there is no room between them.
 */
async function moveBetweenNeighbours(
  tx: Db,
  collection: CollectionDefinition,
  slug: string,
  after: string | null,
  userId: string,
): Promise<ItemRow | null> {
  const shown = and(eq(items.collection, collection.name), isNull(items.deletedAt));
  const [moved] = await tx
    .select()
    .from(items)
    .where(and(shown, eq(items.slug, slug)))
    .for('update')
    .limit(1);
  if (!moved) throw notFound();
  let previous: { position: number; slug: string } | undefined;
  if (after !== null) {
    [previous] = await tx
      .select({ position: items.position, slug: items.slug })
      .from(items)
      .where(and(shown, eq(items.slug, after), sql`${items.id} <> ${moved.id}`))
      .limit(1);
    if (!previous)
      throw new HttpError(400, 'invalid_input', `There is no item "${after}" to put it after.`, [
        { path: 'after', message: 'No such item' },
      ]);
  }
  const [next] = await tx
    .select({ position: items.position })
    .from(items)
    .where(
      and(
        shown,
        sql`${items.id} <> ${moved.id}`,
        previous ? sql`(${items.position}, ${items.slug}) > (${previous.position}, ${previous.slug})` : undefined,
      ),
    )
    .orderBy(asc(items.position), asc(items.slug))
    .limit(1);
  const position = previous
    ? next
      ? Math.floor((previous.position + next.position) / 2)
      : previous.position + STEP
    : (next?.position ?? STEP) - STEP;
  if ((previous && position <= previous.position) || (next && position >= next.position)) return null;
  const updated = await placeItem(tx, moved, position, userId);
  await touchListBlocks(tx, collection.name, userId);
  return updated;
}

/** Gives an item a new place, as a new version with its history row (its content unchanged). */
async function placeItem(tx: Db, row: ItemRow, position: number, userId: string): Promise<ItemRow> {
  const version = row.version + 1;
  const [updated] = await tx
    .update(items)
    .set({ position, version, updatedAt: new Date(), updatedBy: userId })
    .where(eq(items.id, row.id))
    .returning();
  await tx.insert(itemHistory).values({
    itemId: row.id,
    action: 'update',
    version,
    contentBefore: row.content,
    contentAfter: row.content,
    userId,
  });
  return updated as ItemRow;
}

export async function syncItems(tx: Db, collection: CollectionDefinition, list: unknown, userId: string | null) {
  const entries = entriesOf({ list }, 'list');
  const rows = await tx.select().from(items).where(eq(items.collection, collection.name)).for('update');
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  // The items the list leaves out (a post only in the highlights) are not the list's to delete.
  const without = collection.heldBy.without ?? [];
  const shown = rows.filter((row) => !row.deletedAt && !row.filterValues.some((value) => without.includes(value)));
  const places = placesFor(
    entries.map((entry) => entry.id),
    new Map(shown.map((row) => [row.slug, row.position])),
  );
  const now = new Date();
  const kept = new Set<string>();
  for (const [index, entry] of (entries as Entry[]).entries()) {
    if (kept.has(entry.id)) continue;
    kept.add(entry.id);
    const content = validContent(collection, withoutId(entry));
    const position = places.get(entry.id) as number;
    const current = bySlug.get(entry.id);
    const sameContent = current !== undefined && isDeepStrictEqual(current.content, content);
    if (!sameContent) await checkReferences(tx, collection, content, `${collection.heldBy.list}.${index}.`);
    if (!current) {
      const [row] = await tx
        .insert(items)
        .values({
          collection: collection.name,
          slug: entry.id,
          ...contentColumns(collection, entry.id, content),
          translations: stamps(collection, undefined, content),
          position,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning({ id: items.id });
      await tx
        .insert(itemHistory)
        .values({ itemId: (row as { id: string }).id, action: 'create', version: 1, contentAfter: content, userId });
      continue;
    }
    const same = !current.deletedAt && current.position === position && sameContent;
    if (same) continue;
    const version = current.version + 1;
    await tx
      .update(items)
      .set({
        ...contentColumns(collection, entry.id, content),
        position,
        version,
        deletedAt: null,
        translations: stamps(collection, current.deletedAt ? undefined : current, content),
        updatedAt: now,
        updatedBy: userId,
      })
      .where(eq(items.id, current.id));
    await tx.insert(itemHistory).values({
      itemId: current.id,
      action: current.deletedAt ? 'restore' : 'update',
      version,
      contentBefore: current.deletedAt ? null : current.content,
      contentAfter: content,
      userId,
    });
  }
  for (const row of shown.filter((row) => !kept.has(row.slug))) {
    await tx.update(items).set({ deletedAt: now, updatedBy: userId }).where(eq(items.id, row.id));
    await tx
      .insert(itemHistory)
      .values({ itemId: row.id, action: 'delete', version: row.version, contentBefore: row.content, userId });
  }
}

/** Stores a list block's arrays as its collections' items (`syncItems`); returns what the block itself keeps. */
export async function storeLists(tx: Db, blockType: string, content: unknown, userId: string | null) {
  for (const { collection, list } of listsOf(blockType))
    await syncItems(tx, collection, (content as Record<string, unknown>)[list], userId);
  return withoutLists(blockType, content);
}

/** The order of a list of drafts: the collection's own (by hand, or newest first), by title, or recently changed. */
function orderBy(collection: CollectionDefinition, sort: 'default' | 'title' | 'updated') {
  return sort === 'title'
    ? [asc(items.sortTitle), asc(items.slug)]
    : sort === 'updated'
      ? [desc(items.updatedAt), asc(items.slug)]
      : typeof collection.order === 'object'
        ? [sql`${items.sortDate} desc nulls last`, desc(items.createdAt), asc(items.slug)]
        : [asc(items.position), asc(items.slug)];
}

/**
 * One page of a collection's drafts, whole, in its own order, with every filter value in
 * `filters`: what edit mode shows of a list page (ADR 0040), one indexed query whatever N is.
 * A page past the end is the last one.
 */
export async function draftPage(
  db: Db,
  collection: CollectionDefinition,
  { filters, without, page, perPage }: { filters: string[]; without: readonly string[]; page: number; perPage: number },
) {
  const where = and(
    eq(items.collection, collection.name),
    isNull(items.deletedAt),
    shownWhere(items.filterValues, { with: filters, without }),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(items).where(where);
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(page, pageCount);
  const rows = await db
    .select({ slug: items.slug, content: items.content, translations: items.translations })
    .from(items)
    .where(where)
    .orderBy(...orderBy(collection, 'default'))
    .limit(perPage)
    .offset((shown - 1) * perPage);
  return { rows, slice: { total, page: shown, pageCount } };
}

/** The item, locked for the transaction; 404 when there is none (or, with `deleted`, no deleted one). */
async function lockItem(tx: Db, collection: string, slug: string, deleted = false): Promise<ItemRow> {
  const [row] = await tx
    .select()
    .from(items)
    .where(
      and(
        eq(items.collection, collection),
        eq(items.slug, slug),
        deleted ? isNotNull(items.deletedAt) : isNull(items.deletedAt),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Writes an item's new content in the caller's transaction: checked against its collection, its
 * options and the items it names (`at` prefixes the field a refusal names: `stories.2.` from a
 * block's save), a new version with its stamps and history row, and a new version of the blocks
 * showing the collection. With `expectedVersion`, a stale one is a 409 carrying the item.
 */
export async function updateItemIn(
  tx: Db,
  collection: CollectionDefinition,
  slug: string,
  input: { content: unknown; version?: number | undefined },
  userId: string | null,
  at = '',
): Promise<ItemRow> {
  const content = validContent(collection, input.content);
  const current = await lockItem(tx, collection.name, slug);
  if (input.version !== undefined && input.version !== current.version) conflict(current);
  return writeContent(tx, collection, current, content, userId, 'update', at);
}

/** Stores checked content as the item's new version (undeleting it), with its history row. */
async function writeContent(
  tx: Db,
  collection: CollectionDefinition,
  current: ItemRow,
  content: unknown,
  userId: string | null,
  action: 'update' | 'restore',
  at = '',
): Promise<ItemRow> {
  const slug = current.slug;
  await checkCategories(tx, collection, content);
  await checkReferences(tx, collection, content, at);
  const version = current.version + 1;
  const [row] = await tx
    .update(items)
    .set({
      ...contentColumns(collection, slug, content),
      version,
      translations: stamps(collection, current, content),
      deletedAt: null,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(items.id, current.id))
    .returning();
  await tx.insert(itemHistory).values({
    itemId: current.id,
    action,
    version,
    contentBefore: current.content,
    contentAfter: content,
    userId,
  });
  await touchListBlocks(tx, collection.name, userId);
  return row as ItemRow;
}

/**
 * Brings back the content an item had at an earlier version as its new version, checked as an
 * update is (the collection's schema, categories and references of today); a deleted item comes
 * back with it.
 */
async function restoreVersion(
  tx: Db,
  collection: CollectionDefinition,
  slug: string,
  version: number,
  userId: string,
): Promise<ItemRow> {
  const [current] = await tx
    .select()
    .from(items)
    .where(and(eq(items.collection, collection.name), eq(items.slug, slug)))
    .for('update')
    .limit(1);
  if (!current) throw notFound();
  const [entry] = await tx
    .select({ content: itemHistory.contentAfter })
    .from(itemHistory)
    .where(
      and(eq(itemHistory.itemId, current.id), eq(itemHistory.version, version), isNotNull(itemHistory.contentAfter)),
    )
    .orderBy(desc(itemHistory.id))
    .limit(1);
  if (!entry) throw new HttpError(404, 'version_not_found', 'This item has no such version.');
  const content = validContent(collection, entry.content);
  return writeContent(tx, collection, current, content, userId, 'restore');
}

export function createCollections(db: Db) {
  const transaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

  /** A slug for a new item: the given one, or one made from its English title, unique in the collection. */
  async function newSlug(tx: Db, collection: CollectionDefinition, content: unknown, given?: string) {
    if (given) return given;
    const base = slugify(localize(collection.title(content as never), 'en'));
    const stem = base
      ? `${collection.slugPrefix ?? ''}${base}`
      : `${collection.slugPrefix ?? 'item-'}${crypto.randomUUID().slice(0, 8)}`;
    const used = new Set(
      (
        await tx
          .select({ slug: items.slug })
          .from(items)
          .where(and(eq(items.collection, collection.name), sql`${items.slug} like ${`${stem}%`}`))
      ).map((row) => row.slug),
    );
    if (!used.has(stem)) return stem;
    for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
  }

  return {
    async list(
      name: string,
      query: {
        q?: string | undefined;
        filter?: string | string[] | undefined;
        sort: 'default' | 'title' | 'updated';
        page: number;
        per_page: number;
      },
    ): Promise<ItemPage> {
      const collection = collectionOf(name);
      const where: SQL[] = [eq(items.collection, collection.name), isNull(items.deletedAt)];
      for (const word of foldForSearch(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)) {
        // Each word anywhere in the texts; LIKE's own characters are plain text.
        where.push(sql`${items.searchText} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`);
      }
      const filters = [query.filter ?? []].flat();
      if (filters.length)
        where.push(
          sql`${items.filterValues} @> array[${sql.join(
            filters.map((value) => sql`${value}`),
            sql`, `,
          )}]::text[]`,
        );
      const order = orderBy(collection, query.sort);
      // Two queries, not `count(*) over ()`: the window would read every matching row's content
      // before the limit, where the page alone can come from the index.
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            id: items.id,
            slug: items.slug,
            content: items.content,
            translations: items.translations,
            version: items.version,
            updatedAt: items.updatedAt,
          })
          .from(items)
          .where(and(...where))
          .orderBy(...order)
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db
          .select({ total: count() })
          .from(items)
          .where(and(...where)),
      ]);
      return {
        items: rows.map((row) => {
          const title = collection.title(row.content as never);
          return {
            id: row.id,
            slug: row.slug,
            title: { en: localize(title, 'en'), ar: localize(title, 'ar') },
            needs: needs(collection, row.content, row.translations),
            version: row.version,
            updated_at: row.updatedAt.toISOString(),
            picture: summarize(row.content, 'en').picture ?? null,
          };
        }),
        total,
        page: query.page,
        per_page: query.per_page,
      };
    },

    async get(name: string, slug: string): Promise<StoredItem> {
      const collection = collectionOf(name);
      const [row] = await db
        .select()
        .from(items)
        .where(and(eq(items.collection, collection.name), eq(items.slug, slug), isNull(items.deletedAt)))
        .limit(1);
      if (!row) throw notFound();
      return toItem(row);
    },

    async create(name: string, input: { slug?: string | undefined; content: unknown }, userId: string) {
      const collection = collectionOf(name);
      const content = validContent(collection, input.content);
      // A slug made from the title that another save took between our look and our insert: the next
      // free one is tried (twice more); a slug the editor chose is theirs to change.
      for (let attempt = 1; ; attempt++) {
        let slug = input.slug ?? '';
        try {
          return await transaction(async (tx) => {
            await checkCategories(tx, collection, content);
            await checkReferences(tx, collection, content);
            slug = await newSlug(tx, collection, content, input.slug);
            const [ends] = await tx
              .select({ first: min(items.position), last: max(items.position) })
              .from(items)
              .where(eq(items.collection, collection.name));
            // A STEP from its neighbour, so that moves later have room between places (`placesFor`).
            const position =
              collection.newItems === 'first' ? (ends?.first ?? STEP) - STEP : (ends?.last ?? -STEP) + STEP;
            const [row] = await tx
              .insert(items)
              .values({
                collection: collection.name,
                slug,
                ...contentColumns(collection, slug, content),
                translations: stamps(collection, undefined, content),
                position,
                createdBy: userId,
                updatedBy: userId,
              })
              .returning();
            const created = row as ItemRow;
            await tx
              .insert(itemHistory)
              .values({ itemId: created.id, action: 'create', version: 1, contentAfter: content, userId });
            await touchListBlocks(tx, collection.name, userId);
            return toItem(created);
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (input.slug !== undefined || attempt === 3) throw taken(slug);
        }
      }
    },

    /** Replaces an item's content at `version`; another version is a 409 carrying the current item. */
    async update(name: string, slug: string, input: { content: unknown; version: number }, userId: string) {
      const collection = collectionOf(name);
      return transaction(async (tx) => toItem(await updateItemIn(tx, collection, slug, input, userId)));
    },

    /** Deletes an item (restore brings it back); with an expected version, a stale delete is a 409. */
    async remove(name: string, slug: string, expectedVersion: number | undefined, userId: string): Promise<void> {
      const collection = collectionOf(name);
      await transaction(async (tx) => {
        const current = await lockItem(tx, collection.name, slug);
        if (expectedVersion !== undefined && expectedVersion !== current.version) conflict(current);
        await tx.update(items).set({ deletedAt: new Date(), updatedBy: userId }).where(eq(items.id, current.id));
        await tx.insert(itemHistory).values({
          itemId: current.id,
          action: 'delete',
          version: current.version,
          contentBefore: current.content,
          userId,
        });
        await touchListBlocks(tx, collection.name, userId);
      });
    },

    /** The item's saved versions, newest first (the 100 newest), with who made each. */
    async history(name: string, slug: string): Promise<ItemHistoryEntry[]> {
      const collection = collectionOf(name);
      const [row] = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.collection, collection.name), eq(items.slug, slug)))
        .limit(1);
      if (!row) throw notFound();
      const rows = await db
        .select({ entry: itemHistory, user: { email: users.email, name: users.name } })
        .from(itemHistory)
        .leftJoin(users, eq(users.id, itemHistory.userId))
        .where(eq(itemHistory.itemId, row.id))
        .orderBy(desc(itemHistory.id))
        .limit(100);
      return rows.map(({ entry, user }) => ({
        id: entry.id,
        action: entry.action,
        version: entry.version,
        content: entry.action === 'delete' ? entry.contentBefore : entry.contentAfter,
        fields: entry.contentBefore && entry.contentAfter ? changedFields(entry.contentBefore, entry.contentAfter) : [],
        created_at: entry.createdAt.toISOString(),
        by: user?.email ? user : null,
      }));
    },

    /**
     * Puts an item of a hand-ordered collection right after `after` (first when null). Only the
     * items whose place has to change are written (usually the moved one: it goes between its new
     * neighbours), each as a new version with its history row, as a list saved in a new order is.
     */
    async move(name: string, slug: string, after: string | null, userId: string): Promise<StoredItem> {
      const collection = collectionOf(name);
      if (collection.order !== 'position')
        throw new HttpError(400, 'not_hand_ordered', `${collection.label.many.en} are ordered by their dates.`);
      return transaction(async (tx) => {
        const quick = await moveBetweenNeighbours(tx, collection, slug, after, userId);
        if (quick) return toItem(quick);
        // No room between the neighbours: the places are spread out again, the fewest moving.
        const rows = await tx
          .select()
          .from(items)
          .where(and(eq(items.collection, collection.name), isNull(items.deletedAt)))
          .orderBy(asc(items.position), asc(items.slug))
          .for('update');
        // Both were found by the quick path, in this transaction, under its lock.
        const moved = rows.find((row) => row.slug === slug) as ItemRow;
        const order = rows.filter((row) => row !== moved).map((row) => row.slug);
        order.splice(after === null ? 0 : order.indexOf(after) + 1, 0, slug);
        const places = placesFor(order, new Map(rows.map((row) => [row.slug, row.position])));
        let result = moved;
        for (const row of rows) {
          const position = places.get(row.slug) as number;
          if (position === row.position) continue;
          const updated = await placeItem(tx, row, position, userId);
          if (row === moved) result = updated;
        }
        await touchListBlocks(tx, collection.name, userId);
        return toItem(result);
      });
    },

    /** Brings a deleted item back, as a new version. */
    async restore(name: string, slug: string, userId: string, version?: number): Promise<StoredItem> {
      const collection = collectionOf(name);
      if (version !== undefined)
        return transaction(async (tx) => toItem(await restoreVersion(tx, collection, slug, version, userId)));
      return transaction(async (tx) => {
        const current = await lockItem(tx, collection.name, slug, true);
        const version = current.version + 1;
        const [row] = await tx
          .update(items)
          .set({ deletedAt: null, version, updatedAt: new Date(), updatedBy: userId })
          .where(eq(items.id, current.id))
          .returning();
        await tx.insert(itemHistory).values({
          itemId: current.id,
          action: 'restore',
          version,
          contentAfter: current.content,
          userId,
        });
        await touchListBlocks(tx, collection.name, userId);
        return toItem(row as ItemRow);
      });
    },
  };
}

export type Collections = ReturnType<typeof createCollections>;
