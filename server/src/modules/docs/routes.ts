import { siteRoutes } from '@site/blocks/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** `/v1/openapi.json` and a readable reference at `/v1/docs` (Swagger UI, served by us). */
export async function docsRoutes(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  await app.register(import('@fastify/swagger'), { mode: 'static', specification: { document: document as never } });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/v1/docs', staticCSP: false });
  route(app, siteRoutes.openapi, {}, async () => document);
}
