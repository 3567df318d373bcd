import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, localizedText, mediaPath } from '../../fields.ts';

export const welcome = defineBlock({
  type: 'WELCOME',
  label: { en: 'Welcome', ar: 'ترحيب' },
  description: {
    en: 'A short welcome beside a picture or video, with a “Learn more” button and an optional video button.',
    ar: 'ترحيب قصير بجانب صورة أو فيديو، مع زر «اعرف المزيد» وزر فيديو اختياري.',
  },
  group: 'intro',
  schema: z.strictObject({
    subtitle: localizedText.optional(),
    title: localizedText,
    description: localizedText.optional(),
    buttonLearnMore: localizedText.optional(),
    learnMoreLink: href.optional(),
    buttonWatchVideo: localizedText.optional(),
    /** The 'watch video' button is optional; the home page keeps it hidden. */
    showWatchVideo: z.boolean().optional(),
    videoUrl: mediaPath.optional(),
    imageUrl: mediaPath.optional(),
  }),
  fields: {
    subtitle: 'localized',
    title: 'localized',
    description: 'localized',
    buttonLearnMore: 'localized',
    learnMoreLink: { kind: 'text', label: { en: '“Learn more” link', ar: 'رابط «اعرف المزيد»' } },
    buttonWatchVideo: { kind: 'localized', label: { en: '“Watch video” button', ar: 'زر «شاهد الفيديو»' } },
    showWatchVideo: { kind: 'boolean', label: { en: 'Show the “Watch video” button', ar: 'إظهار زر «شاهد الفيديو»' } },
    videoUrl: 'media',
    imageUrl: 'media',
  },
  defaults: { title: { en: 'A new section', ar: 'قسم جديد' } },
  // view.tsx: the 'watch video' button's text only matters when the switch is on, and the link only
  // with its button.
  shownFields: (content) => (key) =>
    key === 'buttonWatchVideo'
      ? content.showWatchVideo === true
      : key === 'learnMoreLink'
        ? !!content.buttonLearnMore
        : true,
});
