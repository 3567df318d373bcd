import { createServer } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { siteRoutes } from '@site/blocks/api';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/errors.ts';
import { SEED_MEDIA_DIR } from './db/seed.ts';
import { answerCachedFirst, type CachedResponse } from './http/cached-responses.ts';
import { HttpError, sendError } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors, loggableError } from './http/framework-errors.ts';
import { answerHitsOnSocket } from './http/hits-on-socket.ts';
import { PageCache } from './http/page-cache.ts';
import { route } from './http/route.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { findUnsafeText } from './http/unsafe-text.ts';
import { requireRole } from './modules/auth/guard.ts';
import { authRoutes, type LOGIN_LIMITS, loginLimitsFor, type PASSWORD_CHANGE_LIMIT } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { pagesShowing } from './modules/collections/held-lists.ts';
import { createItemReleases } from './modules/collections/item-releases.ts';
import { collectionItemRoutes } from './modules/collections/routes.ts';
import { createCollections } from './modules/collections/service.ts';
import { docsRoutes } from './modules/docs/routes.ts';
import { createOutbox } from './modules/inquiries/outbox.ts';
import { INQUIRY_LIMITS, inquiryRoutes } from './modules/inquiries/routes.ts';
import { createInquiryService } from './modules/inquiries/service.ts';
import { type MailTransport, transportFromConfig } from './modules/inquiries/transports.ts';
import { createPageChanges } from './modules/pages/changes.ts';
import { createdPageRoutes } from './modules/pages/created-page-routes.ts';
import { createCreatedPages } from './modules/pages/created-pages.ts';
import { previewRoutes } from './modules/pages/preview-routes.ts';
import { createPreviews, previewSite } from './modules/pages/previews.ts';
import { releaseRoutes } from './modules/pages/release-routes.ts';
import { createReleases } from './modules/pages/releases.ts';
import { blockWriteRoutes, pageRoutes } from './modules/pages/routes.ts';
import { startPublishScheduler } from './modules/pages/scheduler.ts';
import { createPageService } from './modules/pages/service.ts';
import { createSettingsWrites, pageSettingsRoutes } from './modules/pages/settings.ts';
import { createBlockWrites } from './modules/pages/writes.ts';
import { passwordLinkRoutes, peopleRoutes, type RESET_LIMITS, resetLimitsFor } from './modules/people/routes.ts';
import { createPeople } from './modules/people/service.ts';
import { presenceRoutes } from './modules/presence/routes.ts';
import { createQueryLog } from './modules/search/query-log.ts';
import { searchApiRoutes, searchLimiter } from './modules/search/routes.ts';
import { createSearch } from './modules/search/service.ts';
import { catchUpSearch, staleSearchItems } from './modules/search/sync.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { createMediaLibrary } from './modules/uploads/library.ts';
import { createMediaInfoStore } from './modules/uploads/media-info.ts';
import { contentTypeOfName, opensInline } from './modules/uploads/media-types.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createDatabaseStorage, createDiskStorage } from './modules/uploads/storage.ts';
import { createReactRouterHandler } from './ssr/react-router-handler.ts';

export type SsrSource =
  /** The production build of web/ (`react-router build`). */
  | { kind: 'build'; buildDir: string }
  /** A Vite dev server (middleware mode) that compiles on request, with hot reload. */
  | { kind: 'vite'; vite: import('vite').ViteDevServer }
  /** API only, for API tests. */
  | { kind: 'none' };

export type AppConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'LOG_LEVEL'
  | 'TRUST_PROXY'
  | 'UPLOAD_STORAGE'
  | 'UPLOAD_MAX_BYTES'
  | 'UPLOAD_MAX_VIDEO_BYTES'
  | 'PAGE_CACHE_MB'
  | 'PUBLIC_URL'
  | 'ADMIN_EMAIL'
  | 'MAIL_TRANSPORT'
  | 'MAIL_TO'
  | 'MAIL_FROM'
  | 'SMTP_URL'
  | 'EMAILJS_URL'
  | 'EMAILJS_SERVICE_ID'
  | 'EMAILJS_TEMPLATE_ID'
  | 'EMAILJS_USER_ID'
  | 'MAIL_MAX_ATTEMPTS'
  | 'MAIL_RETRY_SECONDS'
  | 'MAIL_LEASE_SECONDS'
  | 'INQUIRY_RATE_LIMIT'
  | 'SEARCH_RATE_LIMIT'
  | 'LOGIN_RATE_LIMIT'
  | 'RESET_RATE_LIMIT'
  | 'PAGE_CACHE'
>;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  jwtSecret: string;
  ssr: SsrSource;
  /** false silences logs (tests); a stream receives them instead of stdout. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** How long a request may take from arrival to answer before it is answered 503 (ADR 0020); tests shorten it. */
  requestDeadlineMs?: number;
  /** Login rate limits; tests lower them. */
  loginLimits?: typeof LOGIN_LIMITS;
  /** Password changes per user; tests lower it. */
  passwordChangeLimit?: typeof PASSWORD_CHANGE_LIMIT;
  /** Form submissions per address; tests change them. */
  inquiryLimits?: typeof INQUIRY_LIMITS;
  /** Password reset requests per address and per account; tests lower them. */
  resetLimits?: typeof RESET_LIMITS;
  /**
   * The delivery worker for stored inquiries: on by default, polling every `pollMs`, with the
   * configured transport unless one is given. `false` leaves inquiries stored and unsent (tests
   * drive an outbox of their own).
   */
  outbox?: false | { transport?: MailTransport; pollMs?: number };
  /** The clock scheduled publishes are judged by (tests move it); the system clock by default. */
  clock?: () => Date;
  /** How often this copy looks for scheduled publishes that are due. */
  schedulerPollMs?: number;
  /** Hears every route as it is registered (the test that every route is in the OpenAPI document). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/**
 * A request's deadline: a stalled database gives a 503 within seconds (each query also has its
 * limit, see QUERY_TIME_LIMITS). Routes that receive large files set their own, longer one.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/** Longer than a proxy keeps its idle upstream connections (nginx: 60 s), as Fastify's default is. */
export const KEEP_ALIVE_MS = 72_000;

/** Live items the search index may lack at start-up and still be caught up before the copy is ready. */
const CATCH_UP_BEFORE_READY = 500;

/**
 * The caches' bytes (PAGE_CACHE_MB): two thirds for whole answers (a seeded page is 50–150 KB in
 * each language), one third for page JSON (the seeded site's is about 0.5 MB).
 */
export function pageCacheBytes(megabytes: number): { responses: number; pages: number } {
  const total = megabytes * 1024 * 1024;
  return { responses: Math.floor((total * 2) / 3), pages: Math.floor(total / 3) };
}

export async function createApp({
  config,
  database,
  jwtSecret,
  ssr,
  logger = true,
  requestDeadlineMs = REQUEST_DEADLINE_MS,
  loginLimits,
  passwordChangeLimit,
  inquiryLimits,
  resetLimits,
  outbox: outboxOptions = {},
  clock = () => new Date(),
  schedulerPollMs = 5_000,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  // Every write announces the pages it changed; every copy's caches listen (ADR 0015).
  const changes = createPageChanges(database);
  const caching = config.PAGE_CACHE === 'on' ? changes : undefined;
  const cacheBytes = pageCacheBytes(config.PAGE_CACHE_MB);
  // Whole answers (documents, page JSON), sent again byte for byte until a page they use changes.
  // None in development, where the code changes under them.
  const responses =
    caching && ssr.kind !== 'vite' ? new PageCache<CachedResponse>(caching, cacheBytes.responses) : undefined;

  const app = Fastify({
    serverFactory: (handler) => {
      const server = createServer(answerCachedFirst(responses, config.TRUST_PROXY, handler));
      // Fastify's own default, lost with a serverFactory. Node's 5 s closes an idle connection just as a
      // client or a proxy (nginx keeps its upstream connections 60 s) sends on it: ECONNRESET or a 502.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      if (responses) answerHitsOnSocket(server, responses, config.TRUST_PROXY);
      return server;
    },
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          redact: [
            'req.headers.authorization',
            'req.headers.cookie',
            'req.body.password',
            'req.body.refresh_token',
            'req.body.current_password',
            'req.body.new_password',
          ],
          ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
        }
      : false,
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    handlerTimeout: requestDeadlineMs,
    // Every error in the contract's shape, including those Fastify and Node answer before a route runs.
    frameworkErrors,
    clientErrorHandler,
    // Believe X-Forwarded-For only for the configured number of proxy hops.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
  });
  if (onRoute) app.addHook('onRoute', onRoute);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // One check for every route: no text PostgreSQL cannot store or UTF-8 cannot encode, in any body
  // (JSON or form), query or path parameter, named in a 400 before a handler sees it.
  app.addHook('preValidation', async (request) => {
    // A search's words are plain text whatever they hold (ADR 0047): search drops what cannot be stored.
    const searching = /^\/(v1\/)?search(\/|\?|$)/.test(request.url);
    for (const [where, value] of [
      ['body', request.body],
      ['query', searching ? undefined : request.query],
      ['address', request.params],
    ] as const) {
      const problem = findUnsafeText(value);
      if (problem)
        throw new HttpError(400, 'invalid_text', `The ${where} holds text that cannot be stored.`, [problem]);
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // Logs say which route failed and how, never what was submitted (loggableError).
    const logged = {
      route: `${request.method} ${request.routeOptions.url ?? '(no route)'}`,
      error: loggableError(error),
    };
    if (isDatabaseUnavailable(error)) {
      request.log.warn(logged, 'database unavailable');
      return sendError(reply, 503, 'database_unavailable', 'The database is not answering. Try again shortly.');
    }
    if (error instanceof HttpError) return sendError(reply, error.statusCode, error.code, error.message, error.details);
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn(logged, 'request deadline passed');
      return sendError(reply, 503, 'timeout', 'The answer took too long. Try again shortly.');
    }
    // Fastify's own 4xx errors (malformed JSON, body too large, wrong content type) keep their status.
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      return sendError(reply, status, error.code?.toLowerCase() ?? 'bad_request', error.message);
    }
    request.log.error(logged, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'Something went wrong on our side.');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, 'not_found', `Nothing at ${request.method} ${request.url.split('?')[0]}.`),
  );

  await registerSecurityHeaders(app, { development: ssr.kind === 'vite', trustProxy: config.TRUST_PROXY });
  // Brotli or gzip for what is not compressed already: build assets come with .br/.gz copies
  // (scripts/compress-assets.mjs) and cached answers keep theirs (cached-responses.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  route(app, siteRoutes.health, {}, async () => ({ status: 'ok' }));
  route(app, siteRoutes.ready, {}, async (_input, _request, reply) => {
    try {
      await database.ping(2000);
      return { status: 'ok', database: database.kind };
    } catch {
      return sendError(reply, 503, 'database_unavailable', 'The database is not answering.');
    }
  });

  const signer = createTokenSigner(jwtSecret);
  const auth = createAuthService(database.db, signer);
  const requireEditor = requireRole(auth, 'editor');
  app.addHook('onReady', () => changes.start());
  app.addHook('onClose', () => changes.stop());
  const pages = createPageService(database.db, caching, cacheBytes.pages);
  const previews = createPreviews(database.db, { now: clock });
  await app.register(authRoutes, {
    auth,
    signer,
    db: database.db,
    limits: loginLimits ?? loginLimitsFor(config.LOGIN_RATE_LIMIT),
    passwordChangeLimit,
    trustProxy: config.TRUST_PROXY,
  });
  await app.register(pageRoutes, { pages, previews, responses, trustProxy: config.TRUST_PROXY, requireEditor });
  await app.register(previewRoutes, { previews, requireEditor });
  await app.register(blockWriteRoutes, { writes: createBlockWrites(database.db, changes), requireEditor });
  // Collections' items (issue #30, ADR 0040), published beside pages.
  const itemReleases = createItemReleases(database.db, changes, { now: clock });
  await app.register(collectionItemRoutes, {
    collections: createCollections(database.db),
    itemReleases,
    requireEditor,
    changes,
    pagesShowing: (name: string) => pagesShowing(database.db, name),
  });
  // Drafts are published by hand or at a set time; every copy looks for due ones (ADR 0025).
  const releases = createReleases(database.db, changes, { now: clock, items: itemReleases });
  await app.register(releaseRoutes, { releases, requireEditor });
  // Pages editors create, move and delete; their old addresses redirect (ADR 0033).
  await app.register(createdPageRoutes, { created: createCreatedPages(database.db, changes), requireEditor });
  const scheduler = startPublishScheduler(releases, app.log, schedulerPollMs);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());
  await app.register(pageSettingsRoutes, { writes: createSettingsWrites(changes), requireEditor });
  // Editors see each other: who is on a page, and their saves within a second (ADR 0028).
  await app.register(presenceRoutes, { database, changes, requireEditor });
  const inquiries = createInquiryService(database.db);
  const outbox =
    outboxOptions === false
      ? undefined
      : createOutbox({
          db: database.db,
          inquiries,
          transport:
            outboxOptions.transport ?? transportFromConfig(config, (entry, message) => app.log.info(entry, message)),
          maxAttempts: config.MAIL_MAX_ATTEMPTS,
          retrySeconds: config.MAIL_RETRY_SECONDS,
          leaseSeconds: config.MAIL_LEASE_SECONDS,
          inboxUrl: (id) => `${config.PUBLIC_URL}/inbox?inquiry=${id}`,
          log: app.log,
        });
  await app.register(inquiryRoutes, {
    inquiries,
    db: database.db,
    requireEditor,
    limits: inquiryLimits ?? { perAddress: { ...INQUIRY_LIMITS.perAddress, max: config.INQUIRY_RATE_LIMIT } },
    onStored: () => void outbox?.drain(),
  });
  if (outbox) {
    const pollMs = outboxOptions === false ? undefined : outboxOptions.pollMs;
    app.addHook('onReady', async () => outbox.start(pollMs));
    app.addHook('preClose', async () => outbox.stop());
  }
  // People, invitations, password links and their e-mails (ADRs 0030, 0031).
  const people = createPeople(database.db, { publicUrl: config.PUBLIC_URL, now: clock });
  const onQueued = () => void outbox?.drain();
  await app.register(peopleRoutes, { people, requireAdmin: requireRole(auth, 'admin'), onQueued });
  await app.register(passwordLinkRoutes, {
    people,
    db: database.db,
    limits: resetLimits ?? resetLimitsFor(config.RESET_RATE_LIMIT),
    onQueued,
  });
  await app.register(seoRoutes, { site: pages, publicUrl: config.PUBLIC_URL, requireEditor });
  // The site search (ADR 0047): its index follows every announced change; on start it catches up
  // with releases made before it existed (or while this copy was away).
  const search = createSearch(database.db, changes);
  const searchLog = createQueryLog(database.db);
  const limiter = searchLimiter(database.db, config.SEARCH_RATE_LIMIT);
  await app.register(searchApiRoutes, { search, log: searchLog, limiter, db: database.db, requireEditor });
  let closing = false;
  let catchingUp: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    const started = Date.now();
    const catchUp = async () => {
      const { items } = await catchUpSearch(database.db, () => closing);
      search.clear();
      app.log.info({ ms: Date.now() - started, items }, 'search index up to date');
    };
    // A few items (a restart, a copy that was away briefly) before the copy says it is ready; many
    // (the first start after an upgrade that adds the index: every live item) in the background,
    // in short transactions, as the copy serves: 20,000 items take longer than a start may.
    const stale = await staleSearchItems(database.db);
    if (stale <= CATCH_UP_BEFORE_READY) return catchUp();
    app.log.info({ items: stale }, 'search index: catching up in the background');
    catchingUp = catchUp().catch((error) => app.log.error({ error: String(error) }, 'search index catch-up failed'));
  });
  app.addHook('preClose', async () => {
    closing = true;
    await catchingUp;
    await searchLog.stop();
  });
  const siteSearch = (address: string) => async (q: string, lang: 'en' | 'ar', page: number) => {
    const limit = await limiter.hit(address);
    if (!limit.allowed) return { kind: 'limited' as const, seconds: limit.retryAfterSeconds };
    const answer = await search.search(q, lang, page);
    if (page === 1) searchLog.record(q, lang, answer.total);
    return { kind: 'results' as const, answer };
  };
  await app.register(docsRoutes);
  // Without this, unknown API paths would fall through to the HTML not-found page.
  app.all('/v1/*', (_request, reply) => reply.callNotFound());

  const storage =
    config.UPLOAD_STORAGE === 'database'
      ? createDatabaseStorage(database.db)
      : createDiskStorage(path.join(config.DATA_DIR, 'uploads'));
  const mediaLibrary = createMediaLibrary(database.db, changes, storage);
  await app.register(uploadRoutes, {
    storage,
    authorize: requireEditor,
    limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES },
    mediaInfo: createMediaInfoStore(database.db),
    library: { db: database.db, service: mediaLibrary },
  });
  // Uploads made before the library existed get their rows (one listing, nothing written when all have one).
  app.addHook('onReady', async () => {
    await mediaLibrary
      .backfill()
      .catch((error) => app.log.warn({ error: String(error) }, 'media library backfill failed'));
  });
  // Seed media ships with the code, so every server copy has it without a shared store.
  await app.register(fastifyStatic, {
    root: SEED_MEDIA_DIR,
    prefix: '/data/uploads/seed/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', 'public, max-age=86400');
      res.setHeader('x-content-type-options', 'nosniff');
      if (filePath.endsWith('.svg'))
        res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      // The same rule as uploads: anything but an image or a video is a download.
      if (!opensInline(contentTypeOfName(path.basename(filePath))))
        res.setHeader('content-disposition', `attachment; filename="${path.basename(filePath)}"`);
    },
  });

  if (ssr.kind !== 'none') {
    await registerSsr(app, ssr, {
      site: pages,
      preview: (token) => previewSite(previews, pages, token),
      publicUrl: config.PUBLIC_URL,
      cache: responses,
      trustProxy: config.TRUST_PROXY,
      search: siteSearch,
    });
  }
  return app;
}

async function registerSsr(
  app: FastifyInstance,
  ssr: Exclude<SsrSource, { kind: 'none' }>,
  context: Omit<Parameters<typeof createReactRouterHandler>[0], 'build' | 'mode'>,
) {
  let handler: ReturnType<typeof createReactRouterHandler>;

  if (ssr.kind === 'vite') {
    await app.register(import('@fastify/middie'));
    app.use(ssr.vite.middlewares);
    handler = createReactRouterHandler({
      build: () => ssr.vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      mode: 'development',
      ...context,
    });
  } else {
    const clientDir = path.join(ssr.buildDir, 'client');
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      // We decide the caching per file below; the plugin's own header would overwrite ours.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
    const build = (await import(path.join(ssr.buildDir, 'server', 'index.js'))) as ServerBuild;
    handler = createReactRouterHandler({ build, mode: 'production', ...context });
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
}
