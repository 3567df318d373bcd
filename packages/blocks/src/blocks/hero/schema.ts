import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { mediaKindOf } from '../../field-paths.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const hero = defineBlock({
  type: 'HERO',
  label: { en: 'Page banner', ar: 'لافتة الصفحة' },
  description: {
    en: 'A large title and introduction at the top of a page, with a picture or video and a button.',
    ar: 'عنوان كبير ومقدمة في أعلى الصفحة، مع صورة أو فيديو وزر.',
  },
  group: 'intro',
  schema: z.strictObject({
    title: localizedText,
    /** Line breaks separate paragraphs. */
    subtitle: localizedText.optional(),
    buttonText: localizedText.optional(),
    /** Where the button goes; defaults to the home page's solutions grid (#solutions-grid). */
    buttonLink: href.optional(),
    watchVideoText: localizedText.optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
    mainImage: mediaPath.optional(),
    backgroundImage: mediaPath.optional(),
    teamImage: mediaPath.optional(),
    /** Alternative text of the foreground image (teamImage or mainImage); none means decorative. */
    image_alt: localizedText.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    buttonText: 'localized',
    buttonLink: 'text',
    watchVideoText: { kind: 'localized', label: { en: '“Watch video” text', ar: 'نص «شاهد الفيديو»' } },
    videoUrl: 'media',
    imageUrl: 'media',
    mainImage: { kind: 'media', alt: 'image_alt', label: { en: 'Main image', ar: 'الصورة الرئيسية' } },
    backgroundImage: { kind: 'media', label: { en: 'Background image', ar: 'صورة الخلفية' } },
    teamImage: { kind: 'media', alt: 'image_alt', label: { en: 'Team photo', ar: 'صورة الفريق' } },
    image_alt: 'localized',
  },
  defaults: { title: { en: 'A new headline', ar: 'عنوان جديد' } },
  // What view.tsx draws: the backdrop is backgroundImage, else imageUrl; a video only when videoUrl
  // is one (with its 'watch' button); the foreground picture is teamImage, else mainImage, and its
  // alternative text only with it; the button's link only with the button.
  shownFields: (content) => {
    const video = mediaKindOf(content.videoUrl ?? '') === 'video';
    const shown: Record<string, boolean> = {
      buttonLink: !!content.buttonText,
      watchVideoText: video,
      videoUrl: video,
      backgroundImage: !!content.backgroundImage || !content.imageUrl,
      imageUrl: !!content.imageUrl && !content.backgroundImage,
      teamImage: !!content.teamImage,
      mainImage: !!content.mainImage && !content.teamImage,
      image_alt: !!(content.teamImage || content.mainImage),
    };
    return (key) => shown[key] ?? true;
  },
});
