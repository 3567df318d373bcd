import { getBlockDefinition } from '@site/blocks';
import { describe, expect, it } from 'vitest';
import { buildForm, byFieldGroup, type FormNode, fieldOfIssue, formAt, formFields, splitShown } from './form-tree.ts';

const names = (form: FormNode[]): unknown[] =>
  form.map((node) =>
    node.kind === 'field'
      ? node.field.path.join('.')
      : node.kind === 'group'
        ? { group: node.path.join('.'), children: names(node.children) }
        : { list: node.path.join('.'), items: node.items.map(names) },
  );

describe('the inspector form', () => {
  it('turns a field map into fields, groups and lists at their concrete paths', () => {
    const form = buildForm(
      {
        title: 'localized',
        'cards[].title': 'localized',
        'cards[].image': 'media',
        'cards[].body[].text': 'localized',
        'filters.industry[].name': 'localized',
      },
      { title: 'T', cards: [{ title: 'A', body: [{ text: 'x' }] }, { title: 'B' }], filters: {} },
    );
    expect(names(form)).toEqual([
      'title',
      {
        list: 'cards',
        items: [
          ['cards.0.title', 'cards.0.image', { list: 'cards.0.body', items: [['cards.0.body.0.text']] }],
          ['cards.1.title', 'cards.1.image', { list: 'cards.1.body', items: [] }],
        ],
      },
      { group: 'filters', children: [{ list: 'filters.industry', items: [] }] },
    ]);
    expect(formFields(form).map((f) => f.key)).toContain('cards[].body[].text');
  });

  it('narrows to one item of a list (a detail page)', () => {
    const form = buildForm(
      { 'stories[].title': 'localized', 'stories[].detailContent.intro': 'localized' },
      {
        stories: [{ title: 'a' }, { title: 'b' }],
      },
    );
    expect(names(formAt(form, ['stories', 1]))).toEqual([
      'stories.1.title',
      { group: 'stories.1.detailContent', children: ['stories.1.detailContent.intro'] },
    ]);
    expect(formAt(form, ['stories', 5])).toEqual([]);
  });

  it('finds the field a schema problem belongs to', () => {
    const fields = formFields(buildForm({ link: 'link', 'cards[].title': 'localized' }, { cards: [{}] }));
    expect(fieldOfIssue(fields, ['link', 'path'])?.key).toBe('link');
    expect(fieldOfIssue(fields, ['cards', 0, 'title', 'en'])?.key).toBe('cards[].title');
    expect(fieldOfIssue(fields, ['other'])).toBeUndefined();
  });
});

describe("a variant's shown fields", () => {
  const hero = getBlockDefinition('HERO');
  const shownOf = (content: Record<string, unknown>) => {
    if (!hero) throw new Error('no hero');
    const form = buildForm(hero.fields, content, hero.shownFields?.(hero.schema.parse(content)));
    const { shown, hidden } = splitShown(form);
    return { shown: names(shown), hidden: names(hidden) };
  };

  it('the home hero (a background picture, no video, no foreground) lists only what it shows', () => {
    const { shown, hidden } = shownOf({ title: 'T', subtitle: 'S', buttonText: 'Go', backgroundImage: '/a.svg' });
    expect(shown).toEqual(['title', 'subtitle', 'buttonText', 'buttonLink', 'backgroundImage']);
    expect(hidden).toEqual(['watchVideoText', 'videoUrl', 'imageUrl', 'mainImage', 'teamImage', 'image_alt']);
  });

  it('a hero with a video and a team picture shows those', () => {
    const { shown } = shownOf({ title: 'T', videoUrl: '/v.mp4', teamImage: '/t.png', mainImage: '/m.png' });
    expect(shown).toEqual([
      'title',
      'subtitle',
      'buttonText',
      'watchVideoText',
      'videoUrl',
      'backgroundImage',
      'teamImage',
      'image_alt',
    ]);
  });

  it('the welcome block shows the watch-video text only when its switch is on', () => {
    const welcome = getBlockDefinition('WELCOME');
    const shown = welcome?.shownFields?.(welcome.schema.parse({ title: 'T', showWatchVideo: false }));
    expect(shown?.('buttonWatchVideo', ['buttonWatchVideo'])).toBe(false);
    expect(shown?.('showWatchVideo', ['showWatchVideo'])).toBe(true);
  });

  it("groups the hero's fields under Content, Pictures and video, Buttons and links, in that order", () => {
    const def = getBlockDefinition('HERO');
    if (!def) throw new Error('no HERO');
    const groups = byFieldGroup(buildForm(def.fields, { title: 'T' }));
    expect(groups.map((g) => g.group)).toEqual(['content', 'media', 'buttons']);
    const keys = (group: string) =>
      groups.find((g) => g.group === group)?.nodes.map((n) => (n.kind === 'field' ? n.field.key : n.kind));
    expect(keys('content')).toEqual(expect.arrayContaining(['title', 'subtitle']));
    expect(keys('media')).toEqual(expect.arrayContaining(['backgroundImage', 'videoUrl']));
    expect(keys('buttons')).toEqual(expect.arrayContaining(['buttonText', 'buttonLink']));
  });
});
