import { resources as resourcesBlock } from '../../blocks/resources/schema.ts';
import { post } from '../../kits/posts/post.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

/** Blog posts and events: the resources list (by type), its highlights and the home insights (the newest). */
export const resources = defineCollection({
  name: 'resources',
  label: { one: { en: 'Post or event', ar: 'منشور أو فعالية' }, many: { en: 'Resources', ar: 'الموارد' } },
  schema: post.omit({ id: true }),
  fields: fieldsOfList(resourcesBlock.fields, 'resources'),
  title: (content) => content.title,
  order: { date: (content) => content.date },
  newItems: 'first',
  heldBy: { block: 'RESOURCES', list: 'resources' },
  filterValues: (content) => [`type:${content.type}`],
});
