import type { z } from 'zod';
import { HttpError } from './errors.ts';

export interface FieldError {
  path: string;
  message: string;
}

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  return issues.slice(0, 50).map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** Parses with a shared schema; anything else is a 400 naming each failing field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what = 'request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'invalid_input', `The ${what} is not valid.`, issuesToDetails(result.error.issues));
  }
  return result.data;
}
