import type { Block, ReleaseSummary, SiteLink, SnapshotChanges, StoredSettings } from '@site/blocks';
import type { authRoutes, BodyOf, collectionRoutes, pageRoutes, publishingRoutes } from '@site/blocks/api';
import { apiUrl, call, refreshOnce } from '../session/api-client.ts';
import { ApiError, type ErrorBodyLike } from '../session/api-error.ts';
import { getTokens } from '../session/token-store.ts';

/**
 * Every call the editor makes to the API, one typed function each, so components never build a URL
 * (uploads, which report progress, are in upload.ts). Each takes its method, path, body and answer
 * from the route's contract (ADR 0039). Errors are the API client's ApiError.
 */

/** An address of the site an editor can link to, and what saving a page's settings answers. */
export type { SiteLink, StoredSettings };

/** Another editor on the page: who, and the block they are in (null: none). */
export interface PresentEditor {
  user_id: string;
  name: string;
  block_id: string | null;
}

/** What a page's event stream says (GET /v1/pages/:slug/events, ADR 0028). */
export type PageEvent =
  | { event: 'ready'; data: { connection: string; user_id: string } }
  | { event: 'presence'; data: { editors: PresentEditor[] } }
  | { event: 'block-saved'; data: { block: Block; by: { id: string; name: string } | null } }
  | { event: 'blocks-changed'; data: { slug: string } };

/**
 * Opens a stream with the access token in its Authorization header (never in the address, where
 * logs and history keep it), renewing the token once on a 401 as every call does.
 */
async function openStream(path: string, signal: AbortSignal): Promise<Response> {
  const send = (token: string | null) =>
    fetch(apiUrl(path), {
      signal,
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    });
  let response = await send(getTokens().accessToken);
  if (response.status === 401) {
    const token = await refreshOnce();
    if (token) response = await send(token);
  }
  if (!response.ok || !response.body) {
    throw new ApiError(response.status, (await response.json().catch(() => null)) as ErrorBodyLike | null);
  }
  return response;
}

/** Reads server-sent events from a stream's body, one at a time, until it ends. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<PageEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const chunk = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of chunk.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) yield { event, data: JSON.parse(data.join('\n')) } as PageEvent;
    }
  }
}

const page = (slug: string) => `/v1/pages/${encodeURIComponent(slug)}` as const;
const block = (id: string) => `/v1/pages/blocks/${encodeURIComponent(id)}` as const;
const item = (collection: string, slug: string) =>
  `/v1/collections/${encodeURIComponent(collection)}/items/${encodeURIComponent(slug)}` as const;

export const editorApi = {
  /** A page's draft with its blocks, as stored now (visitors see the published page, ADR 0025). */
  getPage: (slug: string) => call<typeof pageRoutes.get>('GET', `${page(slug)}?draft=true`),

  /**
   * The draft as edit mode shows it at an address: a list page's list holds the drafts of the page
   * its filters and `page` ask for, and `lists` says where each stands (ADR 0040).
   */
  getPageWindow: (slug: string, address: URLSearchParams) => {
    const params = new URLSearchParams(address);
    for (const key of ['draft', 'lists', 'edit', 'lng', 'preview', 'item']) params.delete(key);
    params.set('draft', 'true');
    params.set('lists', 'page');
    return call<typeof pageRoutes.get>('GET', `${page(slug)}?${params}`);
  },

  /** The same draft with list blocks' arrays empty: their settings, for a form on one item. */
  getPageSettings: (slug: string) => call<typeof pageRoutes.get>('GET', `${page(slug)}?draft=true&lists=none`),

  /** One item of a collection as editors last saved it (ADR 0040). */
  getItem: (collection: string, slug: string) => call<typeof collectionRoutes.get>('GET', item(collection, slug)),

  /** A page of a collection's items: searched (either language), sorted and paged by the database. */
  listItems: (
    collection: string,
    query: {
      q?: string;
      sort?: 'default' | 'title' | 'updated';
      page?: number;
      per_page?: number;
      /** `category:banking`, `type:blog`: an item must have every one. */
      filter?: readonly string[];
    },
    signal?: AbortSignal,
  ) => {
    const { filter = [], ...rest } = query;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(rest)) if (value) params.set(key, String(value));
    for (const value of filter) params.append('filter', value);
    return call<typeof collectionRoutes.list>(
      'GET',
      `/v1/collections/${encodeURIComponent(collection)}/items?${params}`,
      signal ? { signal } : {},
    );
  },

  /** Adds an item; without a slug the server makes one from its English title. */
  createItem: (collection: string, content: unknown, slug?: string) =>
    call<typeof collectionRoutes.create>('POST', `/v1/collections/${encodeURIComponent(collection)}/items`, {
      body: { content, ...(slug ? { slug } : {}) },
    }),

  /** Deletes an item unless someone changed it since `version`; restoreItem brings it back. */
  deleteItem: (collection: string, slug: string, version: number) =>
    call<typeof collectionRoutes.remove>('DELETE', item(collection, slug), { headers: { 'if-match': `"${version}"` } }),

  restoreItem: (collection: string, slug: string) =>
    call<typeof collectionRoutes.restore>('POST', `${item(collection, slug)}/restore`, { body: undefined }),

  /** Puts an item of a hand-ordered collection right after `after` (first when null). */
  moveItem: (collection: string, slug: string, after: string | null) =>
    call<typeof collectionRoutes.move>('POST', `${item(collection, slug)}/move`, { body: { after } }),

  /** Saves one item alone; a stale `version` answers 409 with the current item. */
  saveItem: (collection: string, slug: string, content: unknown, version: number) =>
    call<typeof collectionRoutes.update>('PUT', item(collection, slug), { body: { content, version } }),

  /** Where a page stands: live release, scheduled publish, unpublished changes. */
  publishing: (slug: string) => call<typeof publishingRoutes.state>('GET', `${page(slug)}/publishing`),

  /** Every page and where it stands. */
  listPages: () => call<typeof publishingRoutes.states>('GET', '/v1/pages'),

  /** A new page from a template at its address (ADR 0033), unpublished. */
  createPage: (body: BodyOf<typeof pageRoutes.createPage>) =>
    call<typeof pageRoutes.createPage>('POST', '/v1/pages', { body }),

  /** Moves a created page; its old address redirects to the new one. */
  movePage: (slug: string, path: string) =>
    call<typeof pageRoutes.movePage>('PUT', `${page(slug)}/path`, { body: { path } }),

  /** Deletes a created page; its address redirects to `redirectTo`, or answers 410 Gone when null. */
  deletePage: (slug: string, redirectTo: string | null) =>
    call<typeof pageRoutes.deletePage>('DELETE', page(slug), { body: { redirect_to: redirectTo } }),

  /** Makes the drafts of these pages live in one step, now or at `at` (ISO). */
  publish: (slugs: readonly string[], at?: string) =>
    call<typeof publishingRoutes.publish>('POST', '/v1/pages/publish', {
      body: { slugs: [...slugs], ...(at ? { at } : {}) },
    }),

  /** Cancels the page's scheduled publish. */
  cancelScheduled: (slug: string) => call<typeof publishingRoutes.cancelScheduled>('DELETE', `${page(slug)}/scheduled`),

  /** Returns the draft to what visitors see. */
  discardDraft: (slug: string) => call<typeof publishingRoutes.discard>('POST', `${page(slug)}/discard`),

  /** The page's releases, newest first. */
  releases: (slug: string) => call<typeof publishingRoutes.releases>('GET', `${page(slug)}/releases`),

  /** What a release changed from the one before it; `null`: what publishing the draft would change. */
  releaseChanges: (
    slug: string,
    releaseId: number | null,
  ): Promise<{ release: ReleaseSummary | null; changes: SnapshotChanges }> =>
    releaseId === null
      ? call<typeof publishingRoutes.changes>('GET', `${page(slug)}/changes`)
      : call<typeof publishingRoutes.release>('GET', `${page(slug)}/releases/${releaseId}`),

  /** Puts an earlier release live again; `keepDraft`: the draft stays as it is (an undone publish). */
  rollback: (slug: string, releaseId: number, keepDraft = false) =>
    call<typeof publishingRoutes.rollback>(
      'POST',
      `${page(slug)}/releases/${releaseId}/rollback${keepDraft ? '?draft=keep' : ''}`,
    ),

  /** The page's preview links that still work (ADR 0029). */
  previews: (slug: string) => call<typeof publishingRoutes.previews>('GET', `${page(slug)}/previews`),

  /** A new preview link of the draft, working for `days` days; its token is shown only now. */
  createPreview: (slug: string, days: number) =>
    call<typeof publishingRoutes.createPreview>('POST', `${page(slug)}/previews`, { body: { days } }),

  /** Withdraws a preview link at once. */
  revokePreview: (slug: string, id: string) =>
    call<typeof publishingRoutes.revokePreview>('DELETE', `${page(slug)}/previews/${encodeURIComponent(id)}`),

  /** An item's preview links that still work (ADR 0040). */
  itemPreviews: (collection: string, slug: string) =>
    call<typeof collectionRoutes.previews>('GET', `${item(collection, slug)}/previews`),

  /** An item's releases, newest first. */
  itemReleases: (collection: string, slug: string) =>
    call<typeof collectionRoutes.releases>('GET', `${item(collection, slug)}/releases`),

  /** Puts an item's earlier release back live, as a new release. */
  rollbackItem: (collection: string, slug: string, releaseId: number) =>
    call<typeof collectionRoutes.rollback>('POST', `${item(collection, slug)}/releases/${releaseId}/rollback`),

  /** Where an item stands: live release, scheduled publish, unpublished changes. */
  itemPublishing: (collection: string, slug: string) =>
    call<typeof collectionRoutes.state>('GET', `${item(collection, slug)}/publishing`),

  /** The collection's unpublished changes, item by item. */
  pendingItems: (collection: string) =>
    call<typeof collectionRoutes.pending>(
      'GET',
      `/v1/collections/changes?collection=${encodeURIComponent(collection)}`,
    ),

  /** Publishes one item's draft now, or at `at` (ISO). */
  publishItem: (collection: string, slug: string, at?: string) =>
    call<typeof collectionRoutes.publish>('POST', `${item(collection, slug)}/publish`, { body: at ? { at } : {} }),

  /** Cancels an item's scheduled publish. */
  cancelItemScheduled: (collection: string, slug: string) =>
    call<typeof collectionRoutes.cancelScheduled>('DELETE', `${item(collection, slug)}/scheduled`),

  /** An item's saved versions, newest first. */
  itemHistory: (collection: string, slug: string, signal?: AbortSignal) =>
    call<typeof collectionRoutes.history>('GET', `${item(collection, slug)}/history`, signal ? { signal } : {}),

  /** Brings back the content an item had at `version`, as its new version. */
  restoreItemVersion: (collection: string, slug: string, version: number) =>
    call<typeof collectionRoutes.restore>('POST', `${item(collection, slug)}/restore`, { body: { version } }),

  /** A new preview link of one item's draft, with the address it opens; its token is shown only now. */
  createItemPreview: (collection: string, slug: string, days: number) =>
    call<typeof collectionRoutes.createPreview>('POST', `${item(collection, slug)}/previews`, { body: { days } }),

  /** Withdraws an item's preview link at once. */
  revokeItemPreview: (collection: string, slug: string, id: string) =>
    call<typeof collectionRoutes.revokePreview>(
      'DELETE',
      `${item(collection, slug)}/previews/${encodeURIComponent(id)}`,
    ),

  /** Saves a block's whole content; a stale `version` answers 409 with the current block. */
  saveBlock: (current: Pick<Block, 'id' | 'block_type' | 'version'>, content: unknown, version = current.version) =>
    call<typeof pageRoutes.updateBlock>('PUT', block(current.id), {
      body: { type: current.block_type, content, version },
    }),

  /**
   * Saves a list block's own settings and the entries its arrays hold, each as its item, in one
   * transaction (`lists=changed`): no item is added, removed or moved.
   */
  saveListChanges: (current: Pick<Block, 'id' | 'block_type'>, content: unknown, version: number) =>
    call<typeof pageRoutes.updateBlock>('PUT', `${block(current.id)}?lists=changed`, {
      body: { type: current.block_type, content, version },
    }),

  /** Says a text's two languages are right as they are: it no longer counts as needing translation. */
  confirmTranslation: (blockId: string, at: string) =>
    call<typeof pageRoutes.confirmTranslation>('POST', `${block(blockId)}/translations/confirm`, { body: { at } }),

  /** Adds a block to a page at `order` (after the others when omitted). */
  createBlock: (slug: string, blockType: string, content: unknown, order?: number) =>
    call<typeof pageRoutes.createBlock>('POST', `${page(slug)}/blocks`, {
      body: { block_type: blockType, content, ...(order === undefined ? {} : { order }) },
    }),

  /** Deletes a block, unless someone changed it since `version`. */
  deleteBlock: (current: Pick<Block, 'id' | 'version'>) =>
    call<typeof pageRoutes.deleteBlock>('DELETE', block(current.id), {
      headers: { 'if-match': `"${current.version}"` },
    }),

  /** Puts a page's blocks in this order. */
  reorderBlocks: (slug: string, ids: readonly string[]) =>
    call<typeof pageRoutes.reorder>('POST', '/v1/pages/blocks/reorder', { body: { slug, ids: [...ids] } }),

  /** The page's recent changes, newest first. */
  pageHistory: (slug: string, limit = 50) =>
    call<typeof pageRoutes.history>('GET', `${page(slug)}/history?limit=${limit}`),

  /** Brings back a block's earlier version (also undoes a deletion), as a new version. */
  restoreVersion: (blockId: string, version: number) =>
    call<typeof pageRoutes.restoreBlock>('POST', `${block(blockId)}/restore`, { body: { version } }),

  /** Every page, story, vacancy and resource of the site, for the link picker. */
  siteLinks: () => call<typeof pageRoutes.links>('GET', '/v1/links'),

  /** Saves a page's settings; a stale `version` answers 409 with the current settings. */
  savePageSettings: (slug: string, settings: BodyOf<typeof pageRoutes.updateSettings>['settings'], version: number) =>
    call<typeof pageRoutes.updateSettings>('PUT', `${page(slug)}/settings`, { body: { settings, version } }),

  /** Who is signed in (the sign-in dialog starts with their e-mail). */
  me: () => call<typeof authRoutes.me>('GET', '/v1/auth/me'),

  /** Signs in again over the page when the session has ended; a wrong password answers 401. */
  signIn: (email: string, password: string) =>
    call<typeof authRoutes.login>('POST', '/v1/auth/login', { body: { email, password } }),

  /** The page's event stream: who else edits it and what they save; read it with `readEvents`. */
  pageEvents: (slug: string, signal: AbortSignal) => openStream(`${page(slug)}/events`, signal),

  /** Says which block I am in (null: none), for the stream `connection` the `ready` event named. */
  sayPresence: (slug: string, connection: string, blockId: string | null) =>
    call<typeof publishingRoutes.presence>('POST', `${page(slug)}/presence`, {
      body: { connection, block_id: blockId },
    }),
};
