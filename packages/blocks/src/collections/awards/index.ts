import { awards as awardsBlock } from '../../blocks/awards/schema.ts';
import { logoCardItem } from '../../kits/logo-cards/card-item.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

export const awards = defineCollection({
  name: 'awards',
  label: { one: { en: 'Award', ar: 'جائزة' }, many: { en: 'Awards', ar: 'الجوائز' } },
  schema: logoCardItem.omit({ id: true }),
  fields: fieldsOfList(awardsBlock.fields, 'awards'),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  heldBy: { block: 'AWARDS', list: 'awards' },
  slugPrefix: 'award-',
});
