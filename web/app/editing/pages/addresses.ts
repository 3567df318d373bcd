import type { TFunction } from 'i18next';
import { ApiError } from '../../session/api-error.ts';

/** A page's address in edit mode, in the editor's language (Arabic adds ?lng=ar, ADR 0004). */
export function editAddress(path: string, language: string): string {
  return `${path}?edit=true${language === 'ar' ? '&lng=ar' : ''}`;
}

const ADDRESS_CODES = new Set(['invalid_path', 'reserved_path', 'path_taken']);

/** Where a refused create or move shows its reason: at the address when the address is the trouble, else for the form. */
export function addressError(error: unknown, t: TFunction): { path?: string; form?: string } {
  if (error instanceof ApiError && ADDRESS_CODES.has(error.code)) return { path: t(`errors.${error.code}`) };
  const reason = error instanceof ApiError ? error.message : String((error as Error)?.message ?? error);
  return { form: t('failed', { reason }) };
}
