import { z } from 'zod';
import { choice, type EditableFields, itemId, localizedText, mediaPath } from '../../fields.ts';

export const POST_TYPES = ['blog', 'event'] as const;

/** A blog post or an event, as listed by insights, resource highlights and resources (spec 000 §3). */
export const post = z.strictObject({
  id: itemId,
  type: z.enum(POST_TYPES),
  tag: localizedText.optional(),
  /** ISO date (YYYY-MM-DD); posts are shown newest first. */
  date: z.iso.date(),
  title: localizedText,
  description: localizedText.optional(),
  image: mediaPath.optional(),
  detailContent: z
    .strictObject({ body: z.array(z.strictObject({ id: itemId, content: localizedText })).max(200) })
    .optional(),
  /** In the highlights above the resources list (the newest three featured). */
  featured: z.boolean().optional(),
  /** Left out of the resources list and the home insights; its own page stays. */
  unlisted: z.boolean().optional(),
});
export type Post = z.infer<typeof post>;

/** A post as a card shows it: everything but the article, which is the post's own page. */
export const postCard = ({ detailContent: _article, ...card }: Post) => card;

/** The editable fields of every post in the list at `list` (insights, highlights, resources). */
export function postEditFields(list: string): EditableFields {
  return {
    [`${list}[].type`]: choice(POST_TYPES),
    [`${list}[].date`]: 'date',
    [`${list}[].tag`]: 'localized',
    [`${list}[].title`]: 'localized',
    [`${list}[].description`]: 'localized',
    [`${list}[].image`]: 'media',
    [`${list}[].detailContent.body[].content`]: 'localized',
    [`${list}[].featured`]: {
      kind: 'boolean',
      label: { en: 'Featured', ar: 'مميّز' },
      description: {
        en: 'Shown in the highlights above the resources list (the three newest featured).',
        ar: 'يظهر في المختارات فوق قائمة الموارد (أحدث ثلاثة مميّزة).',
      },
    },
    [`${list}[].unlisted`]: {
      kind: 'boolean',
      label: { en: 'Only in the highlights', ar: 'في المختارات فقط' },
      description: {
        en: 'Left out of the resources list and the home page’s insights; its own page stays.',
        ar: 'لا يظهر في قائمة الموارد ولا في أحدث المقالات في الصفحة الرئيسية؛ وتبقى صفحته.',
      },
    },
  };
}
