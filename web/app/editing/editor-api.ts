import type {
  Block,
  CreatedPage,
  CreatedPreviewLink,
  CreatePageBody,
  HistoryEntry,
  Page,
  PageSettings,
  PreviewLink,
  PublishingState,
  ReleaseSummary,
  SnapshotChanges,
} from '@site/blocks';
import type { authRoutes } from '@site/blocks/api';
import { api, apiUrl, call, refreshOnce } from '../session/api-client.ts';
import { ApiError, type ErrorBodyLike } from '../session/api-error.ts';
import { getTokens } from '../session/token-store.ts';

/**
 * Every call the editor makes to the API, one typed function each, so components never build a URL
 * (uploads, which report progress, are in upload.ts). Errors are the API client's ApiError.
 */

/** An address of the site an editor can link to, with its title in both languages. */
export interface SiteLink {
  path: string;
  kind: 'page' | 'story' | 'vacancy' | 'resource';
  title: { en: string; ar: string };
}

/** What saving a page's settings answers. */
export interface StoredSettings {
  slug: string;
  settings: PageSettings;
  settings_version: number;
}

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

const page = (slug: string) => `/v1/pages/${encodeURIComponent(slug)}`;
const block = (id: string) => `/v1/pages/blocks/${encodeURIComponent(id)}`;

export const editorApi = {
  /** A page's draft with its blocks, as stored now (visitors see the published page, ADR 0025). */
  getPage: (slug: string) => api<Page>(`${page(slug)}?draft=true`),

  /** Where a page stands: live release, scheduled publish, unpublished changes. */
  publishing: (slug: string) => api<PublishingState>(`${page(slug)}/publishing`),

  /** Every page and where it stands. */
  listPages: () => api<{ pages: PublishingState[] }>('/v1/pages'),

  /** A new page from a template at its address (ADR 0033), unpublished. */
  createPage: (body: CreatePageBody) => api<CreatedPage & { menu: boolean }>('/v1/pages', { method: 'POST', body }),

  /** Moves a created page; its old address redirects to the new one. */
  movePage: (slug: string, path: string) =>
    api<CreatedPage>(`/v1/pages/${encodeURIComponent(slug)}/path`, { method: 'PUT', body: { path } }),

  /** Deletes a created page; its address redirects to `redirectTo`, or answers 410 Gone when null. */
  deletePage: (slug: string, redirectTo: string | null) =>
    api<void>(`/v1/pages/${encodeURIComponent(slug)}`, { method: 'DELETE', body: { redirect_to: redirectTo } }),

  /** Makes the drafts of these pages live in one step, now or at `at` (ISO). */
  publish: (slugs: readonly string[], at?: string) =>
    api<{ published: PublishingState[] }>('/v1/pages/publish', {
      method: 'POST',
      body: { slugs, ...(at ? { at } : {}) },
    }),

  /** Cancels the page's scheduled publish. */
  cancelScheduled: (slug: string) => api<PublishingState>(`${page(slug)}/scheduled`, { method: 'DELETE' }),

  /** Returns the draft to what visitors see. */
  discardDraft: (slug: string) => api<PublishingState>(`${page(slug)}/discard`, { method: 'POST' }),

  /** The page's releases, newest first. */
  releases: (slug: string) => api<{ releases: ReleaseSummary[] }>(`${page(slug)}/releases`),

  /** What a release changed from the one before it; `null`: what publishing the draft would change. */
  releaseChanges: (slug: string, releaseId: number | null) =>
    api<{ release: ReleaseSummary | null; changes: SnapshotChanges }>(
      releaseId === null ? `${page(slug)}/changes` : `${page(slug)}/releases/${releaseId}`,
    ),

  /** Puts an earlier release live again. */
  rollback: (slug: string, releaseId: number) =>
    api<PublishingState>(`${page(slug)}/releases/${releaseId}/rollback`, { method: 'POST' }),

  /** The page's preview links that still work (ADR 0029). */
  previews: (slug: string) => api<{ previews: PreviewLink[] }>(`${page(slug)}/previews`),

  /** A new preview link of the draft, working for `days` days; its token is shown only now. */
  createPreview: (slug: string, days: number) =>
    api<CreatedPreviewLink>(`${page(slug)}/previews`, { method: 'POST', body: { days } }),

  /** Withdraws a preview link at once. */
  revokePreview: (slug: string, id: string) =>
    api<void>(`${page(slug)}/previews/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  /** Saves a block's whole content; a stale `version` answers 409 with the current block. */
  saveBlock: (current: Pick<Block, 'id' | 'block_type' | 'version'>, content: unknown, version = current.version) =>
    api<Block>(block(current.id), { method: 'PUT', body: { type: current.block_type, content, version } }),

  /** Adds a block to a page at `order` (after the others when omitted). */
  createBlock: (slug: string, blockType: string, content: unknown, order?: number) =>
    api<Block>(`${page(slug)}/blocks`, {
      method: 'POST',
      body: { block_type: blockType, content, ...(order === undefined ? {} : { order }) },
    }),

  /** Deletes a block, unless someone changed it since `version`. */
  deleteBlock: (current: Pick<Block, 'id' | 'version'>) =>
    api<void>(block(current.id), { method: 'DELETE', headers: { 'if-match': `"${current.version}"` } }),

  /** Puts a page's blocks in this order. */
  reorderBlocks: (slug: string, ids: readonly string[]) =>
    api<Block[]>('/v1/pages/blocks/reorder', { method: 'POST', body: { slug, ids } }),

  /** The page's recent changes, newest first. */
  pageHistory: (slug: string, limit = 50) => api<{ entries: HistoryEntry[] }>(`${page(slug)}/history?limit=${limit}`),

  /** Brings back a block's earlier version (also undoes a deletion), as a new version. */
  restoreVersion: (blockId: string, version: number) =>
    api<Block>(`${block(blockId)}/restore`, { method: 'POST', body: { version } }),

  /** Every page, story, vacancy and resource of the site, for the link picker. */
  siteLinks: () => api<{ links: SiteLink[] }>('/v1/links'),

  /** Saves a page's settings; a stale `version` answers 409 with the current settings. */
  savePageSettings: (slug: string, settings: unknown, version: number) =>
    api<StoredSettings>(`${page(slug)}/settings`, { method: 'PUT', body: { settings, version } }),

  /** Who is signed in (the sign-in dialog starts with their e-mail). */
  me: () => call<typeof authRoutes.me>('GET', '/v1/auth/me'),

  /** Signs in again over the page when the session has ended; a wrong password answers 401. */
  signIn: (email: string, password: string) =>
    call<typeof authRoutes.login>('POST', '/v1/auth/login', { body: { email, password } }),

  /** The page's event stream: who else edits it and what they save; read it with `readEvents`. */
  pageEvents: (slug: string, signal: AbortSignal) => openStream(`${page(slug)}/events`, signal),

  /** Says which block I am in (null: none), for the stream `connection` the `ready` event named. */
  sayPresence: (slug: string, connection: string, blockId: string | null) =>
    api<void>(`${page(slug)}/presence`, { method: 'POST', body: { connection, block_id: blockId } }),
};
