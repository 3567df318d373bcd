import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../../ui/post-date.ts';
import { filterFromQuery, filterResources } from './filter.ts';

const posts = [
  { id: 'b1', type: 'blog' as const, date: '2026-01-20' },
  { id: 'e1', type: 'event' as const, date: '2026-04-22' },
  { id: 'b2', type: 'blog' as const, date: '2026-03-10' },
  { id: 'e2', type: 'event' as const, date: '2025-11-02' },
];

describe('resources filter', () => {
  it('accepts blog or event from the address, anything else is all', () => {
    expect(filterFromQuery('blog')).toBe('blog');
    expect(filterFromQuery('event')).toBe('event');
    expect(filterFromQuery('events')).toBe('all');
    expect(filterFromQuery('')).toBe('all');
    expect(filterFromQuery(null)).toBe('all');
  });

  it('keeps the chosen kind, newest first, without touching the input', () => {
    const copy = structuredClone(posts);
    expect(filterResources(posts, 'all').map((p) => p.id)).toEqual(['e1', 'b2', 'b1', 'e2']);
    expect(filterResources(posts, 'blog').map((p) => p.id)).toEqual(['b2', 'b1']);
    expect(filterResources(posts, 'event').map((p) => p.id)).toEqual(['e1', 'e2']);
    expect(posts).toEqual(copy);
  });

  it('formats dates per language, with western digits in Arabic', () => {
    expect(formatPostDate('2026-01-20', 'en')).toBe('20 January 2026');
    expect(formatPostDate('2026-01-20', 'ar')).toMatch(/^20 يناير 2026$/);
  });
});
