import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

export const tabItem = z.strictObject({
  id: itemId,
  title: localizedText,
  /** Line breaks separate paragraphs. */
  description: localizedText,
  imageSrc: mediaPath.optional(),
});

/**
 * Tabbed content (spec 001 §3, §4): titles that switch an image and a description; on phones a
 * one-slide swipe slider. The button goes to the page's demo request form.
 */
export const tabs = defineBlock({
  type: 'TABS',
  label: { en: 'Tabs', ar: 'علامات التبويب' },
  description: {
    en: 'Titles that switch between pictures and descriptions; a swipe slider on phones.',
    ar: 'عناوين تنقل بين الصور والأوصاف، وتصبح شريط تمرير على الجوال.',
  },
  group: 'content',
  schema: z.strictObject({
    mainTitle: localizedText,
    mainSubtitle: localizedText.optional(),
    /** Defaults to 'Request a demo' in the page's language; an empty text hides the button. */
    buttonText: localizedText.optional(),
    tabs: z.array(tabItem).max(12),
  }),
  parts: {
    tabs: { label: { en: 'Tabs', ar: 'علامات التبويب' } },
  },
  fields: {
    mainTitle: 'localized',
    mainSubtitle: 'localized',
    buttonText: 'localized',
    'tabs[].title': 'localized',
    'tabs[].description': 'localized',
    'tabs[].imageSrc': 'media',
  },
  defaults: {
    mainTitle: { en: 'What you get', ar: 'ما الذي تحصل عليه' },
    tabs: [
      {
        id: 'tab-1',
        title: { en: 'First tab', ar: 'التبويب الأول' },
        description: { en: 'Describe this feature.', ar: 'صف هذه الميزة.' },
      },
      {
        id: 'tab-2',
        title: { en: 'Second tab', ar: 'التبويب الثاني' },
        description: { en: 'Describe this feature.', ar: 'صف هذه الميزة.' },
      },
    ],
  },
});
