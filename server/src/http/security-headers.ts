import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response. Scripts run only from our origin; a rendered
 * document adds the hashes of its own inline scripts (`documentPolicy`), which — unlike a
 * per-response nonce — stay true for a cached copy sent to many visitors. Inline styles stay
 * allowed because React style attributes need them.
 */
const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
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

/** Inline scripts (no src); data blocks such as JSON are hashed too, which is harmless. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The policy for a rendered HTML document: ours, plus the SHA-256 of each of its inline scripts. */
export function documentPolicy(html: string): string {
  const hashes = new Set<string>();
  for (const [, script = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (script) hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  return serialize({ ...DIRECTIVES, 'script-src': [...(DIRECTIVES['script-src'] ?? []), ...hashes] });
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the visitor reached us over https: our own TLS, or a trusted proxy's X-Forwarded-Proto
 * (its last entry, the one our nearest proxy wrote), as Fastify's `request.protocol` reads it.
 */
export function isHttps(request: IncomingMessage, trustProxy: number): boolean {
  if ((request.socket as TLSSocket | undefined)?.encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
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
