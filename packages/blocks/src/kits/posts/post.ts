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
});
export type Post = z.infer<typeof post>;

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
  };
}
