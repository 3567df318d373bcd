import { isDeepStrictEqual } from 'node:util';
import {
  type Block,
  checkBlockContent,
  type HistoryEntry,
  normalizeBlockType,
  stampTranslations,
  type TranslationStamps,
  translatableTexts,
} from '@site/blocks';
import { hasVisibleText } from '@site/blocks/visible-text';
import { and, asc, desc, eq, gte, max, sql } from 'drizzle-orm';
import { type Db, single } from '../../db/client.ts';
import { blockHistory, blocks, pages, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { issuesToDetails } from '../../http/validate.ts';
import { entriesOf, fillBlock, listsOf, lockListBlocks, withoutId, withoutLists } from '../collections/held-lists.ts';
import { storeLists, updateItemIn } from '../collections/service.ts';
import type { PageChanges } from './changes.ts';

type BlockRow = typeof blocks.$inferSelect;
type Tx = Db;

export function toBlock(row: BlockRow): Block {
  return {
    id: row.id,
    block_type: row.blockType,
    order: row.order,
    content: row.content,
    version: row.version,
    translations: (row.translations ?? {}) as TranslationStamps,
  };
}

/**
 * The translation stamps a write stores with the content, in its transaction (ADR 0026): from the
 * row as it was (none for a new block) to the content written, at the write's time.
 */
function stamps(
  blockType: string,
  before: BlockRow | undefined,
  content: unknown,
  now: Date,
  restored = false,
): TranslationStamps {
  return stampTranslations(
    blockType,
    before?.content,
    content,
    (before?.translations ?? {}) as TranslationStamps,
    now.toISOString(),
    restored,
  );
}

/** The stored content, checked against its type's schema; unknown types and bad content are 400s. */
function validContent(blockType: string, content: unknown): unknown {
  const check = checkBlockContent(blockType, content);
  if (check.ok) return check.content;
  if (check.reason === 'unknown_block_type') {
    throw new HttpError(400, 'unknown_block_type', `There is no block type "${blockType}".`);
  }
  throw new HttpError(
    400,
    'invalid_content',
    `The content does not fit the ${normalizeBlockType(blockType)} block.`,
    issuesToDetails(check.issues),
  );
}

/** The block as editors get it: a list block with its collection's drafts (held-lists.ts). */
const shownBlock = (tx: Db, row: BlockRow): Promise<Block> => fillBlock(tx, toBlock(row), 'draft');

/** The collections block `id` shows (none when there is no such block: its lock answers 404). */
async function collectionsOfBlock(tx: Db, id: string): Promise<string[]> {
  const [row] = await tx.select({ type: blocks.blockType }).from(blocks).where(eq(blocks.id, id)).limit(1);
  return row ? listsOf(row.type).map(({ collection }) => collection.name) : [];
}

/** A stale write's 409, carrying the block as it is: a list block saved by its settings with its settings alone. */
async function conflict(tx: Db, current: BlockRow, settingsOnly = false): Promise<never> {
  throw new HttpError(409, 'version_conflict', 'Someone else changed this block since you loaded it.', {
    current: settingsOnly ? toBlock(current) : await shownBlock(tx, current),
  });
}

/**
 * Block writes, each one transaction through `changes`: every write touches its page, and touching
 * marks the page changed, so the caches of every server copy drop it once the write commits.
 */
export function createBlockWrites(db: Db, changes: Pick<PageChanges, 'transaction'>) {
  const transaction = <T>(run: (tx: Tx, touchPage: (pageId: number) => Promise<void>) => Promise<T>) =>
    changes.transaction((tx, changed) =>
      run(tx, async (pageId) => {
        const [page] = await tx
          .update(pages)
          .set({ updatedAt: new Date() })
          .where(eq(pages.id, pageId))
          .returning({ slug: pages.slug });
        if (page) changed(page.slug);
      }),
    );

  async function lockBlock(tx: Tx, id: string): Promise<BlockRow> {
    const [row] = await tx.select().from(blocks).where(eq(blocks.id, id)).for('update').limit(1);
    if (!row) throw new HttpError(404, 'block_not_found', 'There is no block with this id.');
    return row;
  }

  async function record(tx: Tx, entry: typeof blockHistory.$inferInsert) {
    await tx.insert(blockHistory).values(entry);
  }

  /** Makes room at `order` (or appends) and returns the order the new block gets. */
  async function placeAt(tx: Tx, pageId: number, order: number | undefined): Promise<number> {
    const [{ last } = { last: null }] = await tx
      .select({ last: max(blocks.order) })
      .from(blocks)
      .where(eq(blocks.pageId, pageId));
    const end = (last ?? 0) + 1;
    if (order === undefined || order >= end) return end;
    await tx
      .update(blocks)
      .set({ order: sql`${blocks.order} + 1` })
      .where(and(eq(blocks.pageId, pageId), gte(blocks.order, order)));
    return order;
  }

  return {
    /** Adds a block to a page (created on its first block), appended unless an order is given. */
    async create(
      slug: string,
      input: { block_type: string; content: unknown; order?: number | undefined },
      userId: string,
    ) {
      const blockType = normalizeBlockType(input.block_type);
      // A new list block shows its collection as it is: entries it came with are not added to it.
      const content = withoutLists(blockType, validContent(blockType, input.content));
      return transaction(async (tx, touchPage) => {
        await tx.insert(pages).values({ slug }).onConflictDoNothing({ target: pages.slug });
        const { id: pageId } = single(
          await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).for('update').limit(1),
        );
        const order = await placeAt(tx, pageId, input.order);
        const row = single(
          await tx
            .insert(blocks)
            .values({
              pageId,
              blockType,
              order,
              content,
              translations: stamps(blockType, undefined, content, new Date()),
              updatedBy: userId,
            })
            .returning(),
        );
        await record(tx, {
          blockId: row.id,
          pageId,
          action: 'create',
          blockType,
          version: 1,
          orderAfter: order,
          contentAfter: content,
          userId,
        });
        await touchPage(pageId);
        return shownBlock(tx, row);
      });
    },

    /**
     * Replaces a block's content; with an expected version, a stale write is a 409 carrying the
     * current block. A list block's arrays are its collections' items, stored whole by default;
     * `lists: 'keep'` saves its settings alone, `lists: 'changed'` its settings and the entries sent
     * (items it has, each written whole), in one transaction.
     */
    async update(
      id: string,
      input: { type: string; content: unknown },
      expectedVersion: number | undefined,
      userId: string,
      { lists }: { lists?: 'keep' | 'changed' | undefined } = {},
    ) {
      return transaction(async (tx, touchPage) => {
        // Item writes lock every block showing their collection, in order: this one among them.
        if (lists === 'changed') await lockListBlocks(tx, await collectionsOfBlock(tx, id));
        const current = await lockBlock(tx, id);
        if (normalizeBlockType(input.type) !== normalizeBlockType(current.blockType)) {
          throw new HttpError(400, 'type_mismatch', `This block is a ${current.blockType}, not a ${input.type}.`);
        }
        const valid = validContent(current.blockType, input.content);
        // Its settings alone (`lists=keep`, `lists=changed`): the items are not kept in its history.
        const settingsOnly = lists !== undefined && listsOf(current.blockType).length > 0;
        if (expectedVersion !== undefined && expectedVersion !== current.version)
          await conflict(tx, current, settingsOnly);
        if (settingsOnly && lists === 'changed') {
          // Each entry sent is its item's new content; each write gives this block a new version too.
          for (const { collection, list } of listsOf(current.blockType))
            for (const [index, entry] of entriesOf(valid, list).entries())
              await updateItemIn(tx, collection, entry.id, { content: withoutId(entry) }, userId, `${list}.${index}.`);
          const settings = withoutLists(current.blockType, valid);
          if (isDeepStrictEqual(settings, current.content)) return toBlock(await lockBlock(tx, id));
        }
        // The history keeps a list block with its entries, so History shows and restores them.
        const before =
          listsOf(current.blockType).length && !settingsOnly
            ? (await shownBlock(tx, current)).content
            : current.content;
        // A list block's entries are its collection's items; the block keeps its own settings.
        const content = settingsOnly
          ? withoutLists(current.blockType, valid)
          : await storeLists(tx, current.blockType, valid, userId);
        const now = new Date();
        const translations = stamps(current.blockType, current, content, now);
        // One more than it has now: the item writes above may have moved it on.
        const row = single(
          await tx
            .update(blocks)
            .set({ content, translations, version: sql`${blocks.version} + 1`, updatedAt: now, updatedBy: userId })
            .where(eq(blocks.id, id))
            .returning(),
        );
        const { version } = row;
        await record(tx, {
          blockId: id,
          pageId: current.pageId,
          action: 'update',
          blockType: current.blockType,
          version,
          orderBefore: current.order,
          orderAfter: current.order,
          contentBefore: before,
          contentAfter: settingsOnly ? content : valid,
          userId,
        });
        await touchPage(current.pageId);
        return settingsOnly ? toBlock(row) : shownBlock(tx, row);
      });
    },

    async remove(id: string, expectedVersion: number | undefined, userId: string): Promise<void> {
      await transaction(async (tx, touchPage) => {
        const current = await lockBlock(tx, id);
        if (expectedVersion !== undefined && expectedVersion !== current.version) await conflict(tx, current);
        await tx.delete(blocks).where(eq(blocks.id, id));
        await record(tx, {
          blockId: id,
          pageId: current.pageId,
          action: 'delete',
          blockType: current.blockType,
          version: current.version,
          orderBefore: current.order,
          contentBefore: current.content,
          userId,
        });
        await touchPage(current.pageId);
      });
    },

    /** Puts the page's blocks in the given order, all or nothing; the ids must be exactly the page's blocks. */
    async reorder(slug: string, ids: string[], userId: string): Promise<Block[]> {
      return transaction(async (tx, touchPage) => {
        const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).for('update').limit(1);
        if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
        const rows = await tx.select().from(blocks).where(eq(blocks.pageId, page.id)).orderBy(asc(blocks.order));
        const known = new Set(rows.map((r) => r.id));
        if (new Set(ids).size !== ids.length || ids.length !== rows.length || !ids.every((id) => known.has(id))) {
          throw new HttpError(400, 'ids_mismatch', 'Send every block id of the page exactly once.', {
            expected: rows.map((r) => r.id),
          });
        }
        const position = new Map(ids.map((id, index) => [id, index + 1]));
        for (const row of rows) {
          const order = position.get(row.id) as number;
          if (row.order === order) continue;
          await tx.update(blocks).set({ order }).where(eq(blocks.id, row.id));
          await record(tx, {
            blockId: row.id,
            pageId: page.id,
            action: 'reorder',
            blockType: row.blockType,
            version: row.version,
            orderBefore: row.order,
            orderAfter: order,
            userId,
          });
          row.order = order;
        }
        await touchPage(page.id);
        const sorted = rows.sort((a, b) => a.order - b.order);
        return Promise.all(sorted.map((row) => shownBlock(tx, row)));
      });
    },

    /** The page's changes, newest first. */
    async history(slug: string, limit = 100): Promise<HistoryEntry[] | null> {
      const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
      if (!page) return null;
      const rows = await db
        .select({ entry: blockHistory, user: { id: users.id, email: users.email, name: users.name } })
        .from(blockHistory)
        .leftJoin(users, eq(users.id, blockHistory.userId))
        .where(eq(blockHistory.pageId, page.id))
        .orderBy(desc(blockHistory.id))
        .limit(limit);
      return rows.map(({ entry, user }) => ({
        id: entry.id,
        block_id: entry.blockId,
        action: entry.action,
        block_type: entry.blockType,
        version: entry.version,
        order_before: entry.orderBefore,
        order_after: entry.orderAfter,
        content_before: entry.contentBefore,
        content_after: entry.contentAfter,
        user: user?.id ? user : null,
        at: entry.createdAt.toISOString(),
      }));
    },

    /**
     * The text at `at` is right in both languages as it is (ADR 0026): both are stamped now. Only
     * the stamps change, not the content nor the version, so a save on its way is not refused;
     * visitors see nothing of it, so no page is touched.
     */
    async confirmTranslation(id: string, at: string): Promise<Block> {
      return transaction(async (tx) => {
        const current = await lockBlock(tx, id);
        const shown = await shownBlock(tx, current);
        const text = translatableTexts(current.blockType, shown.content).find((t) => t.at === at);
        if (!text || !hasVisibleText(text.en) || !hasVisibleText(text.ar)) {
          throw new HttpError(400, 'no_such_text', 'This block has no text in both languages there.', { at });
        }
        const now = new Date().toISOString();
        const translations = { ...((current.translations ?? {}) as TranslationStamps), [at]: { en: now, ar: now } };
        const row = single(await tx.update(blocks).set({ translations }).where(eq(blocks.id, id)).returning());
        return { ...shown, translations: toBlock(row).translations };
      });
    },

    /**
     * Brings back the content a block had at `version`, as a new version. A deleted block comes back
     * with its id, at its old place.
     */
    async restore(id: string, version: number, userId: string): Promise<Block> {
      return transaction(async (tx, touchPage) => {
        const [source] = await tx
          .select()
          .from(blockHistory)
          .where(and(eq(blockHistory.blockId, id), eq(blockHistory.version, version)))
          .orderBy(desc(blockHistory.id))
          .limit(1);
        const [latest] = await tx
          .select()
          .from(blockHistory)
          .where(eq(blockHistory.blockId, id))
          .orderBy(desc(blockHistory.id))
          .limit(1);
        if (!source || !latest) throw new HttpError(404, 'version_not_found', 'This block has no such version.');
        const content =
          source.action === 'delete' ? source.contentBefore : (source.contentAfter ?? source.contentBefore);
        // Content must still fit the schema: it may have been written before a schema change. A
        // version holding a list's entries brings them back as the collection's items.
        const checked = validContent(source.blockType, content);
        const [existing] = await tx.select().from(blocks).where(eq(blocks.id, id)).for('update').limit(1);
        const before = existing && (await shownBlock(tx, existing)).content;
        const valid = listsOf(source.blockType).some(({ list }) => entriesOf(checked, list).length > 0)
          ? await storeLists(tx, source.blockType, checked, userId)
          : withoutLists(source.blockType, checked);
        let row: BlockRow;
        // The texts a restore changes come back as the pairs they were written as (ADR 0026).
        const now = new Date();
        const translations = stamps(source.blockType, existing, valid, now, true);
        if (existing) {
          [row] = (await tx
            .update(blocks)
            .set({ content: valid, translations, version: existing.version + 1, updatedAt: now, updatedBy: userId })
            .where(eq(blocks.id, id))
            .returning()) as [BlockRow];
        } else {
          const order = await placeAt(tx, latest.pageId, latest.orderBefore ?? undefined);
          [row] = (await tx
            .insert(blocks)
            .values({
              id,
              pageId: latest.pageId,
              blockType: source.blockType,
              order,
              content: valid,
              translations,
              version: latest.version + 1,
              updatedBy: userId,
            })
            .returning()) as [BlockRow];
        }
        await record(tx, {
          blockId: id,
          pageId: row.pageId,
          action: 'restore',
          blockType: row.blockType,
          version: row.version,
          orderBefore: existing?.order ?? null,
          orderAfter: row.order,
          contentBefore: before ?? null,
          contentAfter: listsOf(source.blockType).length ? (await shownBlock(tx, row)).content : valid,
          userId,
        });
        await touchPage(row.pageId);
        return shownBlock(tx, row);
      });
    },
  };
}

export type BlockWrites = ReturnType<typeof createBlockWrites>;
