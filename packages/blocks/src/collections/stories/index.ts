import { gallery, story } from '../../blocks/gallery/schema.ts';
import { defineCollection, fieldsOfList, filterOptionIds } from '../define-collection.ts';

/** Customer stories: shown by the customer-stories gallery (filtered by industry and solution) and the home slider. */
export const stories = defineCollection({
  name: 'stories',
  label: { one: { en: 'Story', ar: 'قصة' }, many: { en: 'Customer stories', ar: 'قصص العملاء' } },
  schema: story.omit({ id: true }),
  fields: fieldsOfList(gallery.fields, 'stories'),
  title: (content) => content.title,
  order: 'position',
  newItems: 'first',
  heldBy: { block: 'GALLERY', list: 'stories' },
  filterValues: (content) => content.categories.map((id) => `category:${id}`),
  categories: { field: 'categories', options: filterOptionIds },
});
