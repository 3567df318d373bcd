import { team as teamBlock, teamMember } from '../../blocks/team/schema.ts';
import { defineCollection, fieldsOfList } from '../define-collection.ts';

/** The people of the company, in the order the team page shows them. */
export const team = defineCollection({
  name: 'team',
  label: { one: { en: 'Team member', ar: 'عضو في الفريق' }, many: { en: 'Team', ar: 'فريق العمل' } },
  schema: teamMember.omit({ id: true }),
  fields: fieldsOfList(teamBlock.fields, 'members'),
  title: (content) => content.name,
  order: 'position',
  newItems: 'last',
  heldBy: { block: 'TEAM', list: 'members' },
  slugPrefix: 'member-',
});
