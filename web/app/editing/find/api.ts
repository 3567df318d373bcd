import type { searchRoutes } from '@site/blocks/api';
import { call } from '../../session/api-client.ts';

/** The editors' search calls (issue #32); errors are the API client's ApiError. */
export const findApi = {
  /** Pages, items (drafts too) and media files holding every word of `q`, in either language. */
  anything: (q: string, signal?: AbortSignal) =>
    call<typeof searchRoutes.anything>(
      'GET',
      `/v1/search/anything?${new URLSearchParams({ q })}`,
      signal ? { signal } : {},
    ),
  /** What visitors searched in the last `days` days. */
  report: (days: number) => call<typeof searchRoutes.report>('GET', `/v1/search/report?days=${days}`),
};
