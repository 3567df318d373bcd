import { mediaRoutes as contracts } from '@site/blocks/api';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { UploadedFile } from './check-upload.ts';
import type { MediaLibrary } from './library.ts';
import type { MediaInfoStore } from './media-info.ts';
import { storeUpload, type UploadLimits } from './service.ts';
import type { UploadStorage } from './storage.ts';

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

  route(app, contracts.list, editors, async ({ query }) => library.list(query));

  route(app, contracts.item, editors, async ({ query }) => library.get(query.path));

  route(app, contracts.setAlt, editors, async ({ query, body: { alt } }) => library.setAlt(query.path, alt));

  route(app, contracts.replace, { ...editors, ...uploadLimits }, async ({ query }, request, reply) => {
    if (!request.isMultipart())
      throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
    const file = await readFile(request, reply);
    const stored = await storeUpload(storage, file, limits, mediaInfo, { db, createdBy: userOf(request) });
    return library.replace(query.path, stored.url);
  });

  route(app, contracts.remove, editors, async ({ query }, _request, reply) => {
    await library.remove(query.path, query.confirm === 'true');
    return reply.status(204).send();
  });

  route(app, contracts.unused, editors, async () => ({ items: await library.unused() }));

  route(app, contracts.removeUnused, editors, async () => ({ deleted: await library.removeUnused() }));
}
