import type { Language } from '../../localized.ts';
import { hasVisibleText } from '../../visible-text.ts';

/**
 * The rules of the contact and vacancy forms (spec 000 §5), as plain functions and data: no React,
 * no DOM, no zod, so the browser checks as the visitor types and the server can import the very
 * same rules when it receives a submission.
 */

/** Services a visitor can ask about (spec 000 §3, §9), in the order they are offered. */
export const SERVICE_OPTIONS = ['None', 'LMS', 'Content'] as const;
export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export interface ContactValues {
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  service: ServiceOption;
  inquiry: string;
}

export interface ApplicationValues {
  fullName: string;
  email: string;
  coverLetter: string;
}

export type FieldError =
  | 'fullNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'inquiryRequired'
  | 'phoneInvalid'
  | 'phoneRequired'
  | 'fileType'
  | 'fileTooLarge'
  | 'documentTooLarge'
  | 'imageProcessing'
  | 'readError';

/** The spec's English texts and their Arabic translations. */
export const fieldMessages: Record<Language, Record<FieldError, string>> = {
  en: {
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email address is required',
    emailInvalid: 'Invalid email address',
    inquiryRequired: 'Inquiry is required',
    phoneInvalid: 'Invalid phone number',
    phoneRequired: 'Phone number is required',
    fileType: 'This file type is not accepted. Please choose one of: {types}.',
    fileTooLarge: 'The attachments are too large: together they must not exceed 10 MB.',
    documentTooLarge: 'The file is too large. The maximum size for documents is 38 KB.',
    // READING-THE-SPEC item 2: the old site's Russian alerts, said in the visitor's language.
    imageProcessing: 'Could not process the image. Try a smaller file.',
    readError: 'An error occurred while reading the file.',
  },
  ar: {
    fullNameRequired: 'الاسم الكامل مطلوب',
    emailRequired: 'البريد الإلكتروني مطلوب',
    emailInvalid: 'عنوان البريد الإلكتروني غير صالح',
    inquiryRequired: 'الاستفسار مطلوب',
    phoneInvalid: 'رقم الهاتف غير صالح',
    phoneRequired: 'رقم الهاتف مطلوب',
    fileType: 'نوع هذا الملف غير مقبول. يُرجى اختيار أحد الأنواع التالية: {types}.',
    fileTooLarge: 'حجم المرفقات كبير جدًا: يجب ألّا يتجاوز مجموعها 10 ميغابايت.',
    documentTooLarge: 'الملف كبير جدًا. الحد الأقصى لحجم المستندات 38 كيلوبايت.',
    imageProcessing: 'تعذّرت معالجة الصورة. جرّب ملفًا أصغر.',
    readError: 'حدث خطأ أثناء قراءة الملف.',
  },
};

/** The message of an error in a language; `{types}` names the accepted file types. */
export function messageFor(error: FieldError, lang: Language, accepted?: AcceptedFiles): string {
  const types = (accepted?.extensions ?? []).map((ext) => ext.toUpperCase()).join(lang === 'ar' ? '، ' : ', ');
  return fieldMessages[lang][error].replace('{types}', types);
}

/** Something@something.something, with no spaces anywhere (spec: "shaped {email} without spaces"). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 7 to 15 digits, spaces, hyphens or parentheses, after an optional leading +. */
const PHONE = /^\+?[0-9 ()-]{7,15}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * What typing leaves in the phone field: digits, spaces, hyphens and parentheses, and a + only as
 * the very first character.
 */
export function sanitizePhone(input: string): string {
  const leadingPlus = input.trimStart().startsWith('+');
  const rest = input.replace(/[^0-9 ()-]/g, '');
  return leadingPlus ? `+${rest.trimStart()}` : rest;
}

/** Required means at least one visible character: spaces or zero-width characters alone are empty. */
function required(value: string, error: FieldError): FieldError | undefined {
  return hasVisibleText(value) ? undefined : error;
}

function email(value: string): FieldError | undefined {
  return required(value, 'emailRequired') ?? (isEmail(value) ? undefined : 'emailInvalid');
}

/** The checked contact fields; companyName and service have no rule. */
export const contactRules = {
  fullName: (values: Pick<ContactValues, 'fullName'>) => required(values.fullName, 'fullNameRequired'),
  email: (values: Pick<ContactValues, 'email'>) => email(values.email),
  phone: (values: Pick<ContactValues, 'phone'>) =>
    values.phone.trim() === '' || PHONE.test(values.phone.trim()) ? undefined : 'phoneInvalid',
  inquiry: (values: Pick<ContactValues, 'inquiry'>) => required(values.inquiry, 'inquiryRequired'),
} as const satisfies Record<string, (values: ContactValues) => FieldError | undefined>;

/** The checked application fields; the cover letter has no rule. */
export const applicationRules = {
  fullName: (values: Pick<ApplicationValues, 'fullName'>) => required(values.fullName, 'fullNameRequired'),
  email: (values: Pick<ApplicationValues, 'email'>) => email(values.email),
} as const satisfies Record<string, (values: ApplicationValues) => FieldError | undefined>;

export type Errors<K extends string> = Partial<Record<K, FieldError>>;

/** Every rule of the set at once; an empty object means the values may be sent. */
export function validate<V, K extends string>(
  rules: Record<K, (values: V) => FieldError | undefined>,
  values: V,
): Errors<K> {
  const errors: Errors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const error = rules[key](values);
    if (error) errors[key] = error;
  }
  return errors;
}

export function hasErrors(errors: Errors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export const validateContact = (values: ContactValues) => validate(contactRules, values);
export const validateApplication = (values: ApplicationValues) => validate(applicationRules, values);

/** The hidden field people never see or fill in (FormShell draws it); the server drops what fills it. */
export const HONEYPOT_FIELD = 'website';

/** The multipart field that carries each form's files. */
export const FILE_FIELD = { contact: 'attachment', application: 'files', demo: 'files' } as const;

/** A file as far as the rules care: its name, type and size (a browser File fits). */
export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

export interface AcceptedFiles {
  /** Lower-case file name endings, without the dot. */
  extensions: readonly string[];
  /** Most bytes all files may have together; none means no limit. */
  maxTotalBytes?: number;
  /** Most bytes one document (anything but a shrinkable picture) may have. */
  maxDocumentBytes?: number;
  /** Pictures (PNG, JPEG) are made smaller in the browser instead of refused: longest side and bytes. */
  shrinkImages?: { maxDimension: number; maxBytes: number };
}

/** Pictures the browser can redraw smaller; SVG is text and counts as a document. */
export const SHRINKABLE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg'];

/** The contact form's limit for one file (spec 000 §9: 38 KB documents, images compressed to 0.038 MB). */
export const CONTACT_FILE_BYTES = 38 * 1024;

/** Contact attachments (spec 000 §5): images, shrunk to fit, and office documents up to 38 KB. */
export const CONTACT_ATTACHMENTS: AcceptedFiles = {
  extensions: ['png', 'jpg', 'jpeg', 'svg', 'pdf', 'doc', 'docx', 'ppt', 'pptx'],
  maxDocumentBytes: CONTACT_FILE_BYTES,
  shrinkImages: { maxDimension: 1024, maxBytes: CONTACT_FILE_BYTES },
};

/** Vacancy attachments (spec 000 §2, §9): documents, 10 MB in total. */
export const APPLICATION_ATTACHMENTS: AcceptedFiles = {
  extensions: ['pdf', 'doc', 'docx', 'ppt', 'pptx'],
  maxTotalBytes: 10 * 1024 * 1024,
};

/** The `accept` attribute of a file input for these files. */
export function acceptAttribute(accepted: AcceptedFiles): string {
  return accepted.extensions.map((ext) => `.${ext}`).join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Refuses a file of another type, or files that are too large together. */
export function checkFiles(files: readonly FileInfo[], accepted: AcceptedFiles): FieldError | undefined {
  if (files.some((file) => !accepted.extensions.includes(extensionOf(file.name)))) return 'fileType';
  const { maxDocumentBytes, shrinkImages } = accepted;
  const isShrunk = (file: FileInfo) => shrinkImages && SHRINKABLE_EXTENSIONS.includes(extensionOf(file.name));
  if (maxDocumentBytes !== undefined && files.some((file) => !isShrunk(file) && file.size > maxDocumentBytes))
    return 'documentTooLarge';
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (accepted.maxTotalBytes !== undefined && total > accepted.maxTotalBytes) return 'fileTooLarge';
  return undefined;
}

/** The demo request (spec 001 §3, §5): all three fields are required. */
export interface DemoValues {
  fullName: string;
  email: string;
  phone: string;
}

/** The demo form's rules (spec 001 §5): full name, e-mail and phone, each required. */
export const demoRules = {
  fullName: (values: Pick<DemoValues, 'fullName'>) => required(values.fullName, 'fullNameRequired'),
  email: (values: Pick<DemoValues, 'email'>) => email(values.email),
  phone: (values: Pick<DemoValues, 'phone'>) =>
    required(values.phone, 'phoneRequired') ?? (PHONE.test(values.phone.trim()) ? undefined : 'phoneInvalid'),
} as const satisfies Record<string, (values: DemoValues) => FieldError | undefined>;

export const validateDemo = (values: DemoValues) => validate(demoRules, values);
