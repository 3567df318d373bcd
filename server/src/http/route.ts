import type { ParamsOf, ParsedBody, QueryOf, RouteContract } from '@site/blocks/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { parseInput } from './validate.ts';

/** What a route's handler gets: its params, query and body, parsed by the contract's schemas. */
export interface RouteInput<C extends RouteContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: ParsedBody<C>;
}

/** `/v1/pages/{slug}` (OpenAPI) as Fastify writes it: `/v1/pages/:slug`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers `contract` on `app` (ADR 0039): its params, query and JSON body are parsed with the
 * contract's schemas before `handler` runs (a 400 naming each failing field otherwise). `options`
 * carries what the contract does not: the guard (`preHandler`), body and time limits.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  options: RouteShorthandOptions,
  handler: (input: RouteInput<C>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route({
    ...options,
    method: contract.method,
    url: fastifyPath(contract.path),
    handler: async (request, reply) => {
      const input = {
        params: contract.params ? parseInput(contract.params, request.params, 'address') : request.params,
        query: contract.query ? parseInput(contract.query, request.query, 'query') : request.query,
        body: contract.body && !contract.bodyKind ? parseInput(contract.body, request.body) : request.body,
      };
      return handler(input as RouteInput<C>, request, reply);
    },
  });
}
