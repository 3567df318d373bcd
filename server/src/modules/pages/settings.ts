import type { PageSettings, StoredSettings } from '@site/blocks';
import { pageRoutes } from '@site/blocks/api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { pages } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { PageChanges } from './changes.ts';
import { expectedVersion, parseSlug } from './routes.ts';

/** What the settings calls answer: the page's settings and the version a next write must name. */
export type { StoredSettings };

/** Empty texts and objects are left out, so an emptied field falls back to the page's content. */
export function compactSettings(settings: PageSettings): PageSettings {
  const compact = (value: unknown): unknown => {
    if (typeof value === 'string') return value.trim() === '' ? undefined : value;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entries = Object.entries(value)
        .map(([key, inner]) => [key, compact(inner)] as const)
        .filter(([, inner]) => inner !== undefined);
      return entries.length > 0 ? Object.fromEntries(entries) : undefined;
    }
    return value;
  };
  return (compact(settings) ?? {}) as PageSettings;
}

export function createSettingsWrites(changes: Pick<PageChanges, 'transaction'>) {
  return {
    /**
     * Replaces a page's settings in one transaction that locks the page row; with an expected version,
     * a stale write is a 409 carrying the settings stored now. Once it commits, every server copy drops
     * its cached copies of the page (the settings are in its JSON and its documents' head).
     */
    async update(slug: string, input: PageSettings, expected: number | undefined): Promise<StoredSettings> {
      const settings = compactSettings(input);
      return changes.transaction(async (tx, changed) => {
        const [page] = await tx
          .select({ id: pages.id, settings: pages.settings, version: pages.settingsVersion })
          .from(pages)
          .where(eq(pages.slug, slug))
          .for('update')
          .limit(1);
        if (!page) throw new HttpError(404, 'page_not_found', `No page has the slug "${slug}".`);
        if (expected !== undefined && expected !== page.version) {
          throw new HttpError(
            409,
            'version_conflict',
            "Someone else changed this page's settings since you loaded them.",
            {
              current: { slug, settings: page.settings as PageSettings, settings_version: page.version },
            },
          );
        }
        const version = page.version + 1;
        await tx
          .update(pages)
          .set({ settings, settingsVersion: version, updatedAt: new Date() })
          .where(eq(pages.id, page.id));
        changed(slug);
        return { slug, settings, settings_version: version };
      });
    },
  };
}

export type SettingsWrites = ReturnType<typeof createSettingsWrites>;

/** `PUT /v1/pages/{slug}/settings`: editors and admins; validated with the schema the editor checks with. */
export async function pageSettingsRoutes(
  app: FastifyInstance,
  { writes, requireEditor }: { writes: SettingsWrites; requireEditor: preHandlerAsyncHookHandler },
) {
  route(app, pageRoutes.updateSettings, { preHandler: requireEditor }, async ({ params, body }, request, reply) => {
    const slug = parseSlug(params.slug);
    const stored = await writes.update(slug, body.settings, expectedVersion(request, body.version));
    return reply.header('etag', `"${stored.settings_version}"`).send(stored);
  });
}
