import { readFileSync } from 'node:fs';
import { getBlockDefinition } from '@site/blocks';
import { findDetailItem } from '@site/blocks/details';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, collectionAt, detailHref, duplicateId, slugify, uniqueId } from './templates.ts';

const seed = (slug: string) =>
  JSON.parse(readFileSync(new URL(`../../../../content/seed/${slug}.json`, import.meta.url), 'utf8')) as {
    blocks: { block_type: string; content: Record<string, unknown> }[];
  };
const names = { en: 'Qamar Health trains 4,000 nurses', ar: 'قمر الصحية تدرّب أربعة آلاف ممرض' };

describe('ids of new items (issue #18)', () => {
  it('are made from the English name, readable in an address', () => {
    expect(slugify('Qamar Health trains 4,000 nurses!')).toBe('qamar-health-trains-4-000-nurses');
    expect(slugify('Café & Co.')).toBe('cafe-and-co');
  });
  it('never repeat one the list holds', () => {
    expect(uniqueId('Barq Solar', new Set(['barq-solar', 'barq-solar-2']))).toBe('barq-solar-3');
    expect(uniqueId('Latifa', new Set(), 'member-')).toBe('member-latifa');
  });
  it('are short and random, with a prefix, when the name has no Latin letters', () => {
    expect(uniqueId('قمر', new Set(), '', 'story-')).toMatch(/^story-[0-9a-f]{8}$/);
  });
  it('of a copy say so', () => {
    expect(duplicateId('barq-solar', new Set(['barq-solar']))).toBe('barq-solar-copy');
    expect(duplicateId('barq-solar', new Set(['barq-solar', 'barq-solar-copy']))).toBe('barq-solar-copy-2');
  });
});

describe('every collection makes items its block accepts, in both languages', () => {
  const pages: Record<string, string> = {
    GALLERY: 'customer-stories',
    RESOURCES: 'resources',
    VACANCIES: 'careers',
    TEAM: 'our-team',
    PARTNERS: 'our-partners',
    CLIENTS: 'our-clients',
    AWARDS: 'our-awards',
    INSIGHTS: 'home',
  };
  for (const collection of COLLECTIONS) {
    for (const maker of collection.makers) {
      it(`${collection.blockType}.${collection.list}: ${maker.id}`, () => {
        const block = seed(pages[collection.blockType] as string).blocks.find(
          (b) => b.block_type === collection.blockType,
        );
        const content =
          block?.content ?? (getBlockDefinition(collection.blockType)?.defaults as Record<string, unknown>);
        const existing = (content[collection.list] as unknown[]) ?? [];
        const item = maker.make(names, existing);
        const next = { ...content, [collection.list]: [item, ...existing] };
        const result = getBlockDefinition(collection.blockType)?.schema.safeParse(next);
        expect(result?.error?.issues ?? []).toEqual([]);
        const name = item.title ?? item.name;
        expect(name).toEqual(names);
        expect(existing.some((other) => (other as { id: string }).id === item.id)).toBe(false);
        // Every starter text is in both languages.
        const texts = JSON.stringify(item);
        expect(texts).toMatch(/[\u0600-\u06ff]/);
      });
    }
  }
});

describe('a new story has its page at once', () => {
  it('is found at /customer-stories/<id> and offers "Open its page" in edit mode', () => {
    const page = seed('customer-stories');
    const gallery = page.blocks.find((b) => b.block_type === 'GALLERY');
    const existing = (gallery?.content.stories ?? []) as unknown[];
    const collection = collectionAt('GALLERY', ['stories']);
    const item = collection?.makers[0]?.make(names, existing);
    expect(item?.id).toBe('qamar-health-trains-4-000-nurses');
    const stories = [item, ...existing];
    const stored = {
      slug: 'customer-stories',
      blocks: [{ id: 'b1', block_type: 'GALLERY', order: 1, version: 1, content: { ...gallery?.content, stories } }],
    };
    const found = findDetailItem('story', stored as never, String(item?.id));
    expect(found?.item.title).toEqual(names);
    expect(detailHref(collection, 'customer-stories', item)).toBe(
      '/customer-stories/qamar-health-trains-4-000-nurses?edit=true',
    );
    // Elsewhere (a gallery on another page) the item has no page of its own.
    expect(detailHref(collection, 'home', item)).toBeUndefined();
  });
  it('only main lists are collections', () => {
    expect(collectionAt('GALLERY', ['stories', 0, 'detailContent', 'body'])).toBeUndefined();
    expect(collectionAt('TEAM', ['members'])?.makers[0]?.id).toBe('members');
  });
  it("starts a team member as the spec words it: 'New Position', the default photos, 'New bio...'", () => {
    const maker = collectionAt('TEAM', ['members'])?.makers[0];
    const made = maker?.make({ en: 'Layla Haddad', ar: 'ليلى حداد' }, [{ id: 'member-layla-haddad' }]);
    expect(made).toEqual({
      id: 'member-layla-haddad-2',
      name: { en: 'Layla Haddad', ar: 'ليلى حداد' },
      position: { en: 'New Position', ar: 'منصب جديد' },
      photoCard: '/data/uploads/seed/team-card-default.svg',
      photoModal: '/data/uploads/seed/team-modal-default.jpg',
      bio: [{ type: 'paragraph', text: { en: 'New bio...', ar: 'نبذة جديدة...' } }],
    });
  });
});
