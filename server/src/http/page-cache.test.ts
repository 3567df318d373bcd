import { describe, expect, it } from 'vitest';
import { type PageChange, parseChange } from '../modules/pages/changes.ts';
import { PageCache } from './page-cache.ts';

/** A change feed driven by the test: what `PageChanges` is to the cache. */
function feed() {
  const listeners: Array<(change: PageChange) => void> = [];
  return {
    live: true,
    subscribe: (listener: (change: PageChange) => void) => listeners.push(listener),
    emit: (change: PageChange) => {
      for (const listener of listeners) listener(change);
    },
  };
}

const entry = (body: string, ...pages: string[]) => ({ body, pages: new Set(pages), bytes: body.length });

describe('PageCache', () => {
  it('drops exactly the entries built from a changed page', () => {
    const changes = feed();
    const cache = new PageCache<ReturnType<typeof entry>>(changes, 1024);
    cache.set('en /about', entry('about', 'header', 'footer', 'about'), cache.begin());
    cache.set(
      'en /customer-stories/a',
      entry('story', 'header', 'customer-stories', 'story-detail-template'),
      cache.begin(),
    );
    cache.set('en /resources', entry('resources', 'header', 'resources'), cache.begin());

    changes.emit(['story-detail-template']);
    expect(cache.get('en /customer-stories/a')).toBeUndefined();
    expect(cache.get('en /about')?.body).toBe('about');
    expect(cache.get('en /resources')?.body).toBe('resources');

    changes.emit(['header']);
    expect(cache.size).toBe(0);
  });

  it('does not keep what was built from reads that a change overtook', () => {
    const changes = feed();
    const cache = new PageCache<ReturnType<typeof entry>>(changes, 1024);
    const begun = cache.begin();
    // The page is read, then another copy's write lands before the render is stored.
    changes.emit(['about']);
    cache.set('en /about', entry('stale about', 'about'), begun);
    expect(cache.get('en /about')).toBeUndefined();
  });

  it('serves and keeps nothing while changes could be missed', () => {
    const changes = feed();
    const cache = new PageCache<ReturnType<typeof entry>>(changes, 1024);
    cache.set('en /', entry('home', 'home'), cache.begin());
    changes.live = false;
    expect(cache.get('en /')).toBeUndefined();
    cache.set('en /about', entry('about', 'about'), cache.begin());
    changes.live = true;
    expect(cache.get('en /about')).toBeUndefined();
    changes.emit('all');
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, letting the least recently used go', () => {
    const cache = new PageCache<ReturnType<typeof entry>>(feed(), 10);
    cache.set('a', entry('12345', 'a'), cache.begin());
    cache.set('b', entry('12345', 'b'), cache.begin());
    cache.get('a');
    cache.set('c', entry('12345', 'c'), cache.begin());
    expect([cache.get('a')?.body, cache.get('b'), cache.get('c')?.body]).toEqual(['12345', undefined, '12345']);
  });
});

describe('parseChange', () => {
  it('reads a list of slugs and treats anything else as a change to everything', () => {
    expect(parseChange('["about","header"]')).toEqual(['about', 'header']);
    expect(parseChange('"all"')).toBe('all');
    expect(parseChange('not json')).toBe('all');
    expect(parseChange('[1,2]')).toBe('all');
  });
});
