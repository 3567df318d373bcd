import fastifyMultipart from '@fastify/multipart';
import { mediaRoutes, siteRoutes } from '@site/blocks/api';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, sendError } from '../../http/errors.ts';
import { ifNoneMatchHits } from '../../http/etag.ts';
import { route } from '../../http/route.ts';
import { tooLarge, type UploadedFile } from './check-upload.ts';
import type { MediaLibrary } from './library.ts';
import { libraryRoutes } from './library-routes.ts';
import type { MediaInfoStore } from './media-info.ts';
import { MEDIA_TYPES, opensInline } from './media-types.ts';
import { closeIfUnread, readLimited } from './read-limited.ts';
import { storeUpload, type UploadLimits } from './service.ts';
import { isUploadName, type UploadStorage } from './storage.ts';

export interface UploadRoutesOptions {
  storage: UploadStorage;
  /** Lets editors through; answers 401/403 otherwise. */
  authorize: preHandlerHookHandler | preHandlerAsyncHookHandler;
  limits: UploadLimits;
  /** Records each image's size and variants for the pages that use it (always the database). */
  mediaInfo?: MediaInfoStore;
  /** The media library: every upload is listed in it, and its routes are served (ADR 0032). */
  library?: { db: Db; service: MediaLibrary };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A replaced file's address: an hour, as a moved page's (the replacement may itself be replaced). */
const MOVED = 'public, max-age=3600';
/** An uploaded SVG opened on its own cannot run or load anything, even if sanitising missed something. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const SEND_AS_MULTIPART = 'Send the file as multipart/form-data, in a field named "file".';

/**
 * `POST /v1/uploads/` (multipart field `file`, editors only) → 201 `UploadResult`, and
 * `GET /data/uploads/:name` serving what was stored. Multipart parsing exists only in this plugin.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const { storage, authorize, limits, mediaInfo, library } = options;
  // Read up to the larger limit, stopping at its first byte too many (readLimited; busboy's own
  // fileSize limit would read the rest of the file to discard it); the limit for the file's real
  // type is applied once it is known.
  const streamLimit = Math.max(limits.maxBytes, limits.maxVideoBytes);
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Number.POSITIVE_INFINITY,
      files: 1,
      fields: 20,
      parts: 40,
      fieldSize: 64 * 1024,
      headerPairs: 100,
    },
  });

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message, error.details);
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, 'file_too_large', error.message);
    if (status === 415) return sendError(reply, 415, 'unsupported_media_type', SEND_AS_MULTIPART);
    if (status >= 400 && status < 500) {
      return sendError(reply, status, error.code?.toLowerCase() ?? 'bad_request', error.message);
    }
    // Everything else (a database outage, a bug) is the enclosing app's to answer.
    throw error;
  });

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type', SEND_AS_MULTIPART);
    const file = await readFilePart(request, reply, streamLimit);
    const createdBy = (request.user?.id as string | undefined) ?? null;
    const result = await storeUpload(storage, file, limits, mediaInfo, library && { db: library.db, createdBy });
    return reply.status(201).header('location', result.url).send(result);
  };
  // A large video over a slow connection takes minutes to arrive (the app's deadline is seconds).
  const uploadLimits = { bodyLimit: streamLimit + 1024 * 1024, handlerTimeout: 15 * 60_000 };
  // Served with and without the trailing slash: one route, declared once.
  for (const contract of [mediaRoutes.upload, { ...mediaRoutes.upload, path: '/v1/uploads' }]) {
    route(app, contract, { preHandler: authorize, ...uploadLimits }, (_input, request, reply) =>
      upload(request, reply),
    );
  }
  if (library) {
    libraryRoutes(app, {
      library: library.service,
      db: library.db,
      storage,
      limits,
      mediaInfo,
      authorize,
      readFile: (request, reply) => readFilePart(request, reply, streamLimit),
      uploadLimits,
    });
  }

  route(app, siteRoutes.uploadedFile, {}, async ({ params: { name } }, request, reply) => {
    const file = isUploadName(name) ? await storage.get(name) : null;
    if (!file) {
      // A page drawn before its file was replaced (an open tab, a copy elsewhere) still finds a picture.
      const moved = library && isUploadName(name) ? await library.service.movedTo(name) : null;
      if (moved) return reply.status(301).header('location', moved).header('cache-control', MOVED).send();
      return sendError(reply, 404, 'upload_not_found', 'There is no upload with this name.');
    }

    const etag = `"${name}"`;
    const ifRange = request.headers['if-range'];
    const range = byteRange(request.headers.range, file.size, typeof ifRange === 'string' ? ifRange : undefined, etag);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`);
      return sendError(reply, 416, 'range_not_satisfiable', `The file has ${file.size} bytes.`);
    }
    reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE)
      .header('etag', etag)
      .header('accept-ranges', 'bytes');
    if (file.contentType === MEDIA_TYPES.svg) reply.header('content-security-policy', SVG_CSP);
    // A PDF or Office file opened from our origin would be a page of ours; downloaded, it is not.
    if (!opensInline(file.contentType)) reply.header('content-disposition', `attachment; filename="${name}"`);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
    if (!range) return reply.send(file.data);
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .send(file.data.subarray(range.start, range.end + 1));
  });
}

async function readFilePart(request: FastifyRequest, reply: FastifyReply, streamLimit: number): Promise<UploadedFile> {
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw new HttpError(400, 'file_required', `No file was sent. ${SEND_AS_MULTIPART}`);
    }
    const data = await readLimited(part.file, streamLimit);
    if (!data) throw tooLarge(streamLimit);
    return { data, filename: part.filename };
  } catch (error) {
    closeIfUnread(request, reply);
    if (error instanceof HttpError) throw error;
    // Malformed multipart, too many parts, or the client went away: never a server error.
    throw new HttpError(400, 'invalid_multipart', `The multipart body could not be read: ${(error as Error).message}`);
  }
}

/**
 * One `Range: bytes=…` (Safari plays video only through ranges). Several ranges, malformed
 * headers and a stale If-Range get the whole file, as RFC 9110 allows.
 */
export function byteRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  return start >= size ? 'unsatisfiable' : { start, end };
}
