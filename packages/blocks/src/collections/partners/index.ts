import { partners as partnersBlock } from '../../blocks/partners/schema.ts';
import { logoCardItem } from '../../kits/logo-cards/card-item.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

export const partners = defineCollection({
  name: 'partners',
  label: { one: { en: 'Partner', ar: 'شريك' }, many: { en: 'Partners', ar: 'الشركاء' } },
  schema: logoCardItem.omit({ id: true }),
  fields: fieldsOfList(partnersBlock.fields, 'partners'),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  heldBy: { block: 'PARTNERS', list: 'partners' },
  slugPrefix: 'partner-',
});
