import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText } from '../../fields.ts';
import { post, postEditFields } from '../../kits/posts/post.ts';
import { resourcesList } from './list.ts';

export const resources = defineBlock({
  type: 'RESOURCES',
  label: { en: 'Resource list', ar: 'قائمة الموارد' },
  description: {
    en: 'All blog posts and events, filtered by kind, page by page.',
    ar: 'جميع المقالات والفعاليات، مع التصفية حسب النوع والتقسيم إلى صفحات.',
  },
  group: 'lists',
  list: resourcesList,
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
    /** Blog posts and events (the insights post shape), the collection's items filled when read (ADR 0040); /resources/{id} shows one. */
    resources: z.array(post),
  }),
  parts: {
    resources: { label: { en: 'Resources', ar: 'الموارد' } },
  },
  fields: {
    title: 'localized',
    'filters.label': { kind: 'localized', label: { en: 'Filter label', ar: 'تسمية عامل التصفية' } },
    'filters.all': { kind: 'localized', label: { en: '“All” option', ar: 'خيار «الكل»' } },
    'filters.blog': { kind: 'localized', label: { en: '“Blog” option', ar: 'خيار «المدونة»' } },
    'filters.events': { kind: 'localized', label: { en: '“Events” option', ar: 'خيار «الفعاليات»' } },
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
