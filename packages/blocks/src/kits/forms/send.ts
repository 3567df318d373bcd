import type { Language } from '../../localized.ts';
import { type ApplicationValues, type ContactValues, type DemoValues, FILE_FIELD } from './rules.ts';

/** Where the contact and application forms send to (stored by our server, then delivered). */
export const INQUIRIES_PATH = '/v1/inquiries';

export type Inquiry = (
  | ({ kind: 'contact' } & ContactValues)
  | ({ kind: 'application'; vacancyId: string; vacancyTitle: string } & ApplicationValues)
  | ({ kind: 'demo' } & DemoValues)
) & { website?: string };

export type SendResult = { ok: true } | { ok: false; message?: string };

/**
 * The message of a failed answer worth showing to the visitor: our API's `{ error: { message } }`
 * for a refusal of this submission (4xx: invalid, too many, refused by the delivery provider). A
 * missing endpoint (404) or a server fault (5xx) says nothing the visitor can act on: the form
 * shows its generic text instead.
 */
export function visitorMessage(status: number, body: unknown): string | undefined {
  if (status < 400 || status >= 500 || status === 404) return undefined;
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

function apiUrl(path: string): string {
  const base = (import.meta.env?.VITE_API_BASE as string | undefined)?.replace(/\/+$/, '') ?? '';
  return `${base}${path}`;
}

/**
 * Sends one submission: JSON, or multipart/form-data when files go with it (`kind` first, then the
 * other text fields, then the files, so the server knows the form's limits before it reads a file
 * and can stop at the first byte too many). Never throws: a network failure is a failed send
 * without a message.
 */
export async function sendInquiry(inquiry: Inquiry, lang: Language, files: readonly File[] = []): Promise<SendResult> {
  let payload: string | FormData = JSON.stringify(inquiry);
  const headers: Record<string, string> = { 'accept-language': lang };
  if (files.length) {
    const form = new FormData();
    const { kind, ...fields } = inquiry;
    form.append('kind', kind);
    for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
    for (const file of files) form.append(FILE_FIELD[inquiry.kind], file, file.name);
    payload = form;
  } else {
    headers['content-type'] = 'application/json';
  }
  try {
    const response = await fetch(apiUrl(INQUIRIES_PATH), { method: 'POST', headers, body: payload });
    if (response.ok) return { ok: true };
    const body = await response.json().catch(() => null);
    return { ok: false, message: visitorMessage(response.status, body) };
  } catch {
    return { ok: false };
  }
}
