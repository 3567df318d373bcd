import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { href, itemId, linkItem, localizedText, mediaPath } from '../../fields.ts';

export const footer = defineBlock({
  type: 'FOOTER',
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
  fields: {
    logo: 'media',
    'staticTexts.newsletterTitle': 'localized',
    'staticTexts.newsletterDisclaimer': 'localized',
    'staticTexts.contactsTitle': 'localized',
    'staticTexts.socialTitle': 'localized',
    'staticTexts.copyright': 'localized',
    infoEmail: 'text',
    'columns[].title': 'localized',
    'columns[].links': 'menu',
    professionalNetworkUrl: 'text',
    socialLinks: 'menu',
    legalLinks: 'menu',
  },
  defaults: { staticTexts: {}, columns: [], legalLinks: [] },
});
