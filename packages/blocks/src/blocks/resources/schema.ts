import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { post, postEditFields } from '../../kits/posts/post.ts';

export const resources = defineBlock({
  type: 'RESOURCES',
  schema: z.strictObject({
    /** Optional heading above the filter. */
    title: localizedText.optional(),
    /** Spec 000 §3 "Resources filters": the dropdown's label and its three choices. */
    filters: z.strictObject({
      label: localizedText,
      all: localizedText,
      blog: localizedText,
      events: localizedText,
    }),
    /** Blog posts and events (the insights post shape); /resources/{id} shows one. */
    resources: z.array(post).max(500),
  }),
  fields: {
    title: 'localized',
    'filters.label': 'localized',
    'filters.all': 'localized',
    'filters.blog': 'localized',
    'filters.events': 'localized',
    ...postEditFields('resources'),
  },
  defaults: {
    filters: {
      label: { en: 'Filter by:', ar: 'تصفية حسب:' },
      all: { en: 'All', ar: 'الكل' },
      blog: { en: 'Blog', ar: 'المدونة' },
      events: { en: 'Events', ar: 'الفعاليات' },
    },
    resources: [],
  },
});
