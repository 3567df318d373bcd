import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, itemId, localizedText, mediaPath, switchOnByDefault } from '../../fields.ts';

/**
 * Image and text (spec 001 §3 "Info"): a title, paragraphs and a picture, and optionally a button
 * that plays a YouTube video in a modal. imageUrl / videoUrl (the learn page's inline rule, spec 001
 * §5) replace the picture: a video plays muted and looping in its place.
 */
export const info = defineBlock({
  type: 'INFO',
  schema: z.strictObject({
    title: localizedText,
    descriptionParagraphs: z
      .array(z.strictObject({ id: itemId, text: localizedText }))
      .max(30)
      .optional(),
    imageSrc: mediaPath.optional(),
    imageAlt: localizedText.optional(),
    imageUrl: mediaPath.optional(),
    videoUrl: mediaPath.optional(),
    videoButtonText: localizedText.optional(),
    showVideoButton: z.boolean().optional(),
    youtubeVideoUrl: href.optional(),
  }),
  fields: {
    title: 'localized',
    'descriptionParagraphs[].text': 'localized',
    imageSrc: 'media',
    imageAlt: 'localized',
    imageUrl: 'media',
    videoUrl: 'media',
    videoButtonText: 'localized',
    showVideoButton: switchOnByDefault,
    youtubeVideoUrl: 'text',
  },
  defaults: {
    title: { en: 'About this solution', ar: 'عن هذا الحل' },
    descriptionParagraphs: [{ id: 'p-1', text: { en: 'Tell visitors what it does.', ar: 'أخبر الزوار بما يقدمه.' } }],
  },
});
