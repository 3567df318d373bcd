import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { localizedText, mediaPath } from '../../fields.ts';

const perField = z.strictObject({
  fullName: localizedText.optional(),
  companyName: localizedText.optional(),
  email: localizedText.optional(),
  phone: localizedText.optional(),
  service: localizedText.optional(),
  inquiry: localizedText.optional(),
  attachment: localizedText.optional(),
});

/**
 * Contact page form (spec 000 §2, §3): the texts around it come from here; the fields and their
 * rules are fixed (rules.ts). Description part 1 introduces the form; part 2 leads to the phone
 * number ("Call us"), part 3 to the email address ("Write to us").
 */
export const contactForm = defineBlock({
  type: 'CONTACT_FORM',
  label: { en: 'Contact form', ar: 'نموذج التواصل' },
  description: {
    en: 'The contact form with its texts, the phone number, the e-mail address and a picture.',
    ar: 'نموذج التواصل بنصوصه ورقم الهاتف والبريد الإلكتروني وصورة.',
  },
  group: 'forms',
  schema: z.strictObject({
    title: localizedText,
    description_part1: localizedText.optional(),
    description_part2: localizedText.optional(),
    description_part3: localizedText.optional(),
    phone: z.string().max(40).optional(),
    email: z.email().max(254).optional(),
    labels: perField.optional(),
    placeholders: perField.optional(),
    /** Names of the service options None, LMS and Content. */
    service_options: z
      .strictObject({
        none: localizedText.optional(),
        lms: localizedText.optional(),
        content: localizedText.optional(),
      })
      .optional(),
    /** The consent line: part 1, the privacy policy link, part 2. */
    consent_part1: localizedText.optional(),
    privacy_policy: localizedText.optional(),
    consent_part2: localizedText.optional(),
    sendButton: localizedText.optional(),
    image: mediaPath.optional(),
    /** Alternative text of the image; none means decorative. */
    image_alt: localizedText.optional(),
  }),
  parts: {
    service_options: { label: { en: 'Service options', ar: 'خيارات الخدمة' } },
  },
  fields: {
    title: 'localized',
    description_part1: { kind: 'localized', label: { en: 'Introduction', ar: 'المقدمة' } },
    description_part2: { kind: 'localized', label: { en: 'Text before the phone number', ar: 'النص قبل رقم الهاتف' } },
    phone: 'text',
    description_part3: { kind: 'localized', label: { en: 'Text before the e-mail', ar: 'النص قبل البريد الإلكتروني' } },
    email: 'text',
    'labels.fullName': 'localized',
    'placeholders.fullName': 'localized',
    'labels.companyName': { kind: 'localized', label: { en: 'Company name', ar: 'اسم الشركة' } },
    'placeholders.companyName': { kind: 'localized', label: { en: 'Company name', ar: 'اسم الشركة' } },
    'labels.email': 'localized',
    'placeholders.email': 'localized',
    'labels.phone': 'localized',
    'placeholders.phone': 'localized',
    'labels.service': { kind: 'localized', label: { en: 'Service', ar: 'الخدمة' } },
    'service_options.none': { kind: 'localized', label: { en: '“None” option', ar: 'خيار «لا شيء»' } },
    'service_options.lms': { kind: 'localized', label: { en: '“Learning platform” option', ar: 'خيار «منصة التعلّم»' } },
    'service_options.content': { kind: 'localized', label: { en: '“Content” option', ar: 'خيار «المحتوى»' } },
    'labels.inquiry': { kind: 'localized', label: { en: 'Inquiry', ar: 'الاستفسار' } },
    'placeholders.inquiry': { kind: 'localized', label: { en: 'Inquiry', ar: 'الاستفسار' } },
    'labels.attachment': { kind: 'localized', label: { en: 'Attachment', ar: 'المرفق' } },
    'placeholders.attachment': { kind: 'localized', label: { en: 'Attachment', ar: 'المرفق' } },
    consent_part1: 'localized',
    privacy_policy: 'localized',
    consent_part2: 'localized',
    sendButton: 'localized',
    image: { kind: 'media', alt: 'image_alt' },
    image_alt: 'localized',
  },
  defaults: {
    title: { en: 'Get in touch', ar: 'تواصل معنا' },
    sendButton: { en: 'Send message', ar: 'إرسال الرسالة' },
  },
});

export type ContactFormContent = z.infer<typeof contactForm.schema>;
