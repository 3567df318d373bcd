import { mediaAltBody, mediaListQuery } from '@site/blocks/media-library';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import type { UploadedFile } from './check-upload.ts';
import type { MediaLibrary } from './library.ts';
import type { MediaInfoStore } from './media-info.ts';
import { storeUpload, type UploadLimits } from './service.ts';
import type { UploadStorage } from './storage.ts';

const pathQuery = z.object({ path: z.string().min(1).max(500) });
const deleteQuery = pathQuery.extend({ confirm: z.enum(['true', 'false']).optional() });

export interface LibraryRouteOptions {
  library: MediaLibrary;
  db: Db;
  storage: UploadStorage;
  limits: UploadLimits;
  mediaInfo?: MediaInfoStore | undefined;
  authorize: preHandlerHookHandler | preHandlerAsyncHookHandler;
  readFile(request: FastifyRequest, reply: FastifyReply): Promise<UploadedFile>;
  /** The upload route's body limit and deadline, for a replacement file. */
  uploadLimits: { bodyLimit: number; handlerTimeout: number };
}

const userOf = (request: FastifyRequest) => (request.user?.id as string | undefined) ?? null;

/**
 * The media library (issue #20, ADR 0032), editors only: list and search, one item with where it is
 * used, alt text, replace (multipart `file`), delete (409 naming the uses unless confirmed), and
 * clean-up of unused files. Items are named by their path in the query (`?path=/data/uploads/…`).
 */
export function libraryRoutes(app: FastifyInstance, options: LibraryRouteOptions) {
  const { library, db, storage, limits, mediaInfo, authorize, readFile, uploadLimits } = options;
  const editors = { preHandler: authorize };
  const path = (request: FastifyRequest) => parseInput(pathQuery, request.query, 'query').path;

  app.get('/v1/media', editors, async (request) => library.list(parseInput(mediaListQuery, request.query, 'query')));

  app.get('/v1/media/item', editors, async (request) => library.get(path(request)));

  app.put('/v1/media/item/alt', editors, async (request) => {
    const { alt } = parseInput(mediaAltBody, request.body);
    return library.setAlt(path(request), alt);
  });

  app.post('/v1/media/item/replace', { ...editors, ...uploadLimits }, async (request, reply) => {
    const oldPath = path(request);
    if (!request.isMultipart())
      throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
    const file = await readFile(request, reply);
    const stored = await storeUpload(storage, file, limits, mediaInfo, { db, createdBy: userOf(request) });
    return library.replace(oldPath, stored.url);
  });

  app.delete('/v1/media/item', editors, async (request, reply) => {
    const query = parseInput(deleteQuery, request.query, 'query');
    await library.remove(query.path, query.confirm === 'true');
    return reply.status(204).send();
  });

  app.get('/v1/media/unused', editors, async () => ({ items: await library.unused() }));

  app.post('/v1/media/unused/delete', editors, async () => ({ deleted: await library.removeUnused() }));
}
