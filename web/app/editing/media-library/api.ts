import type { AnswerOf, mediaRoutes } from '@site/blocks/api';
import type { MediaAlt, MediaListQuery } from '@site/blocks/media-library';
import { call } from '../../session/api-client.ts';
import { type UploadProgress, uploadFile } from '../upload.ts';

const item = (path: string) => `/v1/media/item?path=${encodeURIComponent(path)}` as const;

/** The media library's calls (ADR 0032); errors are the API client's ApiError. */
export const libraryApi = {
  list: (query: MediaListQuery) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== '') params.set(key, String(value));
    return call<typeof mediaRoutes.list>('GET', `/v1/media?${params}`);
  },
  get: (path: string) => call<typeof mediaRoutes.item>('GET', item(path)),
  setAlt: (path: string, alt: MediaAlt) =>
    call<typeof mediaRoutes.setAlt>('PUT', `/v1/media/item/alt?path=${encodeURIComponent(path)}`, { body: { alt } }),
  /** Uploads the new file and points every use of `path` at it. */
  replace: (path: string, file: File, onProgress: UploadProgress) =>
    uploadFile<AnswerOf<typeof mediaRoutes.replace>>(
      file,
      onProgress,
      `/v1/media/item/replace?path=${encodeURIComponent(path)}`,
      200,
    ),
  remove: (path: string, confirm: boolean) =>
    call<typeof mediaRoutes.remove>('DELETE', `${item(path)}${confirm ? '&confirm=true' : ''}`),
  unused: () => call<typeof mediaRoutes.unused>('GET', '/v1/media/unused'),
  removeUnused: () => call<typeof mediaRoutes.removeUnused>('POST', '/v1/media/unused/delete'),
};
