import { isDeepStrictEqual } from 'node:util';
import { localize } from '@site/blocks';
import type { ItemChange, ItemPublishingState, ItemReleaseSummary } from '@site/blocks/api';
import type { CollectionDefinition } from '@site/blocks/collections';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { itemHistory, itemReleases, items, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PageChanges } from '../pages/changes.ts';
import { checkPublishAt } from '../pages/releases.ts';
import { changedFields } from './changed-fields.ts';
import { liveChangeOf, touchListBlocks } from './held-lists.ts';
import { collectionOf, contentColumns, derived } from './service.ts';

/**
 * Publishing items (issue #30, ADR 0040), as pages are published (ADR 0025): the `items` row is the
 * draft, a release is a copy of it, and the release with `live` is what visitors see. Every change
 * of what is live marks `collection:<name>` changed, which drops exactly the cached pages and
 * documents that were built from that collection.
 */

type ItemRow = typeof items.$inferSelect;
type ReleaseRow = typeof itemReleases.$inferSelect;

/** What an item looks like live: its place and content, or removed (the publish of a deletion). */
export type ItemSnapshot = { slug: string; position: number; content: unknown } | { slug: string; removed: true };

import { countChanges, countLive } from './live-counts.ts';

export { collectionTag } from './held-lists.ts';

/** A publish of at least this many items refreshes the planner's statistics of the releases. */
const BULK_RELEASES = 200;

/** Items published per batch of statements (a few thousand parameters each). */
const BATCH = 500;

const isRemoved = (snapshot: ItemSnapshot | null | undefined) => !snapshot || 'removed' in snapshot;

function draftSnapshot(row: ItemRow): ItemSnapshot {
  return row.deletedAt
    ? { slug: row.slug, removed: true }
    : { slug: row.slug, position: row.position, content: row.content };
}

/** Whether publishing the draft would change what visitors see. */
function differs(draft: ItemSnapshot, live: ItemSnapshot | null): boolean {
  if (isRemoved(draft) && isRemoved(live)) return false;
  // Key order differs between what jsonb gives back and what the code built.
  return !isDeepStrictEqual(draft, live);
}

/** What a publish of `draft` over `live` does, by identity: added, removed, or which fields changed. */
function changeOf(draft: ItemSnapshot, live: ItemSnapshot | null): Pick<ItemChange, 'change' | 'fields' | 'moved'> {
  if (isRemoved(live)) return { change: 'added', fields: [], moved: false };
  if (isRemoved(draft)) return { change: 'removed', fields: [], moved: false };
  const before = (live as { content: Record<string, unknown>; position: number }).content ?? {};
  const after = (draft as { content: Record<string, unknown>; position: number }).content ?? {};
  const fields = changedFields(before, after);
  const moved = (live as { position: number }).position !== (draft as { position: number }).position;
  return { change: 'changed', fields, moved };
}

/** The derived columns of a release: what visitors' lists filter and sort by. */
export function listColumns(collection: CollectionDefinition, snapshot: ItemSnapshot) {
  if ('removed' in snapshot) return { slug: snapshot.slug, position: 0, sortDate: null, filterValues: [] };
  const { sortDate, filterValues } = derived(collection, snapshot.slug, snapshot.content);
  return { slug: snapshot.slug, position: snapshot.position, sortDate, filterValues };
}

export interface ItemReleaseOptions {
  now?: () => Date;
}

export function createItemReleases(
  db: Db,
  changes: Pick<PageChanges, 'transaction'>,
  { now = () => new Date() }: ItemReleaseOptions = {},
) {
  async function lockItem(tx: Db, collection: string, slug: string): Promise<ItemRow> {
    const [row] = await tx
      .select()
      .from(items)
      .where(and(eq(items.collection, collection), eq(items.slug, slug)))
      .for('update')
      .limit(1);
    if (!row) throw new HttpError(404, 'item_not_found', `No ${collection} item has the slug "${slug}".`);
    return row;
  }

  async function findItem(collection: string, slug: string): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(items)
      .where(and(eq(items.collection, collection), eq(items.slug, slug)))
      .limit(1);
    if (!row) throw new HttpError(404, 'item_not_found', `No ${collection} item has the slug "${slug}".`);
    return row;
  }

  async function releaseById(tx: Db, id: number | null): Promise<ReleaseRow | undefined> {
    if (id === null) return undefined;
    const [row] = await tx.select().from(itemReleases).where(eq(itemReleases.id, id)).limit(1);
    return row;
  }

  async function scheduledOf(tx: Db, itemId: string): Promise<ReleaseRow | undefined> {
    const [row] = await tx
      .select()
      .from(itemReleases)
      .where(and(eq(itemReleases.itemId, itemId), eq(itemReleases.status, 'scheduled')))
      .limit(1);
    return row;
  }

  async function nextNumber(tx: Db, itemId: string): Promise<number> {
    const [row] = await tx
      .select({ last: sql<number | null>`max(${itemReleases.number})` })
      .from(itemReleases)
      .where(eq(itemReleases.itemId, itemId));
    return Number(row?.last ?? 0) + 1;
  }

  function summaryOf(
    release: ReleaseRow,
    liveId: number | null,
    user: { email: string; name: string | null } | null = null,
    sourceNumber: number | null = null,
  ): ItemReleaseSummary {
    return {
      id: release.id,
      number: release.number,
      kind: release.kind,
      status: release.status,
      removed: isRemoved(release.snapshot as ItemSnapshot),
      publish_at: release.publishAt?.toISOString() ?? null,
      published_at: release.publishedAt?.toISOString() ?? null,
      created_at: release.createdAt.toISOString(),
      created_by: user,
      source_number: sourceNumber,
      live: release.id === liveId,
    };
  }

  async function stateOf(tx: Db, row: ItemRow): Promise<ItemPublishingState> {
    const live = await releaseById(tx, row.publishedReleaseId);
    const scheduled = await scheduledOf(tx, row.id);
    return {
      collection: row.collection,
      slug: row.slug,
      live: live ? summaryOf(live, row.publishedReleaseId) : null,
      scheduled: scheduled ? summaryOf(scheduled, row.publishedReleaseId) : null,
      changed: differs(draftSnapshot(row), (live?.snapshot as ItemSnapshot | undefined) ?? null),
    };
  }

  /** These items (each `{ collection, slug }`, in code-unit order), locked in that order; 404 for the first that is not there. */
  async function lockItems(tx: Db, refs: ReadonlyArray<{ collection: string; slug: string }>): Promise<ItemRow[]> {
    const found = new Map<string, ItemRow>();
    for (const collection of [...new Set(refs.map((ref) => ref.collection))]) {
      const rows = await tx
        .select()
        .from(items)
        .where(
          and(
            eq(items.collection, collection),
            inArray(
              items.slug,
              refs.filter((ref) => ref.collection === collection).map((ref) => ref.slug),
            ),
          ),
        )
        .orderBy(sql`${items.slug} collate "C"`)
        .for('update');
      for (const row of rows) found.set(`${row.collection}/${row.slug}`, row);
    }
    const missing = refs.find(({ collection, slug }) => !found.has(`${collection}/${slug}`));
    if (missing)
      throw new HttpError(404, 'item_not_found', `No ${missing.collection} item has the slug "${missing.slug}".`);
    return refs.map(({ collection, slug }) => found.get(`${collection}/${slug}`) as ItemRow);
  }

  async function releasesById(tx: Db, ids: readonly number[]): Promise<Map<number, ReleaseRow>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(itemReleases)
      .where(inArray(itemReleases.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The scheduled release of each of these items that has one, by item. */
  async function scheduledOfItems(tx: Db, itemIds: readonly string[]): Promise<Map<string, ReleaseRow>> {
    if (itemIds.length === 0) return new Map();
    const rows = await tx
      .select()
      .from(itemReleases)
      .where(and(inArray(itemReleases.itemId, [...itemIds]), eq(itemReleases.status, 'scheduled')));
    return new Map(rows.map((row) => [row.itemId, row]));
  }

  /** The number of each item's last release, by item (none for an item never released). */
  async function lastNumbers(tx: Db, itemIds: readonly string[]): Promise<Map<string, number>> {
    if (itemIds.length === 0) return new Map();
    const rows = await tx
      .select({ itemId: itemReleases.itemId, last: sql<number>`max(${itemReleases.number})` })
      .from(itemReleases)
      .where(inArray(itemReleases.itemId, [...itemIds]))
      .groupBy(itemReleases.itemId);
    return new Map(rows.map((row) => [row.itemId, Number(row.last)]));
  }

  /** `goLive` for many items at once: three statements, the counts gathered in `counts`. */
  async function goLiveMany(tx: Db, releases: readonly ReleaseRow[], counts: ReturnType<typeof countChanges>) {
    const counted = { collection: itemReleases.collection, filterValues: itemReleases.filterValues };
    const left = await tx
      .update(itemReleases)
      .set({ live: false })
      .where(
        and(
          inArray(
            itemReleases.itemId,
            releases.map((release) => release.itemId),
          ),
          eq(itemReleases.live, true),
        ),
      )
      .returning(counted);
    for (const row of left) counts.add(row.collection, row.filterValues, -1);
    const coming = releases.filter((release) => !isRemoved(release.snapshot as ItemSnapshot)).map((r) => r.id);
    if (coming.length) {
      const came = await tx
        .update(itemReleases)
        .set({ live: true })
        .where(inArray(itemReleases.id, coming))
        .returning(counted);
      for (const row of came) counts.add(row.collection, row.filterValues, 1);
    }
    await tx.execute(sql`update items set published_release_id = given.release
      from (values ${sql.join(
        releases.map((release) => sql`(${release.itemId}::uuid, ${release.id}::bigint)`),
        sql`, `,
      )}) as given(item, release)
      where items.id = given.item`);
  }

  /** Makes `release` (published now) what visitors see of its item. */
  async function goLive(tx: Db, itemId: string, release: ReleaseRow | { id: number; snapshot: unknown }) {
    const counted = { collection: itemReleases.collection, filterValues: itemReleases.filterValues };
    const left = await tx
      .update(itemReleases)
      .set({ live: false })
      .where(and(eq(itemReleases.itemId, itemId), eq(itemReleases.live, true)))
      .returning(counted);
    for (const row of left) await countLive(tx, row.collection, row.filterValues, -1);
    if (!isRemoved(release.snapshot as ItemSnapshot)) {
      const came = await tx
        .update(itemReleases)
        .set({ live: true })
        .where(eq(itemReleases.id, release.id))
        .returning(counted);
      for (const row of came) await countLive(tx, row.collection, row.filterValues, 1);
    }
    await tx.update(items).set({ publishedReleaseId: release.id }).where(eq(items.id, itemId));
  }

  /** Makes the draft look like `snapshot` (a deletion deletes it), as a new version with its history row. */
  async function resetDraft(tx: Db, row: ItemRow, snapshot: ItemSnapshot | null, userId: string | null) {
    if (!differs(draftSnapshot(row), snapshot)) return;
    await touchListBlocks(tx, row.collection);
    const version = row.version + 1;
    const collection = collectionOf(row.collection);
    if (isRemoved(snapshot)) {
      await tx.update(items).set({ deletedAt: now(), version, updatedBy: userId }).where(eq(items.id, row.id));
      await tx
        .insert(itemHistory)
        .values({ itemId: row.id, action: 'delete', version, contentBefore: row.content, userId });
      return;
    }
    const { content, position } = snapshot as { content: unknown; position: number };
    await tx
      .update(items)
      .set({
        ...contentColumns(collection, row.slug, content),
        position,
        version,
        deletedAt: null,
        updatedAt: now(),
        updatedBy: userId,
      })
      .where(eq(items.id, row.id));
    await tx.insert(itemHistory).values({
      itemId: row.id,
      action: 'discard',
      version,
      contentBefore: row.content,
      contentAfter: content,
      userId,
    });
  }

  async function insertRelease(
    tx: Db,
    row: ItemRow,
    snapshot: ItemSnapshot,
    values: Pick<typeof itemReleases.$inferInsert, 'kind' | 'status' | 'publishAt' | 'publishedAt' | 'sourceReleaseId'>,
    userId: string | null,
  ): Promise<ReleaseRow> {
    const [release] = await tx
      .insert(itemReleases)
      .values({
        itemId: row.id,
        collection: row.collection,
        number: await nextNumber(tx, row.id),
        snapshot,
        ...listColumns(collectionOf(row.collection), snapshot),
        ...values,
        createdBy: userId,
      })
      .returning();
    if (!release) throw new Error('the release was not stored');
    return release;
  }

  return {
    /**
     * Publishes the drafts of `refs` inside a transaction the caller holds (with the pages of the same
     * publish), now or at `at`. Items without unpublished changes are left out. Returns where each
     * published item stands.
     */
    async publishIn(
      tx: Db,
      changed: (tag: string) => void,
      refs: Array<{ collection: string; slug: string }>,
      userId: string,
      at?: Date,
    ): Promise<ItemPublishingState[]> {
      if (at) checkPublishAt(at, now());
      const done: ItemPublishingState[] = [];
      /** The collections whose live items changed: announced once each, after the batches. */
      const wentLive = new Set<string>();
      const counts = countChanges();
      // In code-unit order, the order the rows are locked in (`collate "C"`): two publishes at once
      // lock their common items alike.
      const unique = [
        ...new Map(refs.map((ref) => [`${collectionOf(ref.collection).name}/${ref.slug}`, ref])).entries(),
      ]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, ref]) => ({ collection: collectionOf(ref.collection).name, slug: ref.slug }));
      // A batch at a time, each a handful of statements, whatever its size: 20,000 new items publish
      // in seconds, where one item at a time took 4–6 ms each.
      for (let start = 0; start < unique.length; start += BATCH) {
        const rows = await lockItems(tx, unique.slice(start, start + BATCH));
        const lives = await releasesById(
          tx,
          rows.flatMap((row) => row.publishedReleaseId ?? []),
        );
        const ids = rows.map((row) => row.id);
        const waiting = await scheduledOfItems(tx, ids);
        const numbers = await lastNumbers(tx, ids);
        const publishing = rows.flatMap((row) => {
          const live = row.publishedReleaseId === null ? undefined : lives.get(row.publishedReleaseId);
          const draft = draftSnapshot(row);
          if (!differs(draft, (live?.snapshot as ItemSnapshot | undefined) ?? null)) return [];
          return [{ row, live, draft, waiting: waiting.get(row.id) }];
        });
        const scheduledBefore = publishing.find((one) => one.waiting);
        if (at && scheduledBefore) {
          const { row, waiting: release } = scheduledBefore;
          throw new HttpError(
            409,
            'already_scheduled',
            `The ${collectionOf(row.collection).label.one.en.toLowerCase()} "${row.slug}" already has a publish scheduled. Cancel it first to schedule another.`,
            { collection: row.collection, slug: row.slug, publish_at: release?.publishAt?.toISOString() },
          );
        }
        const cancelled = publishing.flatMap((one) => one.waiting?.id ?? []);
        if (cancelled.length)
          await tx.update(itemReleases).set({ status: 'cancelled' }).where(inArray(itemReleases.id, cancelled));
        if (publishing.length === 0) continue;
        const inserted = await tx
          .insert(itemReleases)
          .values(
            publishing.map(({ row, draft }) => ({
              itemId: row.id,
              collection: row.collection,
              number: (numbers.get(row.id) ?? 0) + 1,
              snapshot: draft,
              ...listColumns(collectionOf(row.collection), draft),
              kind: 'publish' as const,
              status: at ? ('scheduled' as const) : ('published' as const),
              publishAt: at ?? null,
              publishedAt: at ? null : now(),
              createdBy: userId,
            })),
          )
          .returning();
        const releaseOf = new Map(inserted.map((release) => [release.itemId, release]));
        if (!at) {
          await goLiveMany(
            tx,
            publishing.map(({ row }) => releaseOf.get(row.id) as ReleaseRow),
            counts,
          );
          for (const { row } of publishing) wentLive.add(row.collection);
        }
        for (const { row, live, draft } of publishing) {
          const release = releaseOf.get(row.id) as ReleaseRow;
          done.push(
            at
              ? {
                  collection: row.collection,
                  slug: row.slug,
                  live: live ? summaryOf(live, row.publishedReleaseId) : null,
                  scheduled: summaryOf(release, row.publishedReleaseId),
                  changed: differs(draft, (live?.snapshot as ItemSnapshot | undefined) ?? null),
                }
              : {
                  collection: row.collection,
                  slug: row.slug,
                  live: summaryOf(release, release.id),
                  scheduled: null,
                  changed: false,
                },
          );
        }
      }
      await counts.write(tx);
      for (const name of wentLive) for (const tag of await liveChangeOf(tx, name)) changed(tag);
      // Many releases at once (an import published): the planner's figures are brought up to date
      // in the same transaction, or visitors' list queries would sort every live row until an
      // autovacuum runs (never, on the embedded database, which has none).
      if (done.length >= BULK_RELEASES) await tx.execute(sql`analyze item_releases`);
      return done;
    },

    /** Publishes one item's draft, now or at `at`; 409 when it has no unpublished changes. */
    async publish(name: string, slug: string, userId: string, at?: Date): Promise<ItemPublishingState> {
      const collection = collectionOf(name);
      const [state] = await changes.transaction((tx, changed) =>
        this.publishIn(tx, changed, [{ collection: collection.name, slug }], userId, at),
      );
      if (state) return state;
      // Nothing differed; say so unless there is no such item at all.
      await findItem(collection.name, slug);
      throw new HttpError(409, 'nothing_to_publish', `"${slug}" has no unpublished changes.`, {
        collection: collection.name,
        slug,
      });
    },

    /** Every item (of collection `name`, or of these) whose draft differs from what visitors see, by identity: what Publish lists. */
    async pending(name?: string | readonly string[]): Promise<ItemChange[]> {
      const names =
        name === undefined
          ? undefined
          : (typeof name === 'string' ? [name] : name).map((one) => collectionOf(one).name);
      if (names?.length === 0) return [];
      const rows = await db
        .select({ item: items, live: itemReleases.snapshot })
        .from(items)
        .leftJoin(itemReleases, eq(itemReleases.id, items.publishedReleaseId))
        .where(
          and(
            names ? inArray(items.collection, names) : undefined,
            // In the database what can differ: a draft never published, a deletion not published, or content or place.
            sql`(
              (${items.publishedReleaseId} is null and ${items.deletedAt} is null)
              or (${items.deletedAt} is not null and ${itemReleases.snapshot} ? 'content')
              or (${items.deletedAt} is null and (${itemReleases.snapshot} ? 'removed'
                or ${itemReleases.snapshot}->'content' is distinct from ${items.content}
                or (${itemReleases.snapshot}->>'position')::int is distinct from ${items.position}))
            )`,
          ),
        )
        .orderBy(items.collection, desc(items.updatedAt), items.slug)
        .limit(500);
      return rows.map(({ item, live }) => {
        const collection = collectionOf(item.collection);
        const shown = item.deletedAt ? ((live as { content?: unknown } | null)?.content ?? item.content) : item.content;
        return {
          collection: item.collection,
          slug: item.slug,
          title: {
            en: localize(collection.title(shown as never), 'en'),
            ar: localize(collection.title(shown as never), 'ar'),
          },
          ...changeOf(draftSnapshot(item), (live as ItemSnapshot | null) ?? null),
          updated_at: item.updatedAt.toISOString(),
        };
      });
    },

    async state(name: string, slug: string): Promise<ItemPublishingState> {
      return stateOf(db, await findItem(collectionOf(name).name, slug));
    },

    /** The item's releases, newest first, with who made each. */
    async list(name: string, slug: string, limit = 50) {
      const row = await findItem(collectionOf(name).name, slug);
      const rows = await db
        .select({ release: itemReleases, user: { email: users.email, name: users.name } })
        .from(itemReleases)
        .leftJoin(users, eq(users.id, itemReleases.createdBy))
        .where(eq(itemReleases.itemId, row.id))
        .orderBy(desc(itemReleases.number))
        .limit(limit);
      const numbers = new Map(rows.map(({ release }) => [release.id, release.number]));
      return {
        collection: row.collection,
        slug: row.slug,
        releases: rows.map(({ release, user }) =>
          summaryOf(
            release,
            row.publishedReleaseId,
            user?.email ? user : null,
            release.sourceReleaseId === null ? null : (numbers.get(release.sourceReleaseId) ?? null),
          ),
        ),
      };
    },

    async cancelScheduled(name: string, slug: string): Promise<ItemPublishingState> {
      return changes.transaction(async (tx) => {
        const row = await lockItem(tx, collectionOf(name).name, slug);
        const waiting = await scheduledOf(tx, row.id);
        if (!waiting) throw new HttpError(404, 'nothing_scheduled', `"${slug}" has no scheduled publish.`);
        await tx.update(itemReleases).set({ status: 'cancelled' }).where(eq(itemReleases.id, waiting.id));
        return stateOf(tx, row);
      });
    },

    /** Returns the draft to what visitors see (never published: the item is deleted, with undo). */
    async discard(name: string, slug: string, userId: string): Promise<ItemPublishingState> {
      return changes.transaction(async (tx) => {
        const [state] = await this.discardIn(tx, [{ collection: collectionOf(name).name, slug }], userId);
        return state as ItemPublishingState;
      });
    },

    /** `discard` of each of `refs`, inside a transaction the caller holds (a page's discard). */
    async discardIn(
      tx: Db,
      refs: ReadonlyArray<{ collection: string; slug: string }>,
      userId: string | null,
    ): Promise<ItemPublishingState[]> {
      const done: ItemPublishingState[] = [];
      for (const { collection, slug } of refs) {
        const row = await lockItem(tx, collection, slug);
        const live = await releaseById(tx, row.publishedReleaseId);
        await resetDraft(tx, row, (live?.snapshot as ItemSnapshot | undefined) ?? null, userId);
        done.push(await stateOf(tx, await lockItem(tx, row.collection, slug)));
      }
      return done;
    },

    /**
     * Puts an earlier release live again, as a new release. A draft without unpublished changes
     * follows it; a draft with changes keeps them and stays unpublished.
     */
    async rollback(name: string, slug: string, releaseId: number, userId: string): Promise<ItemPublishingState> {
      return changes.transaction(async (tx, changed) => {
        const row = await lockItem(tx, collectionOf(name).name, slug);
        const source = await releaseById(tx, releaseId);
        if (!source || source.itemId !== row.id || source.status !== 'published') {
          throw new HttpError(404, 'release_not_found', `"${slug}" has no published release with this id.`);
        }
        if (source.id === row.publishedReleaseId) {
          throw new HttpError(409, 'already_live', `Release ${source.number} is what visitors see already.`);
        }
        const live = await releaseById(tx, row.publishedReleaseId);
        const draftWasClean = !differs(draftSnapshot(row), (live?.snapshot as ItemSnapshot | undefined) ?? null);
        const snapshot = source.snapshot as ItemSnapshot;
        const release = await insertRelease(
          tx,
          row,
          snapshot,
          { kind: 'rollback', status: 'published', sourceReleaseId: source.id, publishedAt: now() },
          userId,
        );
        await goLive(tx, row.id, release);
        if (draftWasClean) await resetDraft(tx, row, snapshot, userId);
        for (const tag of await liveChangeOf(tx, row.collection)) changed(tag);
        return stateOf(tx, await lockItem(tx, row.collection, slug));
      });
    },

    /**
     * Makes every scheduled item release whose time has come live, in the transaction of the pages'
     * (releases.publishDue). Taken with FOR UPDATE SKIP LOCKED: exactly one server copy publishes each.
     */
    async publishDueIn(tx: Db, changed: (tag: string) => void): Promise<string[]> {
      const due = await tx
        .select()
        .from(itemReleases)
        .where(and(eq(itemReleases.status, 'scheduled'), sql`${itemReleases.publishAt} <= ${now()}`))
        .orderBy(itemReleases.publishAt, itemReleases.id)
        .for('update', { skipLocked: true })
        .limit(500);
      for (const release of due) {
        await tx
          .update(itemReleases)
          .set({ status: 'published', publishedAt: now() })
          .where(eq(itemReleases.id, release.id));
        await goLive(tx, release.itemId, release);
      }
      for (const name of new Set(due.map((release) => release.collection)))
        for (const tag of await liveChangeOf(tx, name)) changed(tag);
      return due.map((release) => `${release.collection}/${release.slug}`);
    },

    /** Publishes items as they are, as their first release (the seed and the move out of blocks). */
    async publishSeeded(tx: Db, itemIds: string[]) {
      if (itemIds.length === 0) return;
      const rows = await tx
        .select()
        .from(items)
        .where(and(inArray(items.id, itemIds), isNull(items.deletedAt)));
      for (const row of rows) {
        const release = await insertRelease(
          tx,
          row,
          draftSnapshot(row),
          { kind: 'seed', status: 'published', publishedAt: now() },
          null,
        );
        await goLive(tx, row.id, release);
      }
    },
  };
}

export type ItemReleases = ReturnType<typeof createItemReleases>;
