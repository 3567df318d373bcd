import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts run only from our origin; a rendered
 * document adds the hashes of the inline scripts the app itself wrote (`documentPolicy`), which —
 * unlike a per-response nonce — stay true for a cached copy sent to many visitors.
 *
 * Styles: stylesheets and `<style>` elements only from our origin (`style-src-elem`), so injected
 * markup cannot bring its own CSS; style attributes stay allowed (`style-src-attr`), because the
 * server-rendered views set some (an image's focal point, a card's colour) and an attribute cannot be
 * hashed per page at a cost worth paying. `style-src` keeps 'unsafe-inline' only for browsers that
 * predate the two finer directives (ADR 0015).
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // mailto: for the footer's newsletter form when the page's scripts have not run (a mail draft).
  'form-action': ["'self'", 'mailto:'],
  'frame-ancestors': ["'none'"],
};

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');

const BASE_POLICY = serialize(DIRECTIVES);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A rendered document's policy: ours, plus the SHA-256 of each inline script the app wrote in this
 * render, known by the render's random mark (`nonce="…"`, AppLoadContext.scriptNonce). A script that
 * reached the HTML any other way (injected through content) has no mark and is not allowed. The marks
 * are removed from the HTML, which is cached and sent to many visitors: the hashes are what allow the
 * scripts.
 *
 * Works on the document's UTF-8 bytes, read one byte per character (Latin-1): every pattern here is
 * ASCII, which no byte of a multi-byte character can match, and each script is hashed from its own
 * bytes. A 79 KB page is not decoded and encoded again for it.
 */
export function documentPolicy(document: Buffer, nonce: string): { body: Buffer; policy: string } {
  const html = document.toString('latin1');
  const mark = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', script = ''] of html.matchAll(SCRIPT)) {
    if (script && attributes.includes(mark) && !/\ssrc=/.test(attributes)) {
      hashes.add(`'sha256-${createHash('sha256').update(script, 'latin1').digest('base64')}'`);
    }
  }
  return {
    body: Buffer.from(html.replaceAll(mark, ''), 'latin1'),
    policy: serialize({ ...DIRECTIVES, 'script-src': [...(DIRECTIVES['script-src'] ?? []), ...hashes] }),
  };
}

/** A fresh mark for one render's own inline scripts (see `documentPolicy`). */
export const newScriptNonce = () => randomBytes(18).toString('base64url');

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the visitor reached us over https: our own TLS, or a trusted proxy's X-Forwarded-Proto
 * (its last entry, the one our nearest proxy wrote), as Fastify's `request.protocol` reads it.
 */
export function isHttps(request: IncomingMessage, trustProxy: number): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true;
  return forwardedHttps(request.headers['x-forwarded-proto'], trustProxy);
}

/** Whether a trusted proxy says, in X-Forwarded-Proto, that the visitor came over https. */
export function forwardedHttps(forwarded: unknown, trustProxy: number): boolean {
  if (trustProxy === 0 || typeof forwarded !== 'string') return false;
  return forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
}

/** Security headers on every response; HSTS only over https. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { development, trustProxy }: { development: boolean; trustProxy: number },
) {
  await app.register(helmet, {
    global: true,
    // Ours, below: helmet's would be one policy for all, and documents need their script hashes.
    contentSecurityPolicy: false,
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Vite's dev client injects inline scripts and connects a WebSocket; no CSP while developing.
  if (!development) {
    // On the raw response, so that a file's own policy (the static plugin sets SVGs a sandbox as the
    // file starts streaming) and a document's (set on the reply) both replace it.
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('content-security-policy', BASE_POLICY);
    });
  }
  app.addHook('onSend', async (request, reply) => {
    if (isHttps(request.raw, trustProxy)) reply.header('strict-transport-security', HSTS);
  });
}
