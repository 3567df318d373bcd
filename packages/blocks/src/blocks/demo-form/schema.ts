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
  label: { en: 'Demo request form', ar: 'نموذج طلب عرض توضيحي' },
  description: {
    en: 'A short form to request a demo, over a background video.',
    ar: 'نموذج قصير لطلب عرض توضيحي، فوق فيديو في الخلفية.',
  },
  group: 'forms',
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
    formTitle: { kind: 'localized', label: { en: 'Form title', ar: 'عنوان النموذج' } },
    fullNameLabel: { kind: 'localized', label: { en: '“Full name” label', ar: 'تسمية «الاسم الكامل»' } },
    emailLabel: { kind: 'localized', label: { en: '“E-mail” label', ar: 'تسمية «البريد الإلكتروني»' } },
    phoneLabel: { kind: 'localized', label: { en: '“Phone” label', ar: 'تسمية «الهاتف»' } },
    consentPart1: { kind: 'localized', label: { en: 'Consent text before the link', ar: 'نص الموافقة قبل الرابط' } },
    privacyPolicyText: { kind: 'localized', label: { en: 'Privacy policy link text', ar: 'نص رابط سياسة الخصوصية' } },
    privacyPolicyLink: { kind: 'text', label: { en: 'Privacy policy link', ar: 'رابط سياسة الخصوصية' } },
    consentPart2: { kind: 'localized', label: { en: 'Consent text after the link', ar: 'نص الموافقة بعد الرابط' } },
    submitButtonText: { kind: 'localized', label: { en: 'Submit button', ar: 'زر الإرسال' } },
    secondaryLinkText: { kind: 'localized', label: { en: 'Second link text', ar: 'نص الرابط الثاني' } },
    secondaryLinkHref: { kind: 'text', label: { en: 'Second link address', ar: 'عنوان الرابط الثاني' } },
    overlayColor: { kind: 'color', label: { en: 'Overlay colour', ar: 'لون الطبقة فوق الفيديو' } },
    overlayOpacity: {
      kind: 'number',
      label: { en: 'Overlay opacity (0–1)', ar: 'شفافية الطبقة (0–1)' },
      group: 'appearance',
    },
    videoUrl: 'media',
  },
  defaults: {
    title: { en: 'See it in action', ar: 'شاهده أثناء العمل' },
    subtitle: { en: 'Book a personal demo with our team.', ar: 'احجز عرضًا توضيحيًا مخصصًا مع فريقنا.' },
    formTitle: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
    submitButtonText: { en: 'Request a demo', ar: 'اطلب عرضًا توضيحيًا' },
  },
});
