import {
  type CreatedPreviewLink,
  PREVIEW_DAYS,
  type PreviewLink,
  type PreviewRefusal,
  type SiteContext,
} from '@site/blocks';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pagePreviews, pages, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.ts';
import type { PageService } from './service.ts';

/**
 * Preview links (issue #19; ADR 0029). A token opens the draft of its page and of the header and
 * footer around it, which Publish makes live together; every other page stays as visitors see it.
 * Only the token's hash is stored, so a copy of the database opens no preview.
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

/** What a valid token opens: the drafts of these pages. */
export interface OpenPreview {
  slug: string;
  draftSlugs: ReadonlySet<string>;
}

export type Previews = ReturnType<typeof createPreviews>;

export function createPreviews(db: Db, { now = () => new Date() }: { now?: () => Date } = {}) {
  async function pageId(slug: string): Promise<number> {
    const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
    if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    return page.id;
  }

  return {
    /** A new link to the page's draft, working for `days` days. */
    async create(slug: string, userId: string, days: number = PREVIEW_DAYS.default): Promise<CreatedPreviewLink> {
      const id = await pageId(slug);
      const { token, hash } = newOpaqueToken();
      const createdAt = now();
      const [row] = await db
        .insert(pagePreviews)
        .values({
          pageId: id,
          tokenHash: hash,
          createdBy: userId,
          createdAt,
          expiresAt: new Date(createdAt.getTime() + days * DAY_MS),
        })
        .returning();
      const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
      return { ...summary(row as typeof pagePreviews.$inferSelect, user ?? null), token };
    },

    /** The page's links that still work, newest first. */
    async list(slug: string): Promise<{ slug: string; previews: PreviewLink[] }> {
      const id = await pageId(slug);
      const rows = await db
        .select({ preview: pagePreviews, user: { email: users.email, name: users.name } })
        .from(pagePreviews)
        .leftJoin(users, eq(users.id, pagePreviews.createdBy))
        .where(and(eq(pagePreviews.pageId, id), isNull(pagePreviews.revokedAt), gt(pagePreviews.expiresAt, now())))
        .orderBy(desc(pagePreviews.createdAt));
      return { slug, previews: rows.map((r) => summary(r.preview, r.user)) };
    },

    /** Withdraws a link at once; it then answers 410. */
    async revoke(slug: string, previewId: string): Promise<void> {
      const id = await pageId(slug);
      const revoked = await db
        .update(pagePreviews)
        .set({ revokedAt: now() })
        .where(and(eq(pagePreviews.id, previewId), eq(pagePreviews.pageId, id), isNull(pagePreviews.revokedAt)))
        .returning({ id: pagePreviews.id });
      if (revoked.length === 0)
        throw new HttpError(404, 'preview_not_found', `The ${slug} page has no such preview link.`);
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
        })
        .from(pagePreviews)
        .innerJoin(pages, eq(pages.id, pagePreviews.pageId))
        .leftJoin(users, eq(users.id, pagePreviews.createdBy))
        .where(eq(pagePreviews.tokenHash, hashOpaqueToken(token)))
        .limit(1);
      if (!row) throw refusePreview('preview_not_found');
      // Disabling an account withdraws what it handed out (issue #20): its links stop with it.
      if (row.revokedAt || row.creatorDisabled) throw refusePreview('preview_revoked');
      if (row.expiresAt.getTime() <= now().getTime()) throw refusePreview('preview_expired');
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
    const { draftSlugs } = await previews.open(token);
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
