import { z } from 'zod';
import { localizedText } from './fields.ts';

export interface Block<C = unknown> {
  id: string;
  block_type: string;
  order: number;
  content: C;
  version: number;
}

export interface Page {
  slug: string;
  title: z.infer<typeof localizedText> | null;
  blocks: Block[];
}

/** Page slugs: lower-case words joined by hyphens. */
export const pageSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be lower-case words joined by hyphens');

/** One file under content/seed/: a page and its blocks in order. */
export const seedPage = z.strictObject({
  slug: pageSlug,
  title: localizedText.optional(),
  blocks: z.array(z.strictObject({ block_type: z.string().min(1).max(64), content: z.unknown() })),
});
export type SeedPage = z.infer<typeof seedPage>;

/** What the server hands the web app's loaders (React Router load context). */
export interface SiteContext {
  /** The page with its blocks in order, or null when no page has that slug. */
  getPage(slug: string): Promise<Page | null>;
}
