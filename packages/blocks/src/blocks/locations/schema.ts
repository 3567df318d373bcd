import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { itemId, localizedText, mediaPath } from '../../fields.ts';

export const location = z.strictObject({
  id: itemId,
  image: mediaPath.optional(),
  country: localizedText,
  /** Line breaks separate the address lines. */
  address: localizedText.optional(),
  /** Text of the link that opens the map. */
  map_link: localizedText.optional(),
  /** What the map searches for: https://www.google.com/maps/search/?api=1&query=… */
  gmaps_query: z.string().max(500).optional(),
});
export type Location = z.infer<typeof location>;

/** Office locations on the contact page (spec 000 §2), shown as a slider. */
export const locations = defineBlock({
  type: 'LOCATIONS',
  label: { en: 'Office locations', ar: 'مواقع المكاتب' },
  description: {
    en: 'Offices with their address, a picture and a map link, as a slider.',
    ar: 'المكاتب بعناوينها وصورها ورابط الخريطة، في شريط تمرير.',
  },
  group: 'lists',
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    locations: z.array(location).max(100),
  }),
  parts: {
    locations: { label: { en: 'Offices', ar: 'المكاتب' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    'locations[].country': { kind: 'localized', label: { en: 'Country', ar: 'الدولة' } },
    'locations[].address': { kind: 'localized', label: { en: 'Address', ar: 'العنوان' } },
    'locations[].map_link': { kind: 'localized', label: { en: 'Map link text', ar: 'نص رابط الخريطة' } },
    'locations[].gmaps_query': {
      kind: 'text',
      label: { en: 'What the map searches for', ar: 'عبارة البحث في الخريطة' },
    },
    'locations[].image': 'media',
  },
  defaults: {
    title: { en: 'Our offices', ar: 'مكاتبنا' },
    locations: [
      {
        id: 'office-1',
        country: { en: 'Country', ar: 'الدولة' },
        address: { en: 'Street\nCity', ar: 'الشارع\nالمدينة' },
        map_link: { en: 'View on map', ar: 'عرض على الخريطة' },
        gmaps_query: '',
      },
    ],
  },
});
