import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { choice, idsFrom, itemId, localizedText, mediaPath } from '../../fields.ts';
import { storiesList } from './list.ts';

/** One option of a filter dropdown; a story's `categories` hold these ids. */
export const filterOption = z.strictObject({ id: itemId, name: localizedText });

export const BODY_TYPES = ['heading', 'subheading', 'paragraph', 'image', 'quote', 'quote_author', 'list'] as const;

/**
 * One piece of a story's article (spec 000 §3). `content` is the text; for an `image` it is the
 * picture's path (a plain string, or per language). `alt` describes an image for screen readers
 * (our addition; none means decorative).
 */
export const bodyItem = z
  .strictObject({
    id: itemId,
    type: z.enum(BODY_TYPES),
    content: localizedText.optional(),
    alt: localizedText.optional(),
    isHighlighted: z.boolean().optional(),
    items: z
      .array(
        z.strictObject({
          content: localizedText,
          subContent: localizedText.optional(),
          isHighlighted: z.boolean().optional(),
        }),
      )
      .max(100)
      .optional(),
  })
  // An image's content is a media address, held to the same rule as every other one.
  .superRefine((item, ctx) => {
    if (item.type !== 'image' || item.content === undefined) return;
    const { content } = item;
    const byLanguage: Array<[string[], string]> =
      typeof content === 'string' ? [[[], content]] : Object.entries(content).map(([lang, v]) => [[lang], v ?? '']);
    for (const [path, value] of byLanguage) {
      const issue = mediaPath.safeParse(value).error?.issues[0];
      if (issue) ctx.addIssue({ ...issue, code: 'custom', path: ['content', ...path] });
    }
  });
export type BodyItem = z.infer<typeof bodyItem>;

export const story = z.strictObject({
  id: itemId,
  title: localizedText,
  /** Ids of the industry and solution options the story belongs to. */
  categories: z.array(itemId).max(50),
  image: mediaPath.optional(),
  detailContent: z
    .strictObject({
      backLinkText: localizedText.optional(),
      introImage: mediaPath.optional(),
      tocTitle: localizedText.optional(),
      shareTitle: localizedText.optional(),
      body: z.array(bodyItem).max(200),
    })
    .optional(),
});
export type Story = z.infer<typeof story>;

export const gallery = defineBlock({
  type: 'GALLERY',
  label: { en: 'Customer stories', ar: 'قصص العملاء' },
  description: {
    en: 'Customer stories filtered by industry and solution, each with its own page.',
    ar: 'قصص العملاء مع التصفية حسب القطاع والحل، ولكل قصة صفحتها الخاصة.',
  },
  group: 'lists',
  list: storiesList,
  schema: z.strictObject({
    /** Optional heading above the filters. */
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    filters: z.strictObject({
      industry: z.array(filterOption).max(50),
      solution: z.array(filterOption).max(50),
    }),
    industryLabel: localizedText,
    solutionLabel: localizedText,
    allLabel: localizedText,
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    stories: z.array(story),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    industryLabel: 'localized',
    solutionLabel: 'localized',
    allLabel: 'localized',
    'filters.industry[].name': 'localized',
    'filters.solution[].name': 'localized',
    'stories[].title': 'localized',
    'stories[].categories': idsFrom('filters.industry', 'filters.solution'),
    'stories[].image': 'media',
    'stories[].detailContent.introImage': { kind: 'media', label: { en: 'Opening image', ar: 'الصورة الافتتاحية' } },
    'stories[].detailContent.backLinkText': 'localized',
    'stories[].detailContent.tocTitle': {
      kind: 'localized',
      label: { en: 'Contents heading', ar: 'عنوان جدول المحتويات' },
    },
    'stories[].detailContent.shareTitle': { kind: 'localized', label: { en: '“Share” heading', ar: 'عنوان المشاركة' } },
    'stories[].detailContent.body[].type': choice(BODY_TYPES),
    'stories[].detailContent.body[].content': 'localized',
    'stories[].detailContent.body[].isHighlighted': { kind: 'boolean', label: { en: 'Highlighted', ar: 'مميّز' } },
    'stories[].detailContent.body[].alt': 'localized',
    'stories[].detailContent.body[].items[].content': 'localized',
    'stories[].detailContent.body[].items[].subContent': {
      kind: 'localized',
      label: { en: 'Detail text', ar: 'النص التفصيلي' },
    },
    'stories[].detailContent.body[].items[].isHighlighted': {
      kind: 'boolean',
      label: { en: 'Highlighted', ar: 'مميّز' },
    },
  },
  defaults: {
    filters: { industry: [], solution: [] },
    industryLabel: { en: 'Industry', ar: 'القطاع' },
    solutionLabel: { en: 'Solution', ar: 'الحل' },
    allLabel: { en: 'All', ar: 'الكل' },
    stories: [],
  },
});
