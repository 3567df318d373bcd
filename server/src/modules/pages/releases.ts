import {
  diffSnapshots,
  type PageSnapshot,
  type PublishingState,
  type ReleaseSummary,
  type SnapshotChanges,
} from '@site/blocks';
import type { ItemPublishingState } from '@site/blocks/api';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blockHistory, blocks, pageReleases, pages, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { collectionsShownBy, hasPending, pendingIn, withoutLists } from '../collections/held-lists.ts';
import type { ItemReleases } from '../collections/item-releases.ts';
import type { PageChanges } from './changes.ts';

/**
 * Publishing (issue #19; ADR 0025). The blocks and settings tables hold each page's draft; a
 * release is a copy of a whole draft, and `pages.published_release_id` names the one visitors see.
 * Every change of what is live is one transaction through `changes`, so every server copy drops
 * its cached copies of the page when it commits.
 */

type PageRow = { id: number; slug: string; publishedReleaseId: number | null };
type ReleaseRow = typeof pageReleases.$inferSelect;

/** The draft of page `pageId` as a snapshot: what a publish copies. */
const DRAFT_SNAPSHOT = (pageId: number) => sql`
  select jsonb_build_object(
    'title', p.title,
    'settings', p.settings,
    'blocks', coalesce((
      select jsonb_agg(
        jsonb_build_object('id', b.id, 'block_type', b.block_type, 'order', b."order", 'content', b.content,
          'version', b.version, 'translations', b.translations)
        order by b."order", b.id
      )
      from blocks b where b.page_id = p.id
    ), '[]'::jsonb)
  ) as snapshot
  from pages p where p.id = ${pageId}`;

/**
 * A snapshot as the page itself holds it: list blocks without their entries, which are their
 * collections' items (ADR 0040) — a release from before the move still has them.
 */
function ownContent(snapshot: PageSnapshot): PageSnapshot {
  return {
    ...snapshot,
    blocks: snapshot.blocks.map((block) => ({ ...block, content: withoutLists(block.block_type, block.content) })),
  };
}

/** What two snapshots must share to show the same page: everything but versions, stamps and order numbers. */
function sameContent(a: PageSnapshot, b: PageSnapshot | null): boolean {
  if (!b) return false;
  const shown = (s: PageSnapshot) =>
    JSON.stringify([
      s.title ?? null,
      s.settings ?? {},
      ownContent(s).blocks.map((block) => [block.id, block.block_type, block.content]),
    ]);
  // Key order inside jsonb is canonical, so equal contents give equal text.
  return shown(a) === shown(b);
}

/** A publish time: in the future, within a year. */
export function checkPublishAt(at: Date, now: Date) {
  if (at.getTime() <= now.getTime()) {
    throw new HttpError(400, 'publish_time_passed', 'Choose a time in the future to publish at.', {
      at: at.toISOString(),
      now: now.toISOString(),
    });
  }
  if (at.getTime() > now.getTime() + 366 * 24 * 3600 * 1000) {
    throw new HttpError(400, 'publish_time_too_far', 'A publish can be scheduled at most a year ahead.');
  }
}

async function draftOf(tx: Db, pageId: number): Promise<PageSnapshot> {
  const { rows } = (await tx.execute(DRAFT_SNAPSHOT(pageId))) as unknown as { rows: Array<{ snapshot: unknown }> };
  const snapshot = rows[0]?.snapshot;
  return (typeof snapshot === 'string' ? JSON.parse(snapshot) : snapshot) as PageSnapshot;
}

/** Publishes new pages as they are, as their first release (the seed). */
export async function publishSeeded(tx: Db, pageIds: number[]) {
  for (const id of pageIds) {
    const [release] = await tx
      .insert(pageReleases)
      .values({
        pageId: id,
        number: 1,
        kind: 'seed',
        status: 'published',
        snapshot: await draftOf(tx, id),
        publishedAt: new Date(),
      })
      .returning({ id: pageReleases.id });
    if (release) await tx.update(pages).set({ publishedReleaseId: release.id }).where(eq(pages.id, id));
  }
}

export interface ReleaseOptions {
  /** The clock scheduled publishes are judged by; tests move it. */
  now?: () => Date;
  /** Collections' items, published in the same step as pages (issue #30). */
  items?: Pick<ItemReleases, 'publishIn' | 'publishDueIn' | 'discardIn' | 'pending'>;
}

export function createReleases(
  db: Db,
  changes: Pick<PageChanges, 'transaction'>,
  { now = () => new Date(), items }: ReleaseOptions = {},
) {
  async function lockPage(tx: Db, slug: string): Promise<PageRow> {
    const [page] = await tx
      .select({ id: pages.id, slug: pages.slug, publishedReleaseId: pages.publishedReleaseId })
      .from(pages)
      .where(eq(pages.slug, slug))
      .for('update')
      .limit(1);
    if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    return page;
  }

  async function releaseById(tx: Db, id: number | null): Promise<ReleaseRow | undefined> {
    if (id === null) return undefined;
    const [row] = await tx.select().from(pageReleases).where(eq(pageReleases.id, id)).limit(1);
    return row;
  }

  async function nextNumber(tx: Db, pageId: number): Promise<number> {
    const [row] = await tx
      .select({ last: sql<number | null>`max(${pageReleases.number})` })
      .from(pageReleases)
      .where(eq(pageReleases.pageId, pageId));
    return Number(row?.last ?? 0) + 1;
  }

  async function scheduledOf(tx: Db, pageId: number): Promise<ReleaseRow | undefined> {
    const [row] = await tx
      .select()
      .from(pageReleases)
      .where(and(eq(pageReleases.pageId, pageId), eq(pageReleases.status, 'scheduled')))
      .limit(1);
    return row;
  }

  /**
   * Makes the draft of page `page` look like `snapshot` again: blocks that are not in it go, its
   * blocks come back with their content and order (a changed block gets a new version, so an editor
   * holding the old one meets the conflict view), title and settings too. Recorded in the history.
   */
  async function resetDraft(tx: Db, page: PageRow, snapshot: PageSnapshot, userId: string | null) {
    const current = await tx.select().from(blocks).where(eq(blocks.pageId, page.id));
    const keep = new Set(snapshot.blocks.map((b) => b.id));
    for (const row of current.filter((r) => !keep.has(r.id))) {
      await tx.delete(blocks).where(eq(blocks.id, row.id));
      await tx.insert(blockHistory).values({
        blockId: row.id,
        pageId: page.id,
        action: 'delete',
        blockType: row.blockType,
        version: row.version,
        orderBefore: row.order,
        contentBefore: row.content,
        userId,
      });
    }
    // Orders are unique per page only by convention; move the kept ones out of the way first.
    await tx
      .update(blocks)
      .set({ order: sql`${blocks.order} + 100000` })
      .where(eq(blocks.pageId, page.id));
    for (const [index, block] of snapshot.blocks.entries()) {
      const order = index + 1;
      const existing = current.find((r) => r.id === block.id);
      const translations = block.translations ?? {};
      if (existing && JSON.stringify(existing.content) === JSON.stringify(block.content)) {
        await tx.update(blocks).set({ order }).where(eq(blocks.id, block.id));
        continue;
      }
      const version = (existing?.version ?? block.version) + 1;
      if (existing) {
        await tx
          .update(blocks)
          .set({ content: block.content, order, version, translations, updatedAt: new Date(), updatedBy: userId })
          .where(eq(blocks.id, block.id));
      } else {
        await tx.insert(blocks).values({
          id: block.id,
          pageId: page.id,
          blockType: block.block_type,
          order,
          content: block.content,
          version,
          translations,
          updatedBy: userId,
        });
      }
      await tx.insert(blockHistory).values({
        blockId: block.id,
        pageId: page.id,
        action: 'restore',
        blockType: block.block_type,
        version,
        orderBefore: existing?.order ?? null,
        orderAfter: order,
        contentBefore: existing?.content ?? null,
        contentAfter: block.content,
        userId,
      });
    }
    await tx
      .update(pages)
      .set({
        title: snapshot.title,
        settings: snapshot.settings ?? {},
        settingsVersion: sql`${pages.settingsVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(pages.id, page.id));
  }

  async function summaries(tx: Db, pageId: number, liveId: number | null, limit: number): Promise<ReleaseSummary[]> {
    const rows = await tx
      .select({ release: pageReleases, user: { email: users.email, name: users.name } })
      .from(pageReleases)
      .leftJoin(users, eq(users.id, pageReleases.createdBy))
      .where(eq(pageReleases.pageId, pageId))
      .orderBy(desc(pageReleases.number))
      .limit(limit);
    const sources = rows.map((r) => r.release.sourceReleaseId).filter((id): id is number => id !== null);
    const sourceNumbers = new Map(
      sources.length
        ? (
            await tx
              .select({ id: pageReleases.id, number: pageReleases.number })
              .from(pageReleases)
              .where(inArray(pageReleases.id, sources))
          ).map((r) => [r.id, r.number])
        : [],
    );
    return rows.map(({ release, user }) => summaryOf(release, user?.email ? user : null, liveId, sourceNumbers));
  }

  function summaryOf(
    release: ReleaseRow,
    user: { email: string; name: string | null } | null,
    liveId: number | null,
    sourceNumbers = new Map<number, number>(),
  ): ReleaseSummary {
    return {
      id: release.id,
      number: release.number,
      kind: release.kind,
      status: release.status,
      publish_at: release.publishAt?.toISOString() ?? null,
      published_at: release.publishedAt?.toISOString() ?? null,
      created_at: release.createdAt.toISOString(),
      created_by: user,
      source_number: release.sourceReleaseId === null ? null : (sourceNumbers.get(release.sourceReleaseId) ?? null),
      live: release.id === liveId,
    };
  }

  async function stateOf(tx: Db, page: PageRow): Promise<PublishingState> {
    const live = await releaseById(tx, page.publishedReleaseId);
    const scheduled = await scheduledOf(tx, page.id);
    const draft = await draftOf(tx, page.id);
    return {
      slug: page.slug,
      live: live ? summaryOf(live, null, page.publishedReleaseId) : null,
      scheduled: scheduled ? summaryOf(scheduled, null, page.publishedReleaseId) : null,
      // A list block's page has changes while its collection has (ADR 0040).
      changed:
        !sameContent(draft, (live?.snapshot as PageSnapshot | undefined) ?? null) ||
        (await hasPending(tx, collectionsShownBy(draft.blocks))),
    };
  }

  async function findPage(slug: string): Promise<PageRow> {
    const [page] = await db
      .select({ id: pages.id, slug: pages.slug, publishedReleaseId: pages.publishedReleaseId })
      .from(pages)
      .where(eq(pages.slug, slug))
      .limit(1);
    if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    return page;
  }

  return {
    /**
     * Publishes the drafts of `slugs` (a page with the header and footer it shows) in one
     * transaction, now or at `at`. Pages without unpublished changes are left as they are; when none
     * has any, a 409. Publishing now cancels a publish scheduled for the same page (it would put an
     * older draft back); scheduling while one is waiting is a 409 naming it.
     */
    async publish(
      slugs: string[],
      userId: string,
      at?: Date,
      itemRefs: Array<{ collection: string; slug: string }> = [],
    ): Promise<{ published: PublishingState[]; items: ItemPublishingState[] }> {
      if (at) checkPublishAt(at, now());
      return changes.transaction(async (tx, changed) => {
        const done: PublishingState[] = [];
        const itemsDone: ItemPublishingState[] = [];
        for (const slug of [...new Set(slugs)].sort()) {
          const page = await lockPage(tx, slug);
          const live = await releaseById(tx, page.publishedReleaseId);
          const draft = await draftOf(tx, page.id);
          const waiting = await scheduledOf(tx, page.id);
          // The unpublished changes of the collections its list blocks show go with the page.
          const pending = items ? await pendingIn(tx, collectionsShownBy(draft.blocks)) : [];
          if (pending.length && items) itemsDone.push(...(await items.publishIn(tx, changed, pending, userId, at)));
          if (sameContent(draft, (live?.snapshot as PageSnapshot | undefined) ?? null)) {
            if (pending.length) done.push(await stateOf(tx, page));
            continue;
          }
          if (at && waiting) {
            throw new HttpError(
              409,
              'already_scheduled',
              `The ${slug} page already has a publish scheduled. Cancel it first to schedule another.`,
              { slug, publish_at: waiting.publishAt?.toISOString() },
            );
          }
          if (!at && waiting) {
            await tx.update(pageReleases).set({ status: 'cancelled' }).where(eq(pageReleases.id, waiting.id));
          }
          const [release] = await tx
            .insert(pageReleases)
            .values({
              pageId: page.id,
              number: await nextNumber(tx, page.id),
              kind: 'publish',
              status: at ? 'scheduled' : 'published',
              snapshot: draft,
              publishAt: at ?? null,
              publishedAt: at ? null : now(),
              createdBy: userId,
            })
            .returning({ id: pageReleases.id });
          if (!at && release) {
            await tx.update(pages).set({ publishedReleaseId: release.id }).where(eq(pages.id, page.id));
            page.publishedReleaseId = release.id;
            changed(slug);
          }
          done.push(await stateOf(tx, page));
        }
        if (items && itemRefs.length) itemsDone.push(...(await items.publishIn(tx, changed, itemRefs, userId, at)));
        if (done.length === 0 && itemsDone.length === 0) {
          throw new HttpError(409, 'nothing_to_publish', 'There are no unpublished changes on these pages.', {
            slugs,
            ...(itemRefs.length ? { items: itemRefs } : {}),
          });
        }
        return { published: done, items: itemsDone };
      });
    },

    /** Cancels the page's scheduled publish; 404 when none is waiting. */
    async cancelScheduled(slug: string): Promise<PublishingState> {
      return changes.transaction(async (tx) => {
        const page = await lockPage(tx, slug);
        const waiting = await scheduledOf(tx, page.id);
        if (!waiting) throw new HttpError(404, 'nothing_scheduled', `The ${slug} page has no scheduled publish.`);
        await tx.update(pageReleases).set({ status: 'cancelled' }).where(eq(pageReleases.id, waiting.id));
        return stateOf(tx, page);
      });
    },

    /** Returns the draft to the live version (a page never published: to no blocks). */
    async discard(slug: string, userId: string): Promise<PublishingState> {
      return changes.transaction(async (tx, changed) => {
        const page = await lockPage(tx, slug);
        const live = await releaseById(tx, page.publishedReleaseId);
        const snapshot = (live?.snapshot as PageSnapshot | undefined) ?? { title: null, settings: {}, blocks: [] };
        // The collections its list blocks show go back to what visitors see too.
        const pending = await pendingIn(tx, collectionsShownBy((await draftOf(tx, page.id)).blocks));
        if (items && pending.length) await items.discardIn(tx, pending, userId);
        await resetDraft(tx, page, ownContent(snapshot), userId);
        // Editors' copies of the page (and its live notices) hear of it like of any block write.
        changed(slug);
        return stateOf(tx, page);
      });
    },

    /**
     * Puts an earlier release live again, as a new release. A draft without unpublished changes
     * follows it (unless `keepDraft`: an undone publish keeps the work as unpublished changes); a
     * draft with changes keeps them (they are someone's work) and stays unpublished.
     */
    async rollback(
      slug: string,
      releaseId: number,
      userId: string,
      { keepDraft = false }: { keepDraft?: boolean } = {},
    ): Promise<PublishingState> {
      return changes.transaction(async (tx, changed) => {
        const page = await lockPage(tx, slug);
        const source = await releaseById(tx, releaseId);
        if (!source || source.pageId !== page.id || source.status !== 'published') {
          throw new HttpError(404, 'release_not_found', `The ${slug} page has no published release with this id.`);
        }
        if (source.id === page.publishedReleaseId) {
          throw new HttpError(409, 'already_live', `Release ${source.number} is what visitors see already.`);
        }
        const live = await releaseById(tx, page.publishedReleaseId);
        const draft = await draftOf(tx, page.id);
        const draftWasClean = sameContent(draft, (live?.snapshot as PageSnapshot | undefined) ?? null);
        // The page's own content: its collections' items keep theirs (each item rolls back on its own).
        const snapshot = ownContent(source.snapshot as PageSnapshot);
        const [release] = await tx
          .insert(pageReleases)
          .values({
            pageId: page.id,
            number: await nextNumber(tx, page.id),
            kind: 'rollback',
            status: 'published',
            snapshot,
            sourceReleaseId: source.id,
            publishedAt: now(),
            createdBy: userId,
          })
          .returning({ id: pageReleases.id });
        if (!release) throw new Error('the release was not stored');
        await tx.update(pages).set({ publishedReleaseId: release.id }).where(eq(pages.id, page.id));
        page.publishedReleaseId = release.id;
        if (draftWasClean && !keepDraft) await resetDraft(tx, page, snapshot, userId);
        changed(slug);
        return stateOf(tx, page);
      });
    },

    /**
     * Makes every scheduled release whose time has come live, each page once, in one transaction.
     * Several server copies may run this at once: a release is taken with FOR UPDATE SKIP LOCKED and
     * only while still scheduled, so exactly one copy publishes it. Returns the slugs published.
     */
    async publishDue(): Promise<string[]> {
      return changes.transaction(async (tx, changed) => {
        const due = await tx
          .select({ id: pageReleases.id, pageId: pageReleases.pageId, slug: pages.slug })
          .from(pageReleases)
          .innerJoin(pages, eq(pages.id, pageReleases.pageId))
          .where(and(eq(pageReleases.status, 'scheduled'), sql`${pageReleases.publishAt} <= ${now()}`))
          .orderBy(pageReleases.publishAt, pageReleases.id)
          .for('update', { of: pageReleases, skipLocked: true })
          .limit(100);
        for (const release of due) {
          await tx
            .update(pageReleases)
            .set({ status: 'published', publishedAt: now() })
            .where(eq(pageReleases.id, release.id));
          await tx.update(pages).set({ publishedReleaseId: release.id }).where(eq(pages.id, release.pageId));
          changed(release.slug);
        }
        const dueItems = items ? await items.publishDueIn(tx, changed) : [];
        return [...due.map((r) => r.slug), ...dueItems];
      });
    },

    /** Where each page stands, for the list of pages. */
    async states(): Promise<PublishingState[]> {
      const rows = await db
        .select({ id: pages.id, slug: pages.slug, publishedReleaseId: pages.publishedReleaseId, path: pages.path })
        .from(pages)
        .orderBy(pages.slug);
      // Pages editors created carry their address (ADR 0033); the fixed ones have theirs in PAGE_SLUGS.
      return Promise.all(
        rows.map(async ({ path, ...page }) => ({ ...(await stateOf(db, page)), ...(path ? { path } : {}) })),
      );
    },

    async state(slug: string): Promise<PublishingState> {
      const page = await findPage(slug);
      const [created] = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, page.id)).limit(1);
      return { ...(await stateOf(db, page)), ...(created?.path ? { path: created.path } : {}) };
    },

    async list(slug: string, limit = 50): Promise<{ slug: string; releases: ReleaseSummary[] }> {
      const page = await findPage(slug);
      return { slug, releases: await summaries(db, page.id, page.publishedReleaseId, limit) };
    },

    /**
     * One release and what it changed from the release live before it; for the draft (`id` null),
     * what publishing it would change.
     */
    async changes(
      slug: string,
      releaseId: number | null,
    ): Promise<{ slug: string; release: ReleaseSummary | null; changes: SnapshotChanges }> {
      const page = await findPage(slug);
      if (releaseId === null) {
        const live = await releaseById(db, page.publishedReleaseId);
        const draft = await draftOf(db, page.id);
        // The page's own content; its collections' changes by identity, never by place in a list (ADR 0040).
        const collections = collectionsShownBy(draft.blocks);
        const changes = diffSnapshots(live ? ownContent(live.snapshot as PageSnapshot) : null, ownContent(draft));
        if (collections.length === 0 || !items) return { slug, release: null, changes };
        return { slug, release: null, changes: { ...changes, items: await items.pending(collections) } };
      }
      const release = await releaseById(db, releaseId);
      if (!release || release.pageId !== page.id) {
        throw new HttpError(404, 'release_not_found', `The ${slug} page has no release with this id.`);
      }
      const [previous] = await db
        .select()
        .from(pageReleases)
        .where(
          and(
            eq(pageReleases.pageId, page.id),
            eq(pageReleases.status, 'published'),
            sql`${pageReleases.number} < ${release.number}`,
          ),
        )
        .orderBy(desc(pageReleases.number))
        .limit(1);
      return {
        slug,
        release: summaryOf(release, null, page.publishedReleaseId),
        // Releases from before and after the move into items compare by the page's own content.
        changes: diffSnapshots(
          previous ? ownContent(previous.snapshot as PageSnapshot) : null,
          ownContent(release.snapshot as PageSnapshot),
        ),
      };
    },
  };
}

export type Releases = ReturnType<typeof createReleases>;
