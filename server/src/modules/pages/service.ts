import type { Page, SiteContext } from '@site/blocks';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blocks, pages } from '../../db/schema.ts';

export function createPageService(db: Db): SiteContext {
  return {
    async getPage(slug: string): Promise<Page | null> {
      const rows = await db
        .select({ title: pages.title, block: blocks })
        .from(pages)
        .leftJoin(blocks, eq(blocks.pageId, pages.id))
        .where(eq(pages.slug, slug))
        .orderBy(asc(blocks.order), asc(blocks.id));
      if (rows.length === 0) return null;
      return {
        slug,
        title: (rows[0]?.title ?? null) as Page['title'],
        blocks: rows.flatMap(({ block }) =>
          block
            ? [
                {
                  id: block.id,
                  block_type: block.blockType,
                  order: block.order,
                  content: block.content,
                  version: block.version,
                },
              ]
            : [],
        ),
      };
    },
  };
}
