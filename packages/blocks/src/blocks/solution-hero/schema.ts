import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, href, itemId, localizedText, mediaPath } from '../../fields.ts';

/** Spec 001 §9: the hero's secondary button goes to /contact unless the content names a link. */
export const DEFAULT_SECONDARY_LINK = '/contact';
/** Spec 001 §9: the primary button goes to the page's demo form. */
export const DEMO_FORM_ANCHOR = '#request-demo-form';

/**
 * The banner of a solution page (spec 001 §3 "Hero"): title, subtitle, up to two buttons (none when
 * no button texts), a product logo, a picture — or, for the open-source page, a slider of pictures —
 * over decorative blobs in the content's colours.
 */
export const solutionHero = defineBlock({
  type: 'SOLUTION_HERO',
  label: { en: 'Solution banner', ar: 'لافتة الحل' },
  description: {
    en: 'The top of a solution page: title, product logo, picture and up to two buttons.',
    ar: 'أعلى صفحة الحل: العنوان وشعار المنتج وصورة وزرّان على الأكثر.',
  },
  group: 'intro',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    primaryButtonText: localizedText.optional(),
    secondaryButtonText: localizedText.optional(),
    secondaryButtonLink: href.optional(),
    imageSrc: mediaPath.optional(),
    imageAlt: localizedText.optional(),
    logo: mediaPath.optional(),
    backgroundColor: cssColor.optional(),
    blobFillColor: cssColor.optional(),
    blobStrokeColor: cssColor.optional(),
    sliderImages: z
      .array(z.strictObject({ id: itemId, src: mediaPath, alt: localizedText.optional() }))
      .max(20)
      .optional(),
    topLeftBlobColor: cssColor.optional(),
    bottomLeftBlobColor: cssColor.optional(),
    bottomRightBlobColor: cssColor.optional(),
  }),
  parts: {
    sliderImages: { label: { en: 'Slider images', ar: 'صور الشريط المتحرك' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    primaryButtonText: { kind: 'localized', label: { en: 'Main button', ar: 'الزر الرئيسي' } },
    secondaryButtonText: { kind: 'localized', label: { en: 'Second button', ar: 'الزر الثاني' } },
    secondaryButtonLink: { kind: 'text', label: { en: 'Second button link', ar: 'رابط الزر الثاني' } },
    logo: 'media',
    imageSrc: 'media',
    imageAlt: 'localized',
    backgroundColor: 'color',
    blobFillColor: { kind: 'color', label: { en: 'Shape fill colour', ar: 'لون تعبئة الشكل' } },
    blobStrokeColor: { kind: 'color', label: { en: 'Shape outline colour', ar: 'لون حدود الشكل' } },
    'sliderImages[].src': { kind: 'media', alt: 'alt' },
    'sliderImages[].alt': 'localized',
    topLeftBlobColor: { kind: 'color', label: { en: 'Top shape colour', ar: 'لون الشكل العلوي' } },
    bottomLeftBlobColor: {
      kind: 'color',
      label: { en: 'Lower shape colour, start side', ar: 'لون الشكل السفلي من جهة البداية' },
    },
    bottomRightBlobColor: {
      kind: 'color',
      label: { en: 'Lower shape colour, end side', ar: 'لون الشكل السفلي من جهة النهاية' },
    },
  },
  defaults: {
    title: { en: 'A solution built for you', ar: 'حل مصمم لك' },
    subtitle: { en: 'Describe the solution in a sentence or two.', ar: 'صف الحل في جملة أو جملتين.' },
    primaryButtonText: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
    secondaryButtonText: { en: 'Contact us', ar: 'تواصل معنا' },
    secondaryButtonLink: DEFAULT_SECONDARY_LINK,
  },
});
