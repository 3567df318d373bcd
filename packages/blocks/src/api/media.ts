import { z } from 'zod';
import {
  mediaAltBody,
  mediaDeleteQuery,
  mediaItem,
  mediaItemDetail,
  mediaList,
  mediaListQuery,
  mediaPathQuery,
  multipartFile,
  uploadResult,
} from '../media-library.ts';
import { defineRoute } from './define-route.ts';

/** Uploads and the media library (ADRs 0008, 0032). */

const tooLarge = { description: 'file_too_large: over the limit for its type (videos have their own)' };
const notMultipart = { description: 'unsupported_media_type: not multipart/form-data, or a type not accepted' };
const noSuchItem = { description: 'media_not_found: no media item has this path' };

export const mediaRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/v1/uploads/',
    tag: 'Media',
    summary: 'Upload an image, video or document',
    description:
      'Multipart, one file in the field "file" (also served without the trailing slash). The file is judged by its bytes, not its name: SVGs are cleaned, raster images get WebP copies for srcset, and it is listed in the media library. The same bytes always get the same URL.',
    access: 'editor',
    bodyKind: 'multipart',
    body: multipartFile,
    answers: {
      201: { description: 'Stored (Location names its URL)', schema: uploadResult },
      400: { description: 'file_required, invalid_multipart, or a file that is empty, damaged or unsafe' },
      413: tooLarge,
      415: notMultipart,
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/media',
    tag: 'Media',
    summary: 'The media library, searched and paged',
    description:
      'Searches file names and alt text in both languages; filters by kind; sorts by date or size, newest first by default.',
    access: 'editor',
    query: mediaListQuery,
    answers: { 200: { description: 'One page of files', schema: mediaList } },
  }),
  item: defineRoute({
    method: 'GET',
    path: '/v1/media/item',
    tag: 'Media',
    summary: 'One file, with where it is used',
    description:
      'Each use names the page, the block (or the page settings), the list item, and which copies hold it: draft, live, scheduled.',
    access: 'editor',
    query: mediaPathQuery,
    answers: { 200: { description: 'The file and its uses', schema: mediaItemDetail }, 404: noSuchItem },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/media/item',
    tag: 'Media',
    summary: 'Delete a file',
    description:
      'A file in use is refused (409 naming its uses in details.uses) unless confirm=true: then it is removed from each use first, past releases and the history included, so no rollback brings it back. Seed media is never deleted.',
    access: 'editor',
    query: mediaDeleteQuery,
    answers: {
      204: { description: 'Deleted' },
      404: noSuchItem,
      409: { description: 'media_in_use (details.uses) or media_builtin (seed media)' },
    },
  }),
  setAlt: defineRoute({
    method: 'PUT',
    path: '/v1/media/item/alt',
    tag: 'Media',
    summary: 'Set the alt text of a file, in English and Arabic',
    description: 'Used wherever the file appears without alt text of its own; an empty text removes that language’s.',
    access: 'editor',
    query: mediaPathQuery,
    body: mediaAltBody,
    answers: { 200: { description: 'The file', schema: mediaItem }, 404: noSuchItem },
  }),
  replace: defineRoute({
    method: 'POST',
    path: '/v1/media/item/replace',
    tag: 'Media',
    summary: 'Replace a file in every use',
    description:
      'Multipart, the new file in the field "file", of the same kind as the old one. Every use (drafts, releases, the history) points at the new file, which keeps the old alt text unless it has its own; the old file is removed (seed media stays).',
    access: 'editor',
    query: mediaPathQuery,
    bodyKind: 'multipart',
    body: multipartFile,
    answers: {
      200: { description: 'The new file and its uses', schema: mediaItemDetail },
      400: {
        description: 'kind_mismatch, file_required, invalid_multipart, or a file that is empty, damaged or unsafe',
      },
      404: noSuchItem,
      413: tooLarge,
      415: notMultipart,
    },
  }),
  unused: defineRoute({
    method: 'GET',
    path: '/v1/media/unused',
    tag: 'Media',
    summary: 'The uploads no page uses',
    description: 'Neither a draft, nor a live or scheduled release uses them; seed media is never listed.',
    access: 'editor',
    answers: {
      200: { description: 'The unused files, newest first', schema: z.object({ items: z.array(mediaItem) }) },
    },
  }),
  removeUnused: defineRoute({
    method: 'POST',
    path: '/v1/media/unused/delete',
    tag: 'Media',
    summary: 'Delete every unused upload at once',
    description: 'Those unused at the moment of the call; past releases and the history naming them are cleared too.',
    access: 'editor',
    answers: {
      200: { description: 'The paths deleted', schema: z.object({ deleted: z.array(z.string()) }) },
    },
  }),
};
