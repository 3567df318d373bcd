/** What the editors' inbox API answers (server/src/modules/inquiries/routes.ts). */

export const KINDS = ['contact', 'demo', 'application'] as const;
export type InquiryKind = (typeof KINDS)[number];
export type DeliveryStatus = 'pending' | 'sent' | 'failed';

export interface InquirySummary {
  id: string;
  kind: InquiryKind;
  fields: Record<string, string>;
  language: string;
  receivedAt: string;
  status: DeliveryStatus;
  attempts: number;
  sentAt: string | null;
  handledAt: string | null;
}

export interface InquiryAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface InquiryDelivery {
  attempt: number;
  transport: string;
  ok: boolean;
  statusCode: number | null;
  message: string | null;
  at: string;
}

export interface InquiryDetail extends InquirySummary {
  attachments: InquiryAttachment[];
  deliveries: InquiryDelivery[];
}

export interface InquiryPage {
  items: InquirySummary[];
  total: number;
}

/** The fields each kind keeps, in the order the server's e-mails and exports show them. */
export const KIND_FIELDS: Record<InquiryKind, readonly string[]> = {
  contact: ['fullName', 'companyName', 'email', 'phone', 'service', 'inquiry'],
  demo: ['fullName', 'email', 'phone'],
  application: ['vacancyTitle', 'vacancyId', 'fullName', 'email', 'coverLetter'],
};

/** Fields whose text runs over several lines: shown with their line breaks. */
export const LONG_FIELDS: ReadonlySet<string> = new Set(['inquiry', 'coverLetter']);

export const PAGE_SIZE = 50;

export function isKind(value: string | null): value is InquiryKind {
  return (KINDS as readonly string[]).includes(value ?? '');
}
