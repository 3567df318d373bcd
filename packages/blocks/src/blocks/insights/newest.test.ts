import { describe, expect, it } from 'vitest';
import { newestPosts } from './newest.ts';

const post = (id: string, date: string) => ({ id, date, type: 'blog' as const, title: id });

describe('newestPosts', () => {
  it('keeps the six newest, newest first, without touching the input', () => {
    const posts = [
      '2026-03-01',
      '2026-07-09',
      '2025-12-31',
      '2026-01-15',
      '2026-07-10',
      '2026-05-05',
      '2026-02-02',
    ].map((date, i) => post(`p${i}`, date));
    const copy = structuredClone(posts);
    expect(newestPosts(posts).map((p) => p.date)).toEqual([
      '2026-07-10',
      '2026-07-09',
      '2026-05-05',
      '2026-03-01',
      '2026-02-02',
      '2026-01-15',
    ]);
    expect(posts).toEqual(copy);
  });
});
