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
  label: { en: 'Text with picture', ar: 'نص مع صورة' },
  description: {
    en: 'A title and paragraphs beside a picture, with an optional button that plays a video.',
    ar: 'عنوان وفقرات بجانب صورة، مع زر اختياري لتشغيل فيديو.',
  },
  group: 'content',
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
  parts: {
    descriptionParagraphs: { label: { en: 'Paragraphs', ar: 'الفقرات' } },
  },
  fields: {
    title: 'localized',
    'descriptionParagraphs[].text': 'localized',
    imageSrc: 'media',
    imageAlt: 'localized',
    imageUrl: 'media',
    videoUrl: 'media',
    videoButtonText: { kind: 'localized', label: { en: 'Video button text', ar: 'نص زر الفيديو' } },
    showVideoButton: { ...switchOnByDefault, label: { en: 'Show the video button', ar: 'إظهار زر الفيديو' } },
    youtubeVideoUrl: { kind: 'text', label: { en: 'YouTube link', ar: 'رابط يوتيوب' } },
  },
  defaults: {
    title: { en: 'About this solution', ar: 'عن هذا الحل' },
    descriptionParagraphs: [{ id: 'p-1', text: { en: 'Tell visitors what it does.', ar: 'أخبر الزوار بما يقدمه.' } }],
  },
});
