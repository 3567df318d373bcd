import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clientsList } from './blocks/clients/list.ts';
import { storiesList } from './blocks/gallery/list.ts';
import { resourcesList } from './blocks/resources/list.ts';
import { firstOption } from './kits/list-page/filters.ts';
import { type PagedList, readListAddress, sliceList, withPage } from './kits/list-page/paged-list.ts';
import type { Page } from './page.ts';
import { pageAsListed } from './page-lists.ts';
import { formatPostDate } from './ui/post-date.ts';

/** Issue #30 part 3: what each list shows for an address, the same on the server and in the editor. */

const seed = (slug: string) =>
  JSON.parse(readFileSync(new URL(`../../../content/seed/${slug}.json`, import.meta.url), 'utf8')) as {
    blocks: Array<{ block_type: string; content: Record<string, unknown> }>;
  };
const contentOf = (slug: string, type: string) =>
  seed(slug).blocks.find((b) => b.block_type === type)?.content as Record<string, unknown>;
const show = (list: PagedList<never, { id: string }>, content: unknown, query: string) => {
  const address = readListAddress(list as PagedList, content, new URLSearchParams(query));
  const { entries, slice, exists } = sliceList(list, content, address);
  return { ids: entries.map((e) => e.id), ...slice, exists, malformed: address.malformed };
};

describe('reading a list’s address', () => {
  const content = { filters: { industry: [{ id: 'banking' }], solution: [{ id: 'totara' }] } };
  it('takes every value of its filters, known or not, and whole page numbers from 1', () => {
    expect(readListAddress(storiesList as PagedList, content, new URLSearchParams('industry=banking&page=3'))).toEqual({
      chosen: { industry: 'banking' },
      page: 3,
      malformed: false,
    });
    expect(
      readListAddress(storiesList as PagedList, content, new URLSearchParams('industry=all&solution=gone')),
    ).toEqual({ chosen: { solution: 'gone' }, page: 1, malformed: false });
    for (const page of ['0', '-2', '2.5', 'two', '', '01', '1e3'])
      expect(readListAddress(storiesList as PagedList, content, new URLSearchParams({ page })).malformed, page).toBe(
        true,
      );
  });
  it('drops the page for page 1, and keeps the rest of the address', () => {
    expect(withPage(new URLSearchParams('industry=banking&page=3'), 1).toString()).toBe('industry=banking');
    expect(withPage(new URLSearchParams('lng=ar'), 2).toString()).toBe('lng=ar&page=2');
  });
});

describe('the seeded lists (spec 000 §2)', () => {
  const stories = contentOf('customer-stories', 'GALLERY');
  const clients = contentOf('our-clients', 'CLIENTS');
  const resources = contentOf('resources', 'RESOURCES');

  it('stories: 15 a page; both filters must match; an unknown value matches nothing; past the end does not exist', () => {
    const all = show(storiesList, stories, '');
    expect(all.ids).toHaveLength(15);
    expect(all.pageCount).toBe(Math.ceil(all.total / 15));
    expect(show(storiesList, stories, `page=${all.pageCount}`).ids).toHaveLength(all.total - 15 * (all.pageCount - 1));
    const banking = show(storiesList, stories, 'industry=healthcare');
    expect(banking.total).toBeGreaterThan(0);
    expect(banking.total).toBeLessThan(all.total);
    expect(show(storiesList, stories, 'industry=space-travel')).toMatchObject({ total: 0, ids: [], exists: true });
    expect(show(storiesList, stories, `page=${all.pageCount + 1}`).exists).toBe(false);
  });

  it('clients: two pages of 15; filters narrow and can empty the list', () => {
    expect(show(clientsList, clients, '')).toMatchObject({ pageCount: 2 });
    expect(show(clientsList, clients, 'industry=aviation').total).toBeGreaterThan(1);
    expect(show(clientsList, clients, 'industry=aviation&solution=rosetta').total).toBe(0);
  });

  it('resources: 12 a page, newest first, blog or event', () => {
    const all = show(resourcesList as never, resources, '');
    expect(all.ids).toHaveLength(12);
    const dates = (resources.resources as Array<{ id: string; date: string; type: string }>).sort((a, b) =>
      b.date.localeCompare(a.date),
    );
    expect(all.ids).toEqual(dates.slice(0, 12).map((p) => p.id));
    const events = show(resourcesList as never, resources, 'filter=event');
    expect(events.total).toBe(dates.filter((p) => p.type === 'event').length);
    // Spec 000 §2: any other value of the resources' filter means all.
    expect(show(resourcesList as never, resources, 'filter=events').total).toBe(all.total);
  });

  it('finds the industry tag of a card among its categories', () => {
    const industries = [
      { id: 'government', name: 'Government' },
      { id: 'banking', name: 'Banking' },
    ];
    expect(firstOption(['totara', 'banking'], industries)?.name).toBe('Banking');
    expect(firstOption(['totara'], industries)).toBeUndefined();
  });

  it('formats post dates per language, with western digits in Arabic', () => {
    expect(formatPostDate('2026-01-20', 'en')).toBe('20 January 2026');
    expect(formatPostDate('2026-01-20', 'ar')).toMatch(/^20 يناير 2026$/);
  });
});

describe('a page as an address shows it to visitors', () => {
  const page = (slug: string): Page => {
    const { blocks, ...rest } = seed(slug) as unknown as Page & { blocks: Array<Record<string, unknown>> };
    return {
      ...rest,
      slug,
      settings: {},
      settings_version: 1,
      media: { '/data/uploads/seed/unused.png': { width: 1, height: 1, variants: [] } },
      blocks: blocks.map((b, i) => ({ ...b, id: `b${i}`, order: i, version: 1 })) as Page['blocks'],
    } as Page;
  };

  it('keeps the cards of the page asked for, without the stories’ articles, and says where it stands', () => {
    const listed = pageAsListed(page('customer-stories'), new URLSearchParams('page=2'));
    if (listed.kind !== 'page') throw new Error(listed.kind);
    const gallery = listed.page.blocks.find((b) => b.block_type === 'GALLERY');
    if (!gallery) throw new Error('no gallery');
    const cards = (gallery.content as { stories: Array<Record<string, unknown>> }).stories;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(15);
    expect(cards.every((card) => !('detailContent' in card))).toBe(true);
    expect(listed.page.lists?.[gallery.id]).toMatchObject({ page: 2 });
    expect(listed.page.media).toEqual({});
  });

  it('answers not found past the last page, and the address without a malformed page number', () => {
    expect(pageAsListed(page('resources'), new URLSearchParams('page=99')).kind).toBe('not-found');
    expect(pageAsListed(page('resources'), new URLSearchParams('filter=blog&page=abc'))).toEqual({
      kind: 'redirect',
      search: '?filter=blog',
    });
    const plain = page('about');
    expect(pageAsListed(plain, new URLSearchParams('page=abc'))).toEqual({ kind: 'page', page: plain });
  });
});
