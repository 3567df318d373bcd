import { api } from '../session/api-client.ts';
import { downloadFile } from './download.ts';
import type { InquiryAttachment, InquiryDetail, InquiryPage, InquirySummary } from './types.ts';

/** Every call the inbox makes to the API, one typed function each, so components never build a URL. */

const inquiry = (id: string) => `/v1/inquiries/${encodeURIComponent(id)}`;

export const inboxApi = {
  /** A page of inquiries matching `query` (kind, handled, limit, offset). */
  list: (query: URLSearchParams, signal?: AbortSignal) =>
    api<InquiryPage>(`/v1/inquiries?${query}`, signal ? { signal } : {}),

  /** One inquiry with its fields, files and delivery attempts. */
  get: (id: string, signal?: AbortSignal) => api<InquiryDetail>(inquiry(id), signal ? { signal } : {}),

  /** Marks an inquiry handled or open again. */
  setHandled: (id: string, handled: boolean) =>
    api<InquirySummary>(`${inquiry(id)}/handled`, { method: 'POST', body: { handled } }),

  /** Saves one of an inquiry's files under its own name. */
  downloadAttachment: (id: string, file: InquiryAttachment) =>
    downloadFile(`${inquiry(id)}/attachments/${encodeURIComponent(file.id)}`, file.fileName),

  /** Saves the inquiries matching `filters` as a CSV file. */
  exportCsv: (filters: URLSearchParams) => downloadFile(`/v1/inquiries/export.csv?${filters}`, 'inquiries.csv'),
};
