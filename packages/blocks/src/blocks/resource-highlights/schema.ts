import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { post, postCard, postEditFields } from '../../kits/posts/post.ts';

/** A few featured posts above the resources list (spec 000 §2 "highlight list"). */
export const resourceHighlights = defineBlock({
  type: 'RESOURCE_HIGHLIGHTS',
  label: { en: 'Featured resources', ar: 'موارد مميّزة' },
  description: {
    en: 'A few featured posts above the list of resources.',
    ar: 'بعض المنشورات المميّزة فوق قائمة الموارد.',
  },
  group: 'lists',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    /** The newest featured resources, filled from the collection when read (ADR 0040); a save's are not kept. */
    posts: z.array(post).max(12),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    ...postEditFields('posts'),
  },
  defaults: { title: { en: 'Featured', ar: 'مختارات' }, posts: [] },
  cards: { posts: postCard },
});
