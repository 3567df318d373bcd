import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { post, postCard, postEditFields } from '../../kits/posts/post.ts';

export const insights = defineBlock({
  type: 'INSIGHTS',
  label: { en: 'Latest insights', ar: 'أحدث المقالات' },
  description: {
    en: 'A few blog posts and events, each with a picture, a date and a tag.',
    ar: 'مجموعة من المقالات والفعاليات، لكلٍّ منها صورة وتاريخ ووسم.',
  },
  group: 'lists',
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
    ...postEditFields('posts'),
  },
  defaults: { title: { en: 'Insights', ar: 'رؤى' }, posts: [] },
  cards: { posts: postCard },
});
