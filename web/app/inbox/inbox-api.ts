import type { inquiryRoutes } from '@site/blocks/api';
import { type CallPath, call } from '../session/api-client.ts';
import { downloadFile } from './download.ts';
import type { InquiryAttachment } from './types.ts';

/** Every call the inbox makes to the API, one typed function each, so components never build a URL. */

const inquiry = (id: string) => `/v1/inquiries/${encodeURIComponent(id)}` as const;

export const inboxApi = {
  /** A page of inquiries matching `query` (kind, handled, limit, offset). */
  list: (query: URLSearchParams, signal?: AbortSignal) =>
    call<typeof inquiryRoutes.list>('GET', `/v1/inquiries?${query}`, signal ? { signal } : {}),

  /** One inquiry with its fields, files and delivery attempts. */
  get: (id: string, signal?: AbortSignal) =>
    call<typeof inquiryRoutes.get>('GET', inquiry(id), signal ? { signal } : {}),

  /** Marks an inquiry handled or open again. */
  setHandled: (id: string, handled: boolean) =>
    call<typeof inquiryRoutes.setHandled>('POST', `${inquiry(id)}/handled`, { body: { handled } }),

  /** Saves one of an inquiry's files under its own name (a download: the bytes, not JSON). */
  downloadAttachment: (id: string, file: InquiryAttachment) => {
    const path: CallPath<typeof inquiryRoutes.attachment> = `${inquiry(id)}/attachments/${encodeURIComponent(file.id)}`;
    return downloadFile(path, file.fileName);
  },

  /** Saves the inquiries matching `filters` as a CSV file. */
  exportCsv: (filters: URLSearchParams) => {
    const path: CallPath<typeof inquiryRoutes.exportCsv> = `/v1/inquiries/export.csv?${filters}`;
    return downloadFile(path, 'inquiries.csv');
  },
};
