import { FILE_FIELD, messageFor } from '@site/blocks/forms';
import type { Language } from '@site/blocks/localized';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { checkUpload, UploadRefused } from '../uploads/check-upload.ts';
import { closeIfUnread, readLimited } from '../uploads/read-limited.ts';
import { INQUIRY_KINDS, type InquiryKind, KIND_FILES } from './input.ts';
import type { NewAttachment } from './service.ts';

/**
 * A submission's files: read as they stream in, stopping at the first file or byte more than the
 * form takes, then checked and cleaned by the very function the editors' uploads go through.
 */

type FileRules = NonNullable<(typeof KIND_FILES)[InquiryKind]>;

const FORMS_WITH_FILES = Object.values(KIND_FILES).filter((rules) => rules !== null);

/** The most any form takes: the limits for files sent before the `kind` field says which form it is. */
const ANY_FORM: FileRules = {
  extensions: [...new Set(FORMS_WITH_FILES.flatMap((rules) => rules.extensions))],
  maxFiles: Math.max(...FORMS_WITH_FILES.map((rules) => rules.maxFiles)),
  maxFileBytes: Math.max(...FORMS_WITH_FILES.map((rules) => rules.maxFileBytes)),
  maxTotalBytes: Math.max(...FORMS_WITH_FILES.map((rules) => rules.maxTotalBytes)),
};

/**
 * @fastify/multipart's limits. Files are limited as they are read (readLimited), knowing the form:
 * busboy's own fileSize limit would, once reached, read the rest of the file to discard it. One
 * file more than any form takes reaches our count, which answers with the form's message.
 */
export const MULTIPART_LIMITS = {
  fileSize: Number.POSITIVE_INFINITY,
  files: ANY_FORM.maxFiles + 1,
  fields: 20,
  fieldSize: 20_000,
  parts: 30,
};

const TOO_MANY_FILES: Record<Language, (n: number) => string> = {
  en: (n) => `Too many files: at most ${n}.`,
  ar: (n) => `ملفات كثيرة: ${n} على الأكثر.`,
};
const NO_FILES: Record<Language, string> = {
  en: 'This form takes no files.',
  ar: 'لا يقبل هذا النموذج ملفات.',
};
const EMPTY_FILE: Record<Language, string> = {
  en: 'The file is empty.',
  ar: 'الملف فارغ.',
};
const UNSAFE_FILE: Record<Language, string> = {
  en: 'The file is damaged or unsafe and cannot be accepted. Please choose another file.',
  ar: 'الملف تالف أو غير آمن ولا يمكن قبوله. يُرجى اختيار ملف آخر.',
};

export interface ReceivedFile {
  fileName: string;
  data: Buffer;
}

/**
 * The text parts as a body, and the files' bytes. Each file is counted as it arrives, against the
 * limits of the form named by a `kind` field sent before it (the site's forms send it first), or
 * else of the largest form; reading stops at the first file or byte too many (400, 413), and the
 * connection is closed after the answer rather than reading the rest.
 */
export async function readMultipart(request: FastifyRequest, reply: FastifyReply, lang: Language) {
  const body: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        body[part.fieldname] = String(part.value);
        continue;
      }
      const kind = kindOf(body.kind);
      const field = kind ? FILE_FIELD[kind] : part.fieldname;
      const limits = admitFile(kind, files.length + 1, lang, field);
      const data = await readLimited(part.file, Math.min(limits.maxFileBytes, limits.maxTotalBytes - total));
      if (!data) throw tooLarge(kind, lang, field);
      total += data.length;
      files.push({ fileName: part.filename, data });
    }
  } catch (error) {
    closeIfUnread(request, reply);
    if (error instanceof HttpError) throw error;
    const failure = error as Error & { statusCode?: number; code?: string };
    if (failure.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'file_too_large', failure.message);
    if (failure.statusCode && failure.statusCode < 500)
      throw new HttpError(failure.statusCode, 'invalid_multipart', failure.message);
    throw new HttpError(400, 'invalid_multipart', `The multipart body could not be read: ${failure.message}`);
  }
  return { body, files };
}

/**
 * The files as they may be stored: within the form's limits (again, for files sent before the
 * `kind` field), of a type the form takes by their bytes, SVG sanitised, archives and images
 * checked. Refusals carry the form's message in the visitor's language: 400, 413, 415.
 */
export async function checkAttachments(
  kind: InquiryKind,
  files: readonly ReceivedFile[],
  lang: Language,
): Promise<NewAttachment[]> {
  if (!files.length) return [];
  const field = FILE_FIELD[kind];
  const rules = admitFile(kind, files.length, lang, field);
  const total = files.reduce((sum, file) => sum + file.data.length, 0);
  if (total > rules.maxTotalBytes || files.some((file) => file.data.length > rules.maxFileBytes)) {
    throw tooLarge(kind, lang, field);
  }
  const accepts = (ext: string) =>
    rules.extensions.includes(ext) || (ext === 'jpg' && rules.extensions.includes('jpeg'));
  const out: NewAttachment[] = [];
  for (const file of files) {
    try {
      const checked = await checkUpload(
        { data: file.data, filename: file.fileName },
        { accepts, maxBytes: () => rules.maxFileBytes },
      );
      const { ext, contentType } = checked.type;
      out.push({ fileName: cleanFileName(file.fileName, ext), contentType, data: checked.data });
    } catch (error) {
      if (error instanceof UploadRefused) throw inFormWords(error, kind, rules, lang, field);
      throw error;
    }
  }
  return out;
}

/** The visitor's file name without paths or control characters, ending in its real type. */
export function cleanFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, '') || 'attachment';
  return `${stem}.${ext}`;
}

function kindOf(value: string | undefined): InquiryKind | undefined {
  return (INQUIRY_KINDS as readonly string[]).includes(value ?? '') ? (value as InquiryKind) : undefined;
}

/** The limits under which the `count`th file may be read; 400 when the form takes no files or fewer. */
function admitFile(kind: InquiryKind | undefined, count: number, lang: Language, field: string): FileRules {
  const limits = kind ? KIND_FILES[kind] : ANY_FORM;
  if (!limits) throw new HttpError(400, 'invalid_inquiry', NO_FILES[lang], { [field]: NO_FILES[lang] });
  if (count > limits.maxFiles) {
    const message = TOO_MANY_FILES[lang](limits.maxFiles);
    throw new HttpError(400, 'invalid_inquiry', message, { [field]: message });
  }
  return limits;
}

function tooLarge(kind: InquiryKind | undefined, lang: Language, field: string): HttpError {
  const message = messageFor(kind === 'contact' ? 'documentTooLarge' : 'fileTooLarge', lang);
  return new HttpError(413, 'file_too_large', message, { [field]: message });
}

/** The upload check's refusal, said as the form says it. */
function inFormWords(
  error: UploadRefused,
  kind: InquiryKind,
  rules: FileRules,
  lang: Language,
  field: string,
): HttpError {
  switch (error.reason) {
    case 'type': {
      const message = messageFor('fileType', lang, { extensions: rules.extensions });
      return new HttpError(415, 'unsupported_file_type', message, { [field]: message });
    }
    case 'size':
      return tooLarge(kind, lang, field);
    case 'empty':
      return new HttpError(400, error.code, EMPTY_FILE[lang], { [field]: EMPTY_FILE[lang] });
    case 'unsafe':
      return new HttpError(error.statusCode, error.code, UNSAFE_FILE[lang], { [field]: UNSAFE_FILE[lang] });
  }
}
