const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE']);

/**
 * True when an error means "the database is not answering" (as opposed to a bad query): refused or
 * lost connections, pool timeouts, and PostgreSQL's connection-exception and shutdown classes.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (
      UNAVAILABLE_CODES.has(code) ||
      code.startsWith('08') ||
      code === '57P01' ||
      // statement_timeout cancelled a query: the database is too slow to answer in time.
      code === '57014' ||
      code === '57P02' ||
      code === '57P03'
    ) {
      return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
        message,
      )
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** A unique index refused the row: someone took the address (or slug) between our check and our write. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
