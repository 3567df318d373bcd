import type { Block, HistoryEntry, Me, Page, PageSettings, TokenPair } from '@site/blocks';
import { api } from '../session/api-client.ts';

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

const page = (slug: string) => `/v1/pages/${encodeURIComponent(slug)}`;
const block = (id: string) => `/v1/pages/blocks/${encodeURIComponent(id)}`;

export const editorApi = {
  /** A page with its blocks, as stored now. */
  getPage: (slug: string) => api<Page>(page(slug)),

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
  me: () => api<Me>('/v1/auth/me'),

  /** Signs in again over the page when the session has ended; a wrong password answers 401. */
  signIn: (email: string, password: string) =>
    api<TokenPair>('/v1/auth/login', { method: 'POST', body: { email, password } }),
};
