import type { InquiryKind } from '@site/blocks/api';

/** What the editors' inbox API answers: the types of its contracts (packages/blocks/src/api/inquiries.ts). */
export type {
  DeliveryStatus,
  InquiryAttachment,
  InquiryDelivery,
  InquiryDetail,
  InquiryKind,
  InquiryPage,
  InquirySummary,
} from '@site/blocks/api';

/** The kinds of the contract, as a value (contracts are imported as types only, so none reaches the bundle). */
export const KINDS = ['contact', 'demo', 'application'] as const satisfies readonly InquiryKind[];

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
