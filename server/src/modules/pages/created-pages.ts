import {
  type CreatedPage,
  type CreatePageInput,
  checkBlockContent,
  MENU_DEPTH,
  type MenuItem,
  type PageTemplate,
  stampTranslations,
  type TranslationStamps,
} from '@site/blocks';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { auditLog, blockHistory, blocks, pageReleases, pages, redirects } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PageChanges } from './changes.ts';
import { templateBlocks } from './page-templates.ts';
import { PATHS_CHANGED } from './path-directory.ts';

/**
 * Pages editors create, move and delete (issue #20, ADR 0033). Each call is one transaction that
 * also writes the audit log and announces the pages it changed plus PATHS_CHANGED, so every copy's
 * path directory and caches drop what they knew.
 */

export interface Actor {
  id: string;
  email: string;
}

type Tx = Db;

function taken(path: string): HttpError {
  return new HttpError(409, 'path_taken', `The address ${path} is in use: choose another.`, { path });
}

function fixedPage(slug: string): HttpError {
  return new HttpError(
    409,
    'fixed_page',
    `The ${slug} page is one of the site's own pages: its address stays, and it cannot be deleted.`,
    { slug },
  );
}

/** 'page-campaigns-summer' for /campaigns/summer; the API names pages by slug, visitors by path. */
function slugBase(path: string): string {
  return `page-${path.slice(1).replace('/', '-')}`.slice(0, 90).replace(/-+$/, '');
}

/**
 * The menu with every entry leading to `from` now leading to `to`, or left out (with its sub-entries
 * moved up in its place) when `to` is null; null when no entry leads to `from`.
 */
export function relinked(items: MenuItem[], from: string, to: string | null): MenuItem[] | null {
  let found = false;
  const walk = <T extends { path: string; children?: T[] | undefined }>(list: T[]): T[] =>
    list.flatMap((item) => {
      const children = item.children && walk(item.children);
      const kept = children ? { ...item, children } : item;
      if (item.path !== from) return [kept];
      found = true;
      if (to !== null) return [{ ...kept, path: to }];
      return (children ?? []) as unknown as T[];
    });
  const result = walk(items as Array<MenuItem & { children?: MenuItem[] }>);
  return found ? result : null;
}

/**
 * The menu with `entry` as the last child of the entry whose id is `parentId`, when that entry can
 * have children (the menu goes three levels deep); null when there is none such.
 */
export function appendUnder(items: MenuItem[], parentId: string, entry: MenuItem): MenuItem[] | null {
  let found = false;
  const walk = (list: MenuItem[], depth: number): MenuItem[] =>
    list.map((item) => {
      if (item.id === parentId && depth < MENU_DEPTH) {
        found = true;
        return { ...item, children: [...(item.children ?? []), entry] } as MenuItem;
      }
      return item.children ? ({ ...item, children: walk(item.children as MenuItem[], depth + 1) } as MenuItem) : item;
    });
  const result = walk(items, 1);
  return found ? result : null;
}

export function createCreatedPages(db: Db, changes: Pick<PageChanges, 'transaction'>) {
  async function audit(tx: Tx, actor: Actor, action: string, slug: string, details: Record<string, unknown>) {
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: 'page',
      targetId: slug,
      details,
    });
  }

  /** Refuses `path` when a page has it or a redirect starts there, unless that redirect leads to `reclaimFor`. */
  async function checkFree(tx: Tx, path: string, reclaimFor?: string) {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.path, path)).limit(1);
    if (page || PAGE_SLUGS[path]) throw taken(path);
    const [redirect] = await tx.select().from(redirects).where(eq(redirects.fromPath, path)).limit(1);
    if (!redirect) return;
    // A page moved back to an address it had: the redirect from there to it gives way.
    if (reclaimFor !== undefined && redirect.toPath === reclaimFor) {
      await tx.delete(redirects).where(eq(redirects.fromPath, path));
      return;
    }
    throw new HttpError(
      409,
      'path_taken',
      redirect.toPath
        ? `The address ${path} sends visitors to ${redirect.toPath}: choose another.`
        : `The address ${path} belonged to a deleted page and answers "gone": choose another.`,
      { path, redirect_to: redirect.toPath },
    );
  }

  async function freeSlug(tx: Tx, path: string): Promise<string> {
    const base = slugBase(path);
    const rows = await tx
      .select({ slug: pages.slug })
      .from(pages)
      .where(sql`${pages.slug} = ${base} or ${pages.slug} like ${`${base}-%`}`);
    const used = new Set(rows.map((r) => r.slug));
    if (!used.has(base)) return base;
    for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  async function lockCreated(tx: Tx, slug: string) {
    const [page] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update').limit(1);
    if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
    if (page.path === null) throw fixedPage(slug);
    return { ...page, path: page.path };
  }

  /**
   * Takes the entries leading to `path` out of the header visitors see, as a release of its own made
   * from the live one (so nothing else of the header's draft goes live): a page deleted as gone must
   * not stay linked from every page until someone publishes the header. True when the menu changed.
   */
  async function dropFromLiveMenu(tx: Tx, path: string, userId: string): Promise<boolean> {
    const [header] = await tx
      .select({ id: pages.id, live: pageReleases })
      .from(pages)
      .innerJoin(pageReleases, eq(pageReleases.id, pages.publishedReleaseId))
      .where(eq(pages.slug, 'header'))
      .for('update', { of: pages })
      .limit(1);
    if (!header) return false;
    const snapshot = structuredClone(header.live.snapshot) as {
      blocks: Array<{ block_type: string; content: { menuItems?: MenuItem[] } }>;
    };
    const block = snapshot.blocks.find((b) => b.block_type.toUpperCase() === 'HEADER');
    const items = block && relinked(block.content.menuItems ?? [], path, null);
    if (!block || !items) return false;
    block.content = { ...block.content, menuItems: items };
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${pageReleases.number}), 0)` })
      .from(pageReleases)
      .where(eq(pageReleases.pageId, header.id))) as [{ last: number }];
    const now = new Date();
    const [release] = await tx
      .insert(pageReleases)
      .values({
        pageId: header.id,
        number: Number(last) + 1,
        kind: 'publish',
        status: 'published',
        snapshot,
        publishedAt: now,
        createdAt: now,
        createdBy: userId,
      })
      .returning({ id: pageReleases.id });
    await tx.update(pages).set({ publishedReleaseId: release?.id, updatedAt: now }).where(eq(pages.id, header.id));
    return true;
  }

  /**
   * Changes the header's menu in the header's draft (published with the page, or with the next
   * publish): `change` gets the entries and returns them changed, or null for no change.
   */
  async function changeMenu(
    tx: Tx,
    change: (items: MenuItem[]) => MenuItem[] | null,
    userId: string,
  ): Promise<boolean> {
    const [row] = await tx
      .select({ block: blocks })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(and(eq(pages.slug, 'header'), sql`upper(${blocks.blockType}) = 'HEADER'`))
      .for('update', { of: blocks })
      .limit(1);
    if (!row) return false;
    const current = row.block;
    const before = current.content as { menuItems?: MenuItem[] };
    const items = change(structuredClone(before.menuItems ?? []));
    if (!items) return false;
    const check = checkBlockContent(current.blockType, { ...before, menuItems: items });
    if (!check.ok) {
      throw new HttpError(409, 'menu_full', 'The header menu cannot take another entry.');
    }
    const now = new Date();
    const translations = stampTranslations(
      current.blockType,
      current.content,
      check.content,
      (current.translations ?? {}) as TranslationStamps,
      now.toISOString(),
    );
    const version = current.version + 1;
    await tx
      .update(blocks)
      .set({ content: check.content, translations, version, updatedAt: now, updatedBy: userId })
      .where(eq(blocks.id, current.id));
    await tx.insert(blockHistory).values({
      blockId: current.id,
      pageId: current.pageId,
      action: 'update',
      blockType: current.blockType,
      version,
      orderBefore: current.order,
      orderAfter: current.order,
      contentBefore: current.content,
      contentAfter: check.content,
      userId,
    });
    return true;
  }

  /** Runs `work`, turning a unique-index refusal (a race for the same address) into the 409 the check gives. */
  async function guarded<T>(path: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(path);
      throw error;
    }
  }

  return {
    /** A new page at `path`, made from `template`, unpublished; optionally an entry in the header's menu. */
    async create(input: CreatePageInput, actor: Actor): Promise<CreatedPage & { menu: boolean }> {
      const { template, path, title } = input;
      const seeded = templateBlocks(template, title);
      const contents = seeded.map((block) => {
        const check = checkBlockContent(block.block_type, block.content);
        if (!check.ok) throw new Error(`the ${template} template's ${block.block_type} does not fit its schema`);
        return { blockType: block.block_type, content: check.content };
      });
      return guarded(path, () =>
        changes.transaction(async (tx, changed) => {
          await checkFree(tx, path);
          const slug = await freeSlug(tx, path);
          const [page] = await tx
            .insert(pages)
            .values({ slug, title, path, template, settings: {} })
            .returning({ id: pages.id });
          if (!page) throw new Error('the page was not stored');
          const now = new Date();
          for (const [index, block] of contents.entries()) {
            const [row] = await tx
              .insert(blocks)
              .values({
                pageId: page.id,
                blockType: block.blockType,
                order: index + 1,
                content: block.content,
                translations: stampTranslations(block.blockType, undefined, block.content, {}, now.toISOString()),
                updatedBy: actor.id,
              })
              .returning({ id: blocks.id });
            if (!row) throw new Error('the block was not stored');
            await tx.insert(blockHistory).values({
              blockId: row.id,
              pageId: page.id,
              action: 'create',
              blockType: block.blockType,
              version: 1,
              orderAfter: index + 1,
              contentAfter: block.content,
              userId: actor.id,
            });
          }
          const entry = { id: `menu-${slug}`, label: title, path };
          const under = input.menu_under;
          const placed = (items: MenuItem[]) => {
            if (!under) return [...items, entry];
            const menu = appendUnder(items, under, entry);
            if (!menu) {
              throw new HttpError(
                400,
                'invalid_menu_parent',
                'No entry of the header menu with this id can take a sub-entry.',
                {
                  menu_under: under,
                },
              );
            }
            return menu;
          };
          const menu = input.add_to_menu && (await changeMenu(tx, placed, actor.id));
          if (menu) changed('header');
          await audit(tx, actor, 'page.create', slug, { path, template, title, menu });
          changed(slug);
          changed(PATHS_CHANGED);
          return { slug, path, template, title, published: false, menu };
        }),
      );
    },

    /**
     * Moves a created page to `path`: its old address answers 301 to the new one, and every
     * redirect that led to the old address now leads straight to the new one (no chains).
     */
    async move(slug: string, path: string, actor: Actor): Promise<CreatedPage> {
      return guarded(path, () =>
        changes.transaction(async (tx, changed) => {
          const page = await lockCreated(tx, slug);
          const from = page.path;
          if (from !== path) {
            await checkFree(tx, path, from);
            await tx.update(redirects).set({ toPath: path }).where(eq(redirects.toPath, from));
            await tx
              .insert(redirects)
              .values({ fromPath: from, toPath: path, createdBy: actor.id })
              .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: path, createdBy: actor.id } });
            await tx.update(pages).set({ path, updatedAt: new Date() }).where(eq(pages.id, page.id));
            // Menu entries follow the page (in the header's draft; the redirect serves until it is published).
            if (await changeMenu(tx, (items) => relinked(items, from, path), actor.id)) changed('header');
            await audit(tx, actor, 'page.rename', slug, { from, to: path });
            changed(slug);
            changed(PATHS_CHANGED);
          }
          return {
            slug,
            path,
            template: page.template as PageTemplate,
            title: page.title as CreatedPage['title'],
            published: page.publishedReleaseId !== null,
          };
        }),
      );
    },

    /**
     * Deletes a created page with its blocks, drafts and releases; its address (and every address
     * that led to it) answers 301 to `redirectTo`, or 410 Gone when that is null.
     */
    async remove(slug: string, redirectTo: string | null, actor: Actor): Promise<void> {
      await changes.transaction(async (tx, changed) => {
        const page = await lockCreated(tx, slug);
        if (redirectTo !== null) {
          const [target] = await tx.select({ slug: pages.slug }).from(pages).where(eq(pages.path, redirectTo)).limit(1);
          if (redirectTo === page.path || (!target && !PAGE_SLUGS[redirectTo])) {
            throw new HttpError(400, 'invalid_redirect', 'Send visitors to another page of this site.', {
              redirect_to: redirectTo,
            });
          }
        }
        await tx.update(redirects).set({ toPath: redirectTo }).where(eq(redirects.toPath, page.path));
        await tx
          .insert(redirects)
          .values({ fromPath: page.path, toPath: redirectTo, createdBy: actor.id })
          .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: redirectTo, createdBy: actor.id } });
        await tx.delete(pages).where(eq(pages.id, page.id));
        // Menu entries lead where the address now does, or go (in the header's draft; and at once from
        // the live header when the page is gone, since no redirect catches that link).
        if (await changeMenu(tx, (items) => relinked(items, page.path, redirectTo), actor.id)) changed('header');
        if (redirectTo === null && (await dropFromLiveMenu(tx, page.path, actor.id))) changed('header');
        await audit(tx, actor, 'page.delete', slug, { path: page.path, redirect_to: redirectTo });
        changed(slug);
        changed(PATHS_CHANGED);
      });
    },

    /** Every created page, by address. */
    async list(): Promise<CreatedPage[]> {
      const rows = await db
        .select({
          slug: pages.slug,
          path: pages.path,
          template: pages.template,
          title: pages.title,
          published: sql<boolean>`${pages.publishedReleaseId} is not null`,
        })
        .from(pages)
        .where(isNotNull(pages.path))
        .orderBy(pages.path);
      return rows.map((r) => ({
        slug: r.slug,
        path: r.path as string,
        template: (r.template ?? 'blank') as PageTemplate,
        title: r.title as CreatedPage['title'],
        published: Boolean(r.published),
      }));
    },
  };
}

export type CreatedPages = ReturnType<typeof createCreatedPages>;
