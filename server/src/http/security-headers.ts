import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const scriptNonces = new WeakMap<ServerResponse, string>();

/** This response's nonce for inline scripts (server rendering puts it on the scripts it writes). */
export function scriptNonce(reply: FastifyReply): string | undefined {
  return scriptNonces.get(reply.raw);
}

/**
 * Security headers on every response. Scripts run only from our origin or with the per-response
 * nonce; inline styles stay allowed because React style attributes need them (a style nonce would
 * switch that off). HSTS is sent only over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }) {
  app.addHook('onRequest', async (_request, reply) => {
    scriptNonces.set(reply.raw, randomBytes(16).toString('base64'));
  });
  await app.register(helmet, {
    global: true,
    // Vite's dev client injects inline scripts and connects a WebSocket; no CSP while developing.
    contentSecurityPolicy: development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonces.get(res as ServerResponse)}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            mediaSrc: ["'self'", 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
        },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
