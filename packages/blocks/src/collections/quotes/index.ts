import { quote, successStories } from '../../blocks/success-stories/schema.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

/** Customers' quotes, shown by the success-stories slider; each may name the story it comes from. */
export const quotes = defineCollection({
  name: 'quotes',
  label: { one: { en: 'Quote', ar: 'اقتباس' }, many: { en: 'Customer quotes', ar: 'أقوال العملاء' } },
  schema: quote.omit({ id: true }),
  fields: fieldsOfList(successStories.fields, 'stories'),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  heldBy: { block: 'SUCCESS_STORIES', list: 'stories' },
  slugPrefix: 'quote-',
});
