import type { z } from 'zod';

/**
 * One HTTP route, declared once (issue #30, ADR 0039): its address, who may call it, the zod schemas
 * of its params, query and body, and its answers. The server registers and validates with it
 * (`server/src/http/route.ts`), the OpenAPI document is generated from it
 * (`server/src/modules/docs/openapi.ts`), and the web app's API functions take their types from it
 * (`BodyOf`, `AnswerOf`, with `import type`, so no schema reaches a visitor's bundle).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone; any signed-in user; an editor or admin; an admin. */
export type Access = 'anyone' | 'signed-in' | 'editor' | 'admin';

export interface Answer {
  description: string;
  /** The JSON body; none for an empty answer (204, a redirect). */
  schema?: z.ZodType;
  /** Not JSON: the media type of the body (`text/csv`, `application/xml`, `text/html`, `*\/*`). */
  contentType?: string;
}

export interface RouteContract {
  method: Method;
  /** In OpenAPI form: `/v1/pages/{slug}`. */
  path: string;
  /** Groups the reference (`Auth`, `Pages`, …). */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated by this schema before the handler runs. */
  body?: z.ZodType;
  /**
   * A body the handler reads itself: `multipart` (files; `body` then describes its text fields, if
   * any) or `json-own-messages` (JSON checked by the form rules, answered in the visitor's language;
   * `body` describes it for the reference but the server does not parse it twice).
   */
  bodyKind?: 'multipart' | 'json-own-messages';
  /** The answers worth naming; the error answers of its access and inputs are added to the reference. */
  answers: Record<number, Answer>;
  /** Counted by a rate limit (a 429 is one of its answers). */
  limited?: boolean;
}

/** Keeps the literal types of a contract, so `BodyOf` and `AnswerOf` can read them. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

type Schema<C, K extends 'params' | 'query' | 'body'> = C extends { [key in K]: infer S extends z.ZodType } ? S : never;

/** What a client sends as the body of `C`. */
export type BodyOf<C extends RouteContract> = z.input<Schema<C, 'body'>>;
/** What the server's handler gets: the body, params and query after parsing. */
export type ParsedBody<C extends RouteContract> = z.output<Schema<C, 'body'>>;
export type ParamsOf<C extends RouteContract> = z.output<Schema<C, 'params'>>;
export type QueryOf<C extends RouteContract> = z.output<Schema<C, 'query'>>;

/** The answer of `C` with `status` (its first success, 200 or 201, by default). */
export type AnswerOf<
  C extends RouteContract,
  Status extends keyof C['answers'] = 200 extends keyof C['answers'] ? 200 : 201,
> = C['answers'][Status] extends { schema: infer S extends z.ZodType } ? z.output<S> : undefined;
