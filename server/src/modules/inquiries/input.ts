import { INQUIRY_KINDS, INQUIRY_MAX_LENGTH } from '@site/blocks/api';
import {
  APPLICATION_ATTACHMENTS,
  CONTACT_ATTACHMENTS,
  CONTACT_FILE_BYTES,
  type Errors,
  type FieldError,
  HONEYPOT_FIELD,
  messageFor,
  SERVICE_OPTIONS,
  sanitizePhone,
  validateApplication,
  validateContact,
  validateDemo,
} from '@site/blocks/forms';
import type { Language } from '@site/blocks/localized';
import { hasVisibleText } from '@site/blocks/visible-text';
import { findUnsafeText } from '../../http/unsafe-text.ts';
import { headerText } from './header-text.ts';

/**
 * What a submission must be, checked with the very rules the browser applies as the visitor types
 * (packages/blocks/src/kits/forms/rules.ts), so the server never accepts what the form
 * would refuse and answers with the same messages, in the visitor's language.
 */

export { INQUIRY_KINDS };
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** Longest value a field may have: enough for any real answer, too little to abuse the store. */
const MAX_LENGTH: Readonly<Record<string, number>> = INQUIRY_MAX_LENGTH;

/** Fields written over several lines; every other field is one line (and may reach an e-mail's headers). */
const MULTI_LINE = new Set(['inquiry', 'coverLetter']);
export const isMultiLineField = (name: string) => MULTI_LINE.has(name);

/** The fields each kind keeps, in the order e-mails and exports show them. */
export const KIND_FIELDS: Record<InquiryKind, readonly string[]> = {
  contact: ['fullName', 'companyName', 'email', 'phone', 'service', 'inquiry'],
  demo: ['fullName', 'email', 'phone'],
  application: ['vacancyId', 'vacancyTitle', 'fullName', 'email', 'coverLetter'],
};

/** Which files a kind takes (none for the demo form), and the most bytes one file may have. */
export const KIND_FILES: Record<
  InquiryKind,
  { extensions: readonly string[]; maxFiles: number; maxFileBytes: number; maxTotalBytes: number } | null
> = {
  // Spec 000 §5, §9: documents up to 38 KB; images are compressed to about that in the browser.
  contact: {
    extensions: CONTACT_ATTACHMENTS.extensions,
    maxFiles: 1,
    maxFileBytes: CONTACT_FILE_BYTES,
    maxTotalBytes: CONTACT_FILE_BYTES,
  },
  demo: null,
  application: {
    extensions: APPLICATION_ATTACHMENTS.extensions,
    maxFiles: 5,
    maxFileBytes: APPLICATION_ATTACHMENTS.maxTotalBytes ?? 0,
    maxTotalBytes: APPLICATION_ATTACHMENTS.maxTotalBytes ?? 0,
  },
};

export type InquiryFields = Record<string, string>;

export type ParsedInquiry =
  | { ok: true; kind: InquiryKind; fields: InquiryFields; spam: boolean }
  | { ok: false; status: 400; code: string; message: string; details: Record<string, string> };

const GENERAL: Record<
  Language,
  { invalid: string; kind: string; tooLong: (n: number) => string; unknown: string; notText: string; unsafe: string }
> = {
  en: {
    invalid: 'Please correct the highlighted fields.',
    kind: 'Unknown form: kind must be contact, demo or application.',
    tooLong: (n) => `Too long: at most ${n} characters.`,
    unknown: 'Unknown field.',
    notText: 'Must be text.',
    unsafe: 'Contains characters that cannot be stored.',
  },
  ar: {
    invalid: 'يُرجى تصحيح الحقول المحددة.',
    kind: 'نموذج غير معروف: يجب أن يكون النوع contact أو demo أو application.',
    tooLong: (n) => `النص طويل جدًا: ${n} حرفًا على الأكثر.`,
    unknown: 'حقل غير معروف.',
    notText: 'يجب أن تكون القيمة نصًا.',
    unsafe: 'يحتوي على أحرف لا يمكن حفظها.',
  },
};

/** The visitor's language from Accept-Language (the forms send theirs); English otherwise. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return /^\s*ar\b/i.test(acceptLanguage ?? '') ? 'ar' : 'en';
}

/**
 * Checks a submission's text fields (JSON body, or the text parts of a multipart one). Values are
 * trimmed; the phone keeps only what the form lets a person type. Unknown fields are refused, so a
 * typo in a client is noticed rather than silently dropped.
 */
export function parseInquiry(body: unknown, lang: Language): ParsedInquiry {
  const text = GENERAL[lang];
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const kind = input.kind;
  if (typeof kind !== 'string' || !(INQUIRY_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, status: 400, code: 'invalid_inquiry', message: text.kind, details: { kind: text.kind } };
  }
  const allowed = KIND_FIELDS[kind as InquiryKind];
  const details: Record<string, string> = {};
  const fields: InquiryFields = {};
  for (const [name, value] of Object.entries(input)) {
    if (name === 'kind' || name === HONEYPOT_FIELD) continue;
    if (!allowed.includes(name)) {
      details[name] = text.unknown;
      continue;
    }
    // Text only: a number, object or list is refused, not turned into text (so `{}` is never "[object Object]").
    if (typeof value !== 'string' && value != null) {
      details[name] = text.notText;
      continue;
    }
    const raw = (value ?? '').trim();
    // The JSON body was checked at the edge (app.ts); a multipart form's fields arrive here first.
    if (findUnsafeText(raw)) {
      details[name] = text.unsafe;
      continue;
    }
    const max = MAX_LENGTH[name] ?? 200;
    if (raw.length > max) details[name] = text.tooLong(max);
    const string = MULTI_LINE.has(name) ? raw : headerText(raw);
    // Zero-width and other invisible characters alone are no answer: stored as empty, as the rules read them.
    const visible = hasVisibleText(string) ? string : '';
    fields[name] = name === 'phone' ? sanitizePhone(visible).trim() : visible;
  }
  for (const name of allowed) fields[name] ??= '';
  if (kind === 'contact' && !(SERVICE_OPTIONS as readonly string[]).includes(fields.service || 'None')) {
    details.service = text.unknown;
  }
  if (kind === 'contact') fields.service ||= 'None';

  const ruleErrors: Errors<string> =
    kind === 'contact'
      ? validateContact(fields as never)
      : kind === 'demo'
        ? validateDemo(fields as never)
        : validateApplication(fields as never);
  for (const [name, error] of Object.entries(ruleErrors)) {
    // A field already refused for its type or characters keeps that reason.
    if (error) details[name] ??= messageFor(error as FieldError, lang);
  }
  if (Object.keys(details).length) {
    return { ok: false, status: 400, code: 'invalid_inquiry', message: text.invalid, details };
  }
  const honeypot = input[HONEYPOT_FIELD];
  return { ok: true, kind: kind as InquiryKind, fields, spam: typeof honeypot === 'string' && honeypot.trim() !== '' };
}
