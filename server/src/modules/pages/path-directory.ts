import { PAGE_PATH_MAX, PAGE_PATH_PATTERN, type PathTarget } from '@site/blocks';
import { isReservedPath } from '@site/blocks/page-slugs';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pages, redirects } from '../../db/schema.ts';
import type { PageChanges } from './changes.ts';

/**
 * Announced (like a page's slug) by every write that adds, moves or deletes a created page or a
 * redirect. Not a valid slug, so no page is called this.
 */
export const PATHS_CHANGED = '~paths';

interface Entry {
  target: PathTarget;
  slug?: string;
}

/**
 * Which page or redirect each address outside the fixed routes is (ADR 0033), read from the
 * database once and kept in memory until a write, on any copy, announces PATHS_CHANGED (or the
 * copy stops hearing changes). A site has a few hundred such addresses at most. Without `changes`
 * (PAGE_CACHE=off) every question reads the database.
 */
export function createPathDirectory(db: Db, changes?: Pick<PageChanges, 'live' | 'subscribe'>) {
  let known: Promise<Map<string, Entry>> | undefined;
  let generation = 0;
  changes?.subscribe((change) => {
    if (change === 'all' || change.includes(PATHS_CHANGED)) {
      generation++;
      known = undefined;
    }
  });

  async function read(): Promise<Map<string, Entry>> {
    const [created, moved] = await Promise.all([
      db
        .select({ path: pages.path, slug: pages.slug, published: pages.publishedReleaseId })
        .from(pages)
        .where(isNotNull(pages.path)),
      db.select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects),
    ]);
    const map = new Map<string, Entry>();
    for (const r of moved) map.set(r.from, { target: { kind: 'redirect', to: r.to } });
    for (const p of created) {
      map.set(p.path as string, {
        target: { kind: 'page', slug: p.slug, published: p.published !== null },
        slug: p.slug,
      });
    }
    return map;
  }

  function entries(): Promise<Map<string, Entry>> {
    if (!changes?.live) return read();
    if (!known) {
      const begun = generation;
      const loading = read();
      known = loading;
      // A change while reading: keep the answer for this question only.
      loading.then(
        () => {
          if (begun !== generation && known === loading) known = undefined;
        },
        () => {
          if (known === loading) known = undefined;
        },
      );
    }
    return known;
  }

  return {
    /** What `path` is, when it is not a fixed route: a created page, a redirect (to null: gone), or null. */
    async pathTarget(path: string): Promise<PathTarget | null> {
      const normal = normalPath(path);
      if (!mayBeCreated(normal)) return null;
      return (await entries()).get(normal)?.target ?? null;
    },
    /** Every created page's address and slug. */
    async createdPages(): Promise<Array<{ path: string; slug: string }>> {
      const list: Array<{ path: string; slug: string }> = [];
      for (const [path, entry] of await entries()) if (entry.slug) list.push({ path, slug: entry.slug });
      return list.sort((a, b) => a.path.localeCompare(b.path));
    },
  };
}

/** The address without a trailing slash ('/offer/' is '/offer'); case is kept: addresses are lower case. */
export function normalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Only an address shaped like a created page's, and not reserved, can be one (or be where one was):
 * fixed routes, detail pages and the server's own never consult the directory.
 */
export function mayBeCreated(path: string): boolean {
  return path.length <= PAGE_PATH_MAX && PAGE_PATH_PATTERN.test(path) && !isReservedPath(path);
}
