import type { MediaAlt, MediaItem, MediaItemDetail, MediaList, MediaListQuery } from '@site/blocks/media-library';
import { api } from '../../session/api-client.ts';
import { type UploadProgress, uploadFile } from '../upload.ts';

const item = (path: string) => `/v1/media/item?path=${encodeURIComponent(path)}`;

/** The media library's calls (ADR 0032); errors are the API client's ApiError. */
export const libraryApi = {
  list: (query: MediaListQuery) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    return api<MediaList>(`/v1/media?${params}`);
  },
  get: (path: string) => api<MediaItemDetail>(item(path)),
  setAlt: (path: string, alt: MediaAlt) =>
    api<MediaItem>(`/v1/media/item/alt?path=${encodeURIComponent(path)}`, { method: 'PUT', body: { alt } }),
  /** Uploads the new file and points every use of `path` at it. */
  replace: (path: string, file: File, onProgress: UploadProgress) =>
    uploadFile<MediaItemDetail>(file, onProgress, `/v1/media/item/replace?path=${encodeURIComponent(path)}`, 200),
  remove: (path: string, confirm: boolean) =>
    api<void>(`${item(path)}${confirm ? '&confirm=true' : ''}`, { method: 'DELETE' }),
  unused: () => api<{ items: MediaItem[] }>('/v1/media/unused'),
  removeUnused: () => api<{ deleted: string[] }>('/v1/media/unused/delete', { method: 'POST' }),
};
