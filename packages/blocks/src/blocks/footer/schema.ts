import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, itemId, linkItem, localizedText, mediaPath } from '../../fields.ts';

export const footer = defineBlock({
  type: 'FOOTER',
  label: { en: 'Footer', ar: 'تذييل الموقع' },
  description: {
    en: 'Link columns, newsletter, contacts and legal links at the bottom of every page.',
    ar: 'أعمدة الروابط والنشرة البريدية وبيانات التواصل والروابط القانونية في أسفل كل صفحة.',
  },
  group: 'site',
  schema: z.strictObject({
    logo: mediaPath.optional(),
    staticTexts: z.strictObject({
      newsletterTitle: localizedText.optional(),
      newsletterDisclaimer: localizedText.optional(),
      contactsTitle: localizedText.optional(),
      socialTitle: localizedText.optional(),
      copyright: localizedText.optional(),
    }),
    /** The general info address: contacts column and newsletter drafts. */
    infoEmail: z.email().max(254).optional(),
    columns: z.array(z.strictObject({ id: itemId, title: localizedText, links: z.array(linkItem).max(50) })).max(10),
    socialLinks: z.array(linkItem).max(20).optional(),
    legalLinks: z.array(linkItem).max(20),
    professionalNetworkUrl: href.optional(),
  }),
  parts: {
    staticTexts: { label: { en: 'Texts', ar: 'النصوص' } },
    columns: { label: { en: 'Link columns', ar: 'أعمدة الروابط' } },
  },
  fields: {
    logo: 'media',
    'staticTexts.newsletterTitle': {
      kind: 'localized',
      label: { en: 'Newsletter title', ar: 'عنوان النشرة البريدية' },
    },
    'staticTexts.newsletterDisclaimer': {
      kind: 'localized',
      label: { en: 'Newsletter note', ar: 'ملاحظة النشرة البريدية' },
    },
    'staticTexts.contactsTitle': { kind: 'localized', label: { en: 'Contacts heading', ar: 'عنوان قسم التواصل' } },
    'staticTexts.socialTitle': {
      kind: 'localized',
      label: { en: 'Social media heading', ar: 'عنوان وسائل التواصل الاجتماعي' },
    },
    'staticTexts.copyright': { kind: 'localized', label: { en: 'Copyright line', ar: 'سطر حقوق النشر' } },
    infoEmail: { kind: 'text', label: { en: 'Contact e-mail', ar: 'البريد الإلكتروني للتواصل' } },
    'columns[].title': 'localized',
    'columns[].links': { kind: 'menu', label: { en: 'Links', ar: 'الروابط' } },
    professionalNetworkUrl: { kind: 'text', label: { en: 'Professional network link', ar: 'رابط الشبكة المهنية' } },
    socialLinks: { kind: 'menu', label: { en: 'Social media links', ar: 'روابط وسائل التواصل الاجتماعي' } },
    legalLinks: { kind: 'menu', label: { en: 'Legal links', ar: 'الروابط القانونية' } },
  },
  defaults: { staticTexts: {}, columns: [], legalLinks: [] },
});
