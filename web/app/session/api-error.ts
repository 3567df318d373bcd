export interface ErrorBodyLike {
  error?: { code?: string; message?: string; details?: unknown };
}

/** A non-2xx answer from our API, with the contract's error body when there was one. */
export class ApiError extends Error {
  readonly code: string;
  readonly details: unknown;

  constructor(
    readonly status: number,
    body: ErrorBodyLike | null,
  ) {
    super(body?.error?.message ?? `The server answered ${status}`);
    this.code = body?.error?.code ?? 'http_error';
    this.details = body?.error?.details;
  }
}
