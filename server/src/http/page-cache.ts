import { LRUCache } from 'lru-cache';
import type { PageChange, PageChanges } from '../modules/pages/changes.ts';

/** Something built from stored pages: a page's JSON, a rendered document. */
export interface PageDerived {
  /** The slugs of the pages it was built from; a change to any of them drops it. */
  pages: ReadonlySet<string>;
  /** Its size in bytes, for the cache's memory bound. */
  bytes: number;
}

/**
 * An in-memory cache of what is built from pages, bounded in bytes (least recently used goes first),
 * that drops exactly the entries built from a changed page — from this copy's writes or, through
 * PostgreSQL NOTIFY, any other copy's — and serves nothing while changes might be missed.
 */
export class PageCache<V extends PageDerived> {
  readonly #entries: LRUCache<string, V>;
  readonly #changes: Pick<PageChanges, 'live'>;
  /** Bumped on every change: a value built from reads that began before a change is not stored. */
  #generation = 0;

  constructor(changes: Pick<PageChanges, 'live' | 'subscribe'>, maxBytes: number) {
    this.#changes = changes;
    this.#entries = new LRUCache<string, V>({
      maxSize: maxBytes,
      sizeCalculation: (value) => Math.max(1, value.bytes),
    });
    changes.subscribe((change) => this.#drop(change));
  }

  get(key: string): V | undefined {
    return this.#changes.live ? this.#entries.get(key) : undefined;
  }

  /** Take this before reading what a value is built from; `set` refuses it if a change came since. */
  begin(): number {
    return this.#generation;
  }

  set(key: string, value: V, begun: number): void {
    if (begun === this.#generation && this.#changes.live) this.#entries.set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(change: PageChange): void {
    this.#generation++;
    if (change === 'all') {
      this.#entries.clear();
      return;
    }
    const stale: string[] = [];
    for (const [key, value] of this.#entries.entries()) {
      if (change.some((slug) => value.pages.has(slug))) stale.push(key);
    }
    for (const key of stale) this.#entries.delete(key);
  }
}
