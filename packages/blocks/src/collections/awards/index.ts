import { logoCardItem } from '../../kits/logo-cards/card-item.ts';
import { defineCollection } from '../define-collection.ts';

export const awards = defineCollection({
  name: 'awards',
  label: { one: { en: 'Award', ar: 'جائزة' }, many: { en: 'Awards', ar: 'الجوائز' } },
  schema: logoCardItem.omit({ id: true }),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  slugPrefix: 'award-',
});
