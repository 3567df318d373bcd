import {
  type CreatedPreviewLink,
  PREVIEW_DAYS,
  type PreviewLink,
  type PreviewRefusal,
  type SiteContext,
} from '@site/blocks';
import { getCollection } from '@site/blocks/collections';
import { DETAIL_KINDS } from '@site/blocks/details';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { and, asc, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, items, pagePreviews, pages, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.ts';
import type { PageService } from './service.ts';

/**
 * Preview links (issue #19; ADR 0029). A token opens the draft of its page and of the header and
 * footer around it, which Publish makes live together; every other page stays as visitors see it.
 * A link of one item (ADR 0040) opens that item's draft alone, where visitors would see it: its own
 * page, or the page listing it. Only the token's hash is stored, so a copy of the database opens no
 * preview.
 */

const SHELL = ['header', 'footer'];
const DAY_MS = 24 * 3600 * 1000;

const REFUSALS: Record<PreviewRefusal, [status: number, message: string]> = {
  preview_not_found: [404, 'This preview link does not exist.'],
  preview_expired: [410, 'This preview link has expired. Ask for a new one.'],
  preview_revoked: [410, 'This preview link was withdrawn. Ask for a new one.'],
};

export function refusePreview(code: PreviewRefusal): HttpError {
  const [status, message] = REFUSALS[code];
  return new HttpError(status, code, message);
}

/** What a valid token opens: the drafts of these pages, or of this one item. */
export interface OpenPreview {
  slug: string;
  draftSlugs: ReadonlySet<string>;
  item?: { collection: string; slug: string } | undefined;
}

/** A link of an item: the item, the page showing its collection, and the address the link opens. */
interface ItemTarget {
  itemId: string;
  pageId: number;
  path: string;
}

export type Previews = ReturnType<typeof createPreviews>;

export function createPreviews(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  async function pageId(slug: string): Promise<number> {
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
    if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    return page.id;
  }

  /** The item a link is made for, where it shows, and the address that shows it. */
  async function itemTarget(collection: string, slug: string): Promise<ItemTarget> {
    const definition = getCollection(collection);
    if (!definition) throw new HttpError(404, 'collection_not_found', `There is no collection "${collection}".`);
    const [item] = await db
      .select({ id: items.id, content: items.content })
      .from(items)
      .where(and(eq(items.collection, collection), eq(items.slug, slug), isNull(items.deletedAt)))
      .limit(1);
    if (!item) throw new HttpError(404, 'item_not_found', `The ${collection} collection has no item "${slug}".`);
    const { block, list } = definition.heldBy;
    const [page] = await db
      .selectDistinct({ id: pages.id, slug: pages.slug, path: pages.path })
      .from(pages)
      .innerJoin(blocks, eq(blocks.pageId, pages.id))
      .where(eq(blocks.blockType, block))
      .orderBy(asc(pages.slug))
      .limit(1);
    if (!page) throw new HttpError(409, 'not_shown', `No page shows the ${collection} collection.`);
    const detail = Object.values(DETAIL_KINDS).find(
      (kind) => kind.list === page.slug && (kind.arrays as readonly string[]).includes(list),
    );
    const hasPage = detail && (item.content as { detailContent?: unknown }).detailContent;
    const pagePath =
      Object.entries(PAGE_SLUGS).find(([, pageSlug]) => pageSlug === page.slug)?.[0] ?? page.path ?? `/${page.slug}`;
    return { itemId: item.id, pageId: page.id, path: hasPage ? `/${detail.prefix}/${slug}` : pagePath };
  }

  async function makeLink(pageId: number, itemId: string | null, userId: string, days: number) {
    const { token, hash } = newOpaqueToken();
    const createdAt = now();
    const [row] = await db
      .insert(pagePreviews)
      .values({
        pageId,
        itemId,
        tokenHash: hash,
        createdBy: userId,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + days * DAY_MS),
      })
      .returning();
    const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    return { ...summary(row as typeof pagePreviews.$inferSelect, user ?? null), token };
  }

  /** The links that still work, newest first, of a page (`itemId` null) or of an item. */
  async function working(where: SQL): Promise<PreviewLink[]> {
    const rows = await db
      .select({ preview: pagePreviews, user: { email: users.email, name: users.name } })
      .from(pagePreviews)
      .leftJoin(users, eq(users.id, pagePreviews.createdBy))
      .where(and(where, isNull(pagePreviews.revokedAt), gt(pagePreviews.expiresAt, now())))
      .orderBy(desc(pagePreviews.createdAt));
    return rows.map((r) => summary(r.preview, r.user));
  }

  async function withdraw(where: SQL, previewId: string): Promise<boolean> {
    const revoked = await db
      .update(pagePreviews)
      .set({ revokedAt: now() })
      .where(and(eq(pagePreviews.id, previewId), where, isNull(pagePreviews.revokedAt)))
      .returning({ id: pagePreviews.id });
    return revoked.length > 0;
  }

  const ofPage = (id: number) => and(eq(pagePreviews.pageId, id), isNull(pagePreviews.itemId)) as SQL;

  return {
    /** A new link to the page's draft, working for `days` days. */
    async create(slug: string, userId: string, days: number = PREVIEW_DAYS.default): Promise<CreatedPreviewLink> {
      return makeLink(await pageId(slug), null, userId, days);
    },

    /** The page's links that still work, newest first. */
    async list(slug: string): Promise<{ slug: string; previews: PreviewLink[] }> {
      return { slug, previews: await working(ofPage(await pageId(slug))) };
    },

    /** Withdraws a link at once; it then answers 410. */
    async revoke(slug: string, previewId: string): Promise<void> {
      if (!(await withdraw(ofPage(await pageId(slug)), previewId)))
        throw new HttpError(404, 'preview_not_found', `The ${slug} page has no such preview link.`);
    },

    /** A new link to one item's draft, with the address it opens. */
    async createForItem(collection: string, slug: string, userId: string, days: number = PREVIEW_DAYS.default) {
      const target = await itemTarget(collection, slug);
      return { ...(await makeLink(target.pageId, target.itemId, userId, days)), path: target.path };
    },

    /** The item's links that still work, newest first. */
    async listForItem(collection: string, slug: string): Promise<{ previews: PreviewLink[] }> {
      const { itemId } = await itemTarget(collection, slug);
      return { previews: await working(eq(pagePreviews.itemId, itemId)) };
    },

    /** Withdraws an item's link at once; it then answers 410. */
    async revokeForItem(collection: string, slug: string, previewId: string): Promise<void> {
      const { itemId } = await itemTarget(collection, slug);
      if (!(await withdraw(eq(pagePreviews.itemId, itemId), previewId)))
        throw new HttpError(404, 'preview_not_found', `This item has no such preview link.`);
    },

    /** What `token` opens, or the reason it opens nothing (thrown as an HttpError). */
    async open(token: string): Promise<OpenPreview> {
      // A token is 43 base64url characters; anything else was never issued.
      if (!/^[\w-]{43}$/.test(token)) throw refusePreview('preview_not_found');
      const [row] = await db
        .select({
          slug: pages.slug,
          expiresAt: pagePreviews.expiresAt,
          revokedAt: pagePreviews.revokedAt,
          creatorDisabled: users.disabled,
          item: { collection: items.collection, slug: items.slug },
        })
        .from(pagePreviews)
        .innerJoin(pages, eq(pages.id, pagePreviews.pageId))
        .leftJoin(items, eq(items.id, pagePreviews.itemId))
        .leftJoin(users, eq(users.id, pagePreviews.createdBy))
        .where(eq(pagePreviews.tokenHash, hashOpaqueToken(token)))
        .limit(1);
      if (!row) throw refusePreview('preview_not_found');
      // Disabling an account withdraws what it handed out (issue #20): its links stop with it.
      if (row.revokedAt || row.creatorDisabled) throw refusePreview('preview_revoked');
      if (row.expiresAt.getTime() <= now().getTime()) throw refusePreview('preview_expired');
      if (row.item) return { slug: row.slug, draftSlugs: new Set(), item: row.item };
      return { slug: row.slug, draftSlugs: new Set([row.slug, ...SHELL]) };
    },
  };
}

function summary(
  row: typeof pagePreviews.$inferSelect,
  user: { email: string; name: string | null } | null,
): PreviewLink {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    created_by: user,
  };
}

/**
 * What the server renders for an address carrying preview `token`: the site as visitors see it but
 * with the drafts the token opens, or the reason it opens nothing.
 */
export async function previewSite(
  previews: Previews,
  pages: PageService,
  token: string,
): Promise<{ site: SiteContext } | { refused: PreviewRefusal }> {
  try {
    const { draftSlugs, item } = await previews.open(token);
    if (item) return { site: await pages.withDraftItem(item) };
    return {
      site: {
        getPage: async (slug) =>
          draftSlugs.has(slug) ? ((await pages.getDraftPage(slug))?.page ?? null) : pages.getPage(slug),
        getPageJson: async (slug) =>
          draftSlugs.has(slug) ? ((await pages.getDraftPage(slug))?.json ?? null) : pages.getPageJson(slug),
        pathTarget: pages.pathTarget,
        createdPages: pages.createdPages,
      },
    };
  } catch (error) {
    if (error instanceof HttpError && error.code in REFUSALS) return { refused: error.code as PreviewRefusal };
    throw error;
  }
}
