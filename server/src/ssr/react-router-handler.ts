import { performance } from 'node:perf_hooks';
import { PREVIEW_QUERY, type PreviewRefusal, type SiteContext } from '@site/blocks';
import { DETAIL_KINDS, type DetailKind } from '@site/blocks/details';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { cachedResponse, lookup, type ResponseCache, responseKey, writeCached } from '../http/cached-responses.ts';
import { etagOf, ifNoneMatchHits } from '../http/etag.ts';
import { documentPolicy, newScriptNonce } from '../http/security-headers.ts';
import { PATHS_CHANGED } from '../modules/pages/path-directory.ts';

/**
 * Browsers revalidate a document every time (answered by ETag with 304), so an edit shows on the
 * next load; shared caches may keep it a minute. `stale-while-revalidate` goes only to CDNs, in the
 * targeted CDN-Cache-Control (RFC 9213): in Cache-Control, Chromium applies it too and shows a page
 * (or a navigation's data) from before a save.
 */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60';
export const DOCUMENT_CDN_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * Serves React Router (framework mode) from Fastify: turns the Fastify request into a Fetch Request,
 * lets React Router render it with a load context that notes every page the loaders read, and sends
 * the whole document. Successful GETs are kept in `cache` per (language, URL) until one of those
 * pages changes (ADR 0015). The same shape as @react-router/express, which has no Fastify sibling
 * for React Router 7.
 */
export function createReactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  site: SiteContext;
  publicUrl: string;
  /** Rendered documents; none in development, where the code changes under it. */
  cache?: ResponseCache | undefined;
  trustProxy: number;
  /** The site with a preview token's drafts (ADR 0029), or why the token opens nothing. */
  preview?: ((token: string) => Promise<{ site: SiteContext } | { refused: PreviewRefusal }>) | undefined;
  /** The site search for a request from this address (ADR 0047). */
  search?: ((address: string) => NonNullable<SiteContext['search']>) | undefined;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  const production = options.mode === 'production';
  // Pages are rendered for the site's own address, never for what a request's Host or
  // X-Forwarded-Host says: those are the client's words (`a@b`, `[::1`, `evil.com:99999`).
  const origin = new URL(options.publicUrl).origin;

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = options.preview && previewToken(request.url);
    if (token) return renderPreview(request, reply, token);
    const cached = lookup(options.cache, request.raw);
    if (cached) {
      reply.hijack();
      return writeCached(request.raw, reply.raw, cached, options.trustProxy);
    }
    const moved = await redirectOf(request.url);
    if (moved) {
      // Kept an hour by browsers and CDNs, not forever: an address can come back to a page (ADR 0033).
      return reply.status(301).header('location', moved).header('cache-control', REDIRECT_CACHE_CONTROL).send();
    }
    const begun = options.cache?.begin() ?? 0;
    const started = performance.now();
    const pages = new Set<string>();
    // A document showing search results is never kept: each search is counted (limit, report).
    let searched = false;
    const { pathTarget, createdPages, listPage, detailItem } = options.site;
    const search = options.search?.(request.ip);
    const site: SiteContext = {
      getPage(slug) {
        pages.add(slug);
        return options.site.getPage(slug);
      },
      getPageJson(slug) {
        pages.add(slug);
        return options.site.getPageJson(slug);
      },
      ...(pathTarget && {
        pathTarget(path: string) {
          pages.add(PATHS_CHANGED);
          return pathTarget(path);
        },
      }),
      ...(createdPages && { createdPages }),
      ...(listPage && {
        listPage(slug: string, params: URLSearchParams) {
          pages.add(slug);
          return listPage(slug, params);
        },
      }),
      ...(detailItem && {
        // The item's collection changing announces the list page that shows it (held-lists.ts).
        detailItem(kind: DetailKind, id: string) {
          pages.add(DETAIL_KINDS[kind].list);
          return detailItem(kind, id);
        },
      }),
      ...(search && {
        search(q: string, lang: 'en' | 'ar', page: number) {
          searched = true;
          return search(q, lang, page);
        },
      }),
    };
    const rendered = await render(request, reply, { site });
    const { response } = rendered;
    const cookies = response.headers.getSetCookie();
    const body = await send(reply, rendered);
    const timing = `cache;desc="miss", render;dur=${(performance.now() - started).toFixed(1)}`;
    if (response.status !== 200) return reply.header('server-timing', timing).send(body);

    const etag = etagOf(body);
    reply.header('etag', etag);
    if (searched) reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
    else reply.header('cache-control', DOCUMENT_CACHE_CONTROL).header('cdn-cache-control', DOCUMENT_CDN_CACHE_CONTROL);
    // Only shareable answers: not errors, redirects or not-found pages (any address makes one), nor cookies.
    if (request.method !== 'GET' || cookies.length > 0 || !options.cache || searched) {
      reply.header('server-timing', timing);
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.send(body);
    }
    const entry = cachedResponse(reply, body, etag, pages);
    options.cache.set(
      responseKey(request.url, request.headers.cookie, request.headers['accept-language']),
      entry,
      begun,
    );
    reply.hijack();
    return writeCached(request.raw, reply.raw, entry, options.trustProxy, { timing, requestId: request.id });
  };

  /**
   * Where a moved or deleted page's address sends visitors now, with the query kept (`?lng=ar`), or
   * null. Only addresses shaped like a created page's are looked up (in memory), never fixed routes.
   */
  async function redirectOf(url: string): Promise<string | null> {
    if (!options.site.pathTarget) return null;
    const search = url.indexOf('?');
    const target = await options.site.pathTarget(pathOf(url));
    if (target?.kind !== 'redirect' || target.to === null) return null;
    return `${target.to}${search >= 0 ? url.slice(search) : ''}`;
  }

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    context: { site: SiteContext; previewRefused?: PreviewRefusal },
  ): Promise<Rendered> {
    const scriptNonce = production ? newScriptNonce() : undefined;
    const response = await handle(toFetchRequest(origin, request, reply), {
      ...context,
      publicUrl: options.publicUrl,
      scriptNonce,
      // A navigation's data request (`/about.data`) answers with the page JSON in its data.
      documentJson: isDataRequest(request.url) ? undefined : new Map(),
    });
    return { response, scriptNonce };
  }

  /** Copies React Router's answer onto the reply (the document with its script policy) and returns the body. */
  async function send(reply: FastifyReply, { response, scriptNonce }: Rendered): Promise<Buffer> {
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name !== 'set-cookie') reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const body = Buffer.from(await response.arrayBuffer());
    if (scriptNonce && response.headers.get('content-type')?.startsWith('text/html')) {
      const document = documentPolicy(body, scriptNonce);
      reply.header('content-security-policy', document.policy);
      return document.body;
    }
    return body;
  }

  /**
   * A page with a preview token: the drafts it opens, for whoever holds it, kept out of every cache
   * and every index; the token goes to no other site as a referrer.
   */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply, token: string) {
    const opened = await (options.preview as NonNullable<typeof options.preview>)(token);
    const rendered = await render(
      request,
      reply,
      'site' in opened ? { site: opened.site } : { site: options.site, previewRefused: opened.refused },
    );
    const body = await send(reply, rendered);
    return reply
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  }
}

interface Rendered {
  response: Response;
  scriptNonce: string | undefined;
}

/** A request URL's path, without its query. */
function pathOf(url: string): string {
  const search = url.indexOf('?');
  return search >= 0 ? url.slice(0, search) : url;
}

const isDataRequest = (url: string) => pathOf(url).endsWith('.data');

function previewToken(url: string): string | null {
  if (!url.includes(`${PREVIEW_QUERY}=`)) return null;
  return new URLSearchParams(url.slice(url.indexOf('?') + 1)).get(PREVIEW_QUERY);
}

function toFetchRequest(origin: string, request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(`${origin}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}
