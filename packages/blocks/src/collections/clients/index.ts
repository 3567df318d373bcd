import { clientItem } from '../../blocks/clients/schema.ts';
import { defineCollection } from '../define-collection.ts';

/** Clients, filtered on their page by industry and solution. */
export const clients = defineCollection({
  name: 'clients',
  label: { one: { en: 'Client', ar: 'عميل' }, many: { en: 'Clients', ar: 'العملاء' } },
  schema: clientItem.omit({ id: true }),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  filterValues: (content) => content.categories.map((id) => `category:${id}`),
  slugPrefix: 'client-',
});
