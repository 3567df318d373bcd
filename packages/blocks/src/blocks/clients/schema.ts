import { z } from 'zod';
import { defineBlock } from '../../define-block.ts';
import { idsFrom, itemId, localizedText } from '../../fields.ts';
import { logoCardEditFields, logoCardFields } from '../../kits/logo-cards/card-item.ts';
import { clientsList } from './list.ts';

const option = z.strictObject({ id: itemId, name: localizedText });

/**
 * Clients section (spec 000 §2 "Clients", §3 "Client", "Gallery filters"): two filters (industry,
 * solution), each with 'All' first; a client shows when it matches both; 15 per page; a card opens
 * the client's modal. `categories` holds the ids of the filter options the client belongs to.
 */
/** One client: a logo card with the ids of the industry and solution options it belongs to. */
export const clientItem = z.strictObject({ ...logoCardFields, categories: z.array(itemId).max(100) });
export type ClientItem = z.infer<typeof clientItem>;

export const clients = defineBlock({
  type: 'CLIENTS',
  label: { en: 'Clients', ar: 'العملاء' },
  description: {
    en: 'Client logos filtered by industry and solution, each opening the client’s details.',
    ar: 'شعارات العملاء مع التصفية حسب القطاع والحل، وتفتح كلٌّ منها تفاصيل العميل.',
  },
  group: 'people',
  list: clientsList,
  schema: z.strictObject({
    title: localizedText.optional(),
    subtitle: localizedText.optional(),
    filters: z.strictObject({
      industry: z.array(option).max(100),
      solution: z.array(option).max(100),
    }),
    industryLabel: localizedText.optional(),
    solutionLabel: localizedText.optional(),
    allLabel: localizedText.optional(),
    /** Its collection's items, filled when read (ADR 0040): as many as the collection holds. */
    clients: z.array(clientItem),
  }),
  parts: {
    clients: { label: { en: 'Clients', ar: 'العملاء' } },
  },
  fields: {
    title: 'localized',
    subtitle: 'localized',
    industryLabel: 'localized',
    solutionLabel: 'localized',
    allLabel: 'localized',
    'filters.industry[].name': 'localized',
    'filters.solution[].name': 'localized',
    ...logoCardEditFields('clients'),
    'clients[].categories': idsFrom('filters.industry', 'filters.solution'),
  },
  defaults: {
    title: { en: 'Our clients', ar: 'عملاؤنا' },
    industryLabel: { en: 'Industry', ar: 'القطاع' },
    solutionLabel: { en: 'Solution', ar: 'الحل' },
    allLabel: { en: 'All', ar: 'الكل' },
    filters: {
      industry: [{ id: 'government', name: { en: 'Government', ar: 'القطاع الحكومي' } }],
      solution: [{ id: 'totara', name: { en: 'Totara', ar: 'Totara' } }],
    },
    clients: [
      {
        id: 'client-new',
        name: { en: 'Client name', ar: 'اسم العميل' },
        description: { en: 'What we did together.', ar: 'ما أنجزناه معًا.' },
        categories: ['government', 'totara'],
      },
    ],
  },
});
