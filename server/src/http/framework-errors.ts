import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, sendError } from './errors.ts';

/**
 * Errors Fastify answers before any route or hook runs (a path that is not valid percent-encoding,
 * a path parameter that is too long), in the contract's shape rather than Fastify's.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const code = error.code === 'FST_ERR_BAD_URL' ? 'invalid_url' : 'bad_request';
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: it has a malformed %-escape.' : error.message;
  return sendError(reply, status, code, message);
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'headers_too_large', message: 'The request headers are too large.' },
};

/**
 * A request Node's HTTP parser refuses (malformed, headers too large, too slow): answered in the
 * contract's shape, then the connection is closed, as Node itself would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    code: 'bad_request',
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify(errorBody(known.code, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * What the log keeps of an unexpected error: its kind, code and where it was thrown. Never its
 * message, nor the failed query's parameters: a database error quotes the values it was given
 * (`invalid input syntax for type uuid: "…"`, Drizzle's `params: …`), and those are a visitor's
 * name, e-mail and message.
 */
export function loggableError(error: unknown): { type: string; code?: string; stack?: string } {
  const failure = error as { name?: unknown; code?: unknown; stack?: unknown; cause?: unknown };
  const cause = failure.cause as { code?: unknown; name?: unknown } | undefined;
  const code = typeof failure.code === 'string' ? failure.code : typeof cause?.code === 'string' ? cause.code : '';
  const frames =
    typeof failure.stack === 'string'
      ? failure.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .slice(0, 10)
          .join('\n')
      : '';
  const type = typeof failure.name === 'string' ? failure.name : 'Error';
  return {
    type: typeof cause?.name === 'string' ? `${type} (${cause.name})` : type,
    ...(code ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}
