import { logoCardItem } from '../../kits/logo-cards/card-item.ts';
import { defineCollection } from '../define-collection.ts';

export const partners = defineCollection({
  name: 'partners',
  label: { one: { en: 'Partner', ar: 'شريك' }, many: { en: 'Partners', ar: 'الشركاء' } },
  schema: logoCardItem.omit({ id: true }),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  slugPrefix: 'partner-',
});
