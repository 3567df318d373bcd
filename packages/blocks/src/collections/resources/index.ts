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
  heldBy: { block: 'RESOURCES', list: 'resources', without: ['unlisted'] },
  feeds: [
    // The home insights: the 6 newest (spec 000 §2). INSIGHTS_COUNT's value, written out: an import
    // from the block's visitor code would reshape visitors' shared chunks (registry.test.ts checks it).
    { block: 'INSIGHTS', list: 'posts', newest: 6, without: ['unlisted'] },
    // The highlights above the resources list: the newest featured. The posts the block held were in
    // no other list, and stay so (ADR 0040).
    {
      block: 'RESOURCE_HIGHLIGHTS',
      list: 'posts',
      newest: 3,
      with: ['featured'],
      moved: { added: { featured: true, unlisted: true }, known: { featured: true } },
    },
  ],
  filterValues: (content) => [
    `type:${content.type}`,
    ...(content.featured ? ['featured'] : []),
    ...(content.unlisted ? ['unlisted'] : []),
  ],
});
