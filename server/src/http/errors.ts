import type { FastifyReply } from 'fastify';

/** The contract's error body: `{ error: { code, message, details? } }`. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

export function sendError(reply: FastifyReply, status: number, code: string, message: string, details?: unknown) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(code, message, details));
}
