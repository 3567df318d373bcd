import type { RouteContract } from '@site/blocks/api';
import { z } from 'zod';

/**
 * OpenAPI operations generated from route contracts (ADR 0039): the same zod schemas the server
 * validates with, as JSON Schema; the error answers each route can give follow from its access,
 * its inputs and its limits.
 */

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { unrepresentable: 'any', io }) as Record<string, unknown>;

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Each property of an object schema as a parameter `in` the path or the query. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(contract: RouteContract) {
  if (contract.bodyKind === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: contract.body ? jsonSchema(contract.body, 'input') : { type: 'object' } },
      },
    };
  }
  if (!contract.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } } };
}

function answers(contract: RouteContract) {
  const named = Object.fromEntries(
    Object.entries(contract.answers).map(([status, answer]) => {
      const content = answer.schema
        ? { [answer.contentType ?? 'application/json']: { schema: jsonSchema(answer.schema, 'output') } }
        : answer.contentType
          ? { [answer.contentType]: {} }
          : Number(status) >= 400
            ? { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } }
            : undefined;
      return [status, { description: answer.description, ...(content ? { content } : {}) }];
    }),
  );
  const errors: Record<number, ReturnType<typeof errorAnswer>> = {};
  if (contract.params || contract.query || contract.body)
    errors[400] = errorAnswer('Bad input: details name each failing field');
  if (contract.access !== 'anyone') errors[401] = errorAnswer('No, malformed, expired or revoked access token');
  if (contract.access === 'editor' || contract.access === 'admin')
    errors[403] = errorAnswer(`The user is not ${contract.access === 'admin' ? 'an admin' : 'an editor or admin'}`);
  if (contract.limited) errors[429] = errorAnswer('Rate limited: Retry-After says when to try again');
  return { ...errors, ...named };
}

/** The OpenAPI operation of one contract. */
export function operationOf(contract: RouteContract) {
  const body = requestBody(contract);
  const params = [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')];
  return {
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.access === 'anyone' ? {} : { security: [{ bearer: [] }] }),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: answers(contract),
  };
}

/** `paths` of an OpenAPI document: every contract's operation under its path and method. */
export function pathsOf(contracts: readonly RouteContract[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const contract of contracts) {
    paths[contract.path] ??= {};
    (paths[contract.path] as Record<string, ReturnType<typeof operationOf>>)[contract.method.toLowerCase()] =
      operationOf(contract);
  }
  return paths;
}
