import { describe, expect, it } from 'vitest';
import { expandLists, idChoices } from './field-paths.ts';
import { blankOf, nameKeyOf, newListItem, schemaAt } from './list-items.ts';
import { blockRegistry } from './registry.ts';

const { GALLERY, TEAM, RESOURCES, SOLUTIONS_GRID } = blockRegistry;

describe('new list items', () => {
  it("starts a team member from the block's default member (spec: 'New Position', default photos, 'New bio...')", () => {
    const member = newListItem(TEAM, { members: [] }, ['members'], 'Layla') as Record<string, unknown>;
    expect(member.name).toEqual({ en: 'Layla', ar: 'Layla' });
    expect(member.position).toEqual({ en: 'New Position', ar: 'منصب جديد' });
    expect(member.photoCard).toMatch(/card-/);
    expect(member.bio).toEqual([{ type: 'paragraph', text: { en: 'New bio...', ar: 'نبذة جديدة...' } }]);
    expect(member.id).not.toBe('member-new');
    expect(TEAM.schema.safeParse({ members: [member] }).success).toBe(true);
  });

  it('copies the last item when the block has no default for the list, with a fresh id', () => {
    const content = {
      ...GALLERY.defaults,
      stories: [{ id: 's1', title: { en: 'One', ar: 'واحد' }, categories: ['x'] }],
    };
    const story = newListItem(GALLERY, content, ['stories'], 'Two') as Record<string, unknown>;
    expect(story).toMatchObject({ title: { en: 'Two', ar: 'Two' }, categories: ['x'] });
    expect(story.id).not.toBe('s1');
  });

  it("builds the schema's smallest item for an empty list without a default, valid as it is", () => {
    const content = { ...RESOURCES.defaults, resources: [] };
    const post = newListItem(RESOURCES, content, ['resources'], 'Launch') as Record<string, unknown>;
    expect(post).toMatchObject({ type: 'blog', title: { en: 'Launch', ar: 'Launch' } });
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(RESOURCES.schema.safeParse({ ...content, resources: [post] }).success).toBe(true);

    const story = { id: 's1', title: 'T', categories: [] };
    const body = ['stories', 0, 'detailContent', 'body'];
    const item = newListItem(GALLERY, { ...GALLERY.defaults, stories: [story] }, body);
    expect(item).toMatchObject({ type: 'heading' });
  });

  it('finds the key that names items, and the schema inside lists', () => {
    expect(nameKeyOf(TEAM, ['members'])).toBe('name');
    expect(nameKeyOf(GALLERY, ['stories'])).toBe('title');
    expect(nameKeyOf(GALLERY, ['stories', 0, 'detailContent', 'body'])).toBeUndefined();
    const layout = schemaAt(SOLUTIONS_GRID.schema, ['cards', 3, 'layout']);
    expect(layout && blankOf(layout)).toBe('image-right');
  });
});

describe('lists an editor can add to', () => {
  it('includes empty and missing lists inside existing items', () => {
    const content = { stories: [{ id: 'a', detailContent: { body: [] } }, { id: 'b' }] };
    const lists = expandLists(GALLERY.fields, content).map((p) => p.join('.'));
    expect(lists).toEqual(
      expect.arrayContaining([
        'filters.industry',
        'stories',
        'stories.0.detailContent.body',
        'stories.1.detailContent.body',
      ]),
    );
    expect(lists).not.toContain('stories.0.detailContent.body.0.items');
  });

  it('offers the ids of other lists of the same block', () => {
    const content = { filters: { industry: [{ id: 'gov', name: { en: 'Government', ar: 'حكومي' } }], solution: [] } };
    expect(idChoices(content, ['filters.industry', 'filters.solution'])).toEqual([
      { path: ['filters', 'industry'], items: [{ id: 'gov', name: { en: 'Government', ar: 'حكومي' } }] },
      { path: ['filters', 'solution'], items: [] },
    ]);
  });
});
