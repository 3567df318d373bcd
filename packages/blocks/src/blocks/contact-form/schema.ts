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
  fields: {
    title: 'localized',
    description_part1: 'localized',
    description_part2: 'localized',
    phone: 'text',
    description_part3: 'localized',
    email: 'text',
    'labels.fullName': 'localized',
    'placeholders.fullName': 'localized',
    'labels.companyName': 'localized',
    'placeholders.companyName': 'localized',
    'labels.email': 'localized',
    'placeholders.email': 'localized',
    'labels.phone': 'localized',
    'placeholders.phone': 'localized',
    'labels.service': 'localized',
    'service_options.none': 'localized',
    'service_options.lms': 'localized',
    'service_options.content': 'localized',
    'labels.inquiry': 'localized',
    'placeholders.inquiry': 'localized',
    'labels.attachment': 'localized',
    'placeholders.attachment': 'localized',
    consent_part1: 'localized',
    privacy_policy: 'localized',
    consent_part2: 'localized',
    sendButton: 'localized',
    image: 'media',
    image_alt: 'localized',
  },
  defaults: {
    title: { en: 'Get in touch', ar: 'تواصل معنا' },
    sendButton: { en: 'Send message', ar: 'إرسال الرسالة' },
  },
});

export type ContactFormContent = z.infer<typeof contactForm.schema>;
