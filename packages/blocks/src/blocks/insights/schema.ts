import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

export const post = z.strictObject({
  id: itemId,
  type: z.enum(['blog', 'event']),
  tag: localizedText.optional(),
  /** ISO date (YYYY-MM-DD); posts are shown newest first. */
  date: z.iso.date(),
  title: localizedText,
  description: localizedText.optional(),
  image: mediaPath.optional(),
  detailContent: z
    .strictObject({ body: z.array(z.strictObject({ id: itemId, content: localizedText })).max(200) })
    .optional(),
});
export type Post = z.infer<typeof post>;

export const insights = defineBlock({
  type: 'INSIGHTS',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    posts: z.array(post).max(200),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    'posts[].title': 'localized',
    'posts[].description': 'localized',
    'posts[].tag': 'localized',
    'posts[].image': 'media',
  },
  defaults: { title: { en: 'Insights', ar: 'رؤى' }, posts: [] },
});
