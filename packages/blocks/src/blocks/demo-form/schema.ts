import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { cssColor, href, localizedText, mediaPath } from '../../fields.ts';

/** Spec 001 §9: the anchor the solution pages' demo buttons go to. */
export const DEMO_FORM_ID = 'request-demo-form';

/**
 * The demo request form (spec 001 §3, §5): a title and subtitle over a looping background video
 * under a coloured overlay, and a form of full name, e-mail and phone (all required).
 */
export const demoForm = defineBlock({
  type: 'DEMO_FORM',
  schema: z.strictObject({
    title: localizedText,
    subtitle: localizedText.optional(),
    formTitle: localizedText.optional(),
    fullNameLabel: localizedText.optional(),
    emailLabel: localizedText.optional(),
    phoneLabel: localizedText.optional(),
    consentPart1: localizedText.optional(),
    privacyPolicyText: localizedText.optional(),
    /** Defaults to /privacy-policy. */
    privacyPolicyLink: href.optional(),
    consentPart2: localizedText.optional(),
    submitButtonText: localizedText.optional(),
    secondaryLinkText: localizedText.optional(),
    secondaryLinkHref: href.optional(),
    overlayColor: cssColor.optional(),
    /** 0 (transparent) to 1 (opaque). */
    overlayOpacity: z.number().min(0).max(1).optional(),
    /** Defaults to /media/login-background.webm. */
    videoUrl: mediaPath.optional(),
  }),
  fields: {
    title: 'localized',
    subtitle: 'localized',
    formTitle: 'localized',
    fullNameLabel: 'localized',
    emailLabel: 'localized',
    phoneLabel: 'localized',
    consentPart1: 'localized',
    privacyPolicyText: 'localized',
    privacyPolicyLink: 'text',
    consentPart2: 'localized',
    submitButtonText: 'localized',
    secondaryLinkText: 'localized',
    secondaryLinkHref: 'text',
    overlayColor: 'color',
    overlayOpacity: 'number',
    videoUrl: 'media',
  },
  defaults: {
    title: { en: 'See it in action', ar: 'شاهده أثناء العمل' },
    subtitle: { en: 'Book a personal demo with our team.', ar: 'احجز عرضًا توضيحيًا مخصصًا مع فريقنا.' },
    formTitle: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
    submitButtonText: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
  },
});
