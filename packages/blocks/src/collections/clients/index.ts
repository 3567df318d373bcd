import { clientItem, clients as clientsBlock } from '../../blocks/clients/schema.ts';
import { defineCollection, fieldsOfList, filterOptionIds } from '../define-collection.ts';

/** Clients, filtered on their page by industry and solution. */
export const clients = defineCollection({
  name: 'clients',
  label: { one: { en: 'Client', ar: 'عميل' }, many: { en: 'Clients', ar: 'العملاء' } },
  schema: clientItem.omit({ id: true }),
  fields: fieldsOfList(clientsBlock.fields, 'clients'),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  heldBy: { block: 'CLIENTS', list: 'clients' },
  filterValues: (content) => content.categories.map((id) => `category:${id}`),
  categories: { field: 'categories', options: filterOptionIds },
  slugPrefix: 'client-',
});
