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
  fields: {
    title: 'localized',
    subtitle: 'localized',
    primaryButtonText: 'localized',
    secondaryButtonText: 'localized',
    secondaryButtonLink: 'text',
    logo: 'media',
    imageSrc: 'media',
    imageAlt: 'localized',
    backgroundColor: 'color',
    blobFillColor: 'color',
    blobStrokeColor: 'color',
    'sliderImages[].src': 'media',
    'sliderImages[].alt': 'localized',
    topLeftBlobColor: 'color',
    bottomLeftBlobColor: 'color',
    bottomRightBlobColor: 'color',
  },
  defaults: {
    title: { en: 'A solution built for you', ar: 'حل مصمم لك' },
    subtitle: { en: 'Describe the solution in a sentence or two.', ar: 'صف الحل في جملة أو جملتين.' },
    primaryButtonText: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
    secondaryButtonText: { en: 'Contact us', ar: 'تواصل معنا' },
    secondaryButtonLink: DEFAULT_SECONDARY_LINK,
  },
});
