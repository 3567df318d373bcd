import { z } from 'zod';
import { HONEYPOT_FIELD, SERVICE_OPTIONS } from '../kits/forms/rules.ts';
import { defineRoute } from './define-route.ts';

/** Form submissions and the editors’ inbox (ADR 0014). */

/** The forms a submission can come from: the contact form, a demo request, a job application. */
export const INQUIRY_KINDS = ['contact', 'demo', 'application'] as const;
export const inquiryKind = z.enum(INQUIRY_KINDS);

/** Longest value each field may have (the server's checks and this reference read the same numbers). */
export const INQUIRY_MAX_LENGTH = {
  fullName: 200,
  companyName: 200,
  email: 254,
  phone: 32,
  service: 20,
  inquiry: 5000,
  coverLetter: 10_000,
  vacancyId: 100,
  vacancyTitle: 300,
} as const;
const text = (field: keyof typeof INQUIRY_MAX_LENGTH) => z.string().max(INQUIRY_MAX_LENGTH[field]);
export type InquiryKind = z.infer<typeof inquiryKind>;

/**
 * What `POST /v1/inquiries` takes, for the reference: the server checks it with the forms' own rules
 * (server/src/modules/inquiries/input.ts), which answer in the visitor's language, not with this
 * schema. Values are trimmed; a field left out counts as empty; a field the form does not have is
 * refused.
 */
const honeypot = {
  [HONEYPOT_FIELD]: z
    .string()
    .optional()
    .describe('The hidden field people never see: a submission that fills it in is answered 201 and dropped'),
};
const fullName = text('fullName').describe('Required');
const email = text('email').describe('Required: an e-mail address');
const phone = 'An optional + and 7 to 15 digits, spaces, ( ) or - (other characters are dropped)';
export const inquiryBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('contact'),
    fullName,
    companyName: text('companyName').optional(),
    email,
    phone: text('phone').optional().describe(`Optional: ${phone}`),
    service: z.enum(SERVICE_OPTIONS).optional().describe('What the visitor asks about; None when left out'),
    inquiry: text('inquiry').describe('Required: the message'),
    ...honeypot,
  }),
  z.strictObject({
    kind: z.literal('demo'),
    fullName,
    email,
    phone: text('phone').describe(`Required: ${phone}`),
    ...honeypot,
  }),
  z.strictObject({
    kind: z.literal('application'),
    vacancyId: text('vacancyId').optional().describe('The vacancy applied for'),
    vacancyTitle: text('vacancyTitle').optional(),
    fullName,
    email,
    coverLetter: text('coverLetter').optional(),
    ...honeypot,
  }),
]);

/** An inquiry as the inbox lists it. */
export const inquirySummary = z.object({
  id: z.uuid(),
  kind: inquiryKind,
  fields: z
    .record(z.string(), z.string())
    .describe('The fields of its form, by name (every field, empty if not given)'),
  language: z.string().describe('The visitor’s language (en or ar)'),
  receivedAt: z.iso.datetime(),
  status: z.enum(['pending', 'sent', 'failed']).describe('Its delivery to the site’s mailbox'),
  attempts: z.number().int().min(0).describe('Delivery attempts so far'),
  sentAt: z.iso.datetime().nullable(),
  handledAt: z.iso.datetime().nullable().describe('When an editor marked it handled; null while open'),
});
export type InquirySummary = z.infer<typeof inquirySummary>;
export type DeliveryStatus = InquirySummary['status'];

/** A file sent with an inquiry (without its bytes). */
export const inquiryAttachment = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0).describe('Bytes'),
});
export type InquiryAttachment = z.infer<typeof inquiryAttachment>;

/** One attempt to deliver an inquiry. */
export const inquiryDelivery = z.object({
  attempt: z.number().int().min(1),
  transport: z.string().describe('How it was sent: smtp, emailjs or log'),
  ok: z.boolean(),
  statusCode: z.number().int().nullable().describe('The provider’s HTTP status or SMTP reply code, when there was one'),
  message: z.string().nullable(),
  at: z.iso.datetime(),
});
export type InquiryDelivery = z.infer<typeof inquiryDelivery>;

export const inquiryDetail = inquirySummary.extend({
  attachments: z.array(inquiryAttachment),
  deliveries: z.array(inquiryDelivery),
});
export type InquiryDetail = z.infer<typeof inquiryDetail>;

export const inquiryPage = z.object({
  items: z.array(inquirySummary),
  total: z.number().int().min(0).describe('How many match, on every page'),
});
export type InquiryPage = z.infer<typeof inquiryPage>;

/** `GET /v1/inquiries/export.csv`: which inquiries. */
export const inquiryFilters = z.strictObject({
  kind: inquiryKind.optional(),
  handled: z.enum(['true', 'false']).optional(),
});
/** `GET /v1/inquiries`: which inquiries, newest first, `limit` from `offset`. */
export const inquiryListQuery = inquiryFilters.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const inquiryParams = z.strictObject({ id: z.uuid() });
export const inquiryAttachmentParams = z.strictObject({ id: z.uuid(), attachmentId: z.uuid() });
export const handledBody = z.strictObject({ handled: z.boolean() });

export const inquiryRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/v1/inquiries',
    tag: 'Inquiries',
    summary: 'Send a contact message, demo request or job application',
    description:
      'JSON, or multipart/form-data when files go with it: `kind` first, then the other fields, then the files (the contact form takes one `attachment` of up to 38 KB; an application up to 5 `files`, 10 MB in all; a demo request none). Checked by the forms’ own rules, answered in the language of Accept-Language (en or ar). Answered once stored; the e-mail to the site follows from the outbox. 10 per address per 10 minutes (INQUIRY_RATE_LIMIT).',
    access: 'anyone',
    body: inquiryBody,
    bodyKind: 'json-own-messages',
    limited: true,
    answers: {
      201: { description: 'Stored', schema: z.object({ id: z.uuid() }) },
      400: {
        description: 'invalid_inquiry: details name each failing field, in the visitor’s language; invalid_multipart',
      },
      413: { description: 'file_too_large' },
      415: { description: 'unsupported_file_type' },
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/inquiries',
    tag: 'Inquiries',
    summary: 'The inbox: inquiries, newest first',
    access: 'editor',
    query: inquiryListQuery,
    answers: { 200: { description: 'A page of inquiries', schema: inquiryPage } },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/v1/inquiries/export.csv',
    tag: 'Inquiries',
    summary: 'The inquiries as a CSV file',
    description:
      'Every inquiry matching the filters, one row each: its fields (those of `kind`, or of every form), delivery status and when it was handled.',
    access: 'editor',
    query: inquiryFilters,
    answers: { 200: { description: 'The CSV file, as an attachment', contentType: 'text/csv; charset=utf-8' } },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/inquiries/{id}',
    tag: 'Inquiries',
    summary: 'One inquiry, with its files and delivery attempts',
    access: 'editor',
    params: inquiryParams,
    answers: {
      200: { description: 'The inquiry', schema: inquiryDetail },
      404: { description: 'not_found' },
    },
  }),
  attachment: defineRoute({
    method: 'GET',
    path: '/v1/inquiries/{id}/attachments/{attachmentId}',
    tag: 'Inquiries',
    summary: 'Download a file sent with an inquiry',
    description: 'Served as an attachment under its own name, never shown inline.',
    access: 'editor',
    params: inquiryAttachmentParams,
    answers: {
      200: { description: 'The file', contentType: '*/*' },
      404: { description: 'not_found' },
    },
  }),
  setHandled: defineRoute({
    method: 'POST',
    path: '/v1/inquiries/{id}/handled',
    tag: 'Inquiries',
    summary: 'Mark an inquiry handled, or open again',
    access: 'editor',
    params: inquiryParams,
    body: handledBody,
    answers: {
      200: { description: 'The inquiry', schema: inquirySummary },
      404: { description: 'not_found' },
    },
  }),
};
