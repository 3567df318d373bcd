import type { AnswerOf, mediaRoutes } from '@site/blocks/api';
import { apiUrl, refreshOnce } from '../session/api-client.ts';
import { getTokens } from '../session/token-store.ts';

/** What `POST /v1/uploads/` answers (its contract, ADR 0039): the file's URL, its WebP copies, … */
export type UploadResult = AnswerOf<typeof mediaRoutes.upload>;

/**
 * `POST /v1/uploads/` with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * A 401 is retried once after the API client refreshes the session.
 */
export type UploadProgress = (percent: number) => void;

export function uploadFile<T = UploadResult>(
  file: File,
  onProgress: UploadProgress,
  /** Another endpoint taking a multipart `file` (the media library's replace; `T` is then its answer). */
  url = '/v1/uploads/',
  expectedStatus = 201,
): Promise<T> {
  const attempt = (token: string | null) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(url));
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {}
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new Error('The upload did not reach the server'));
      const form = new FormData();
      form.append('file', file);
      xhr.send(form);
    });

  return (async () => {
    let result = await attempt(getTokens().accessToken);
    if (result.status === 401) {
      // Run (or join) the app's single refresh, then try once more.
      const token = await refreshOnce();
      if (token) result = await attempt(token);
    }
    if (result.status !== expectedStatus) {
      const message = (result.body as { error?: { message?: string } } | null)?.error?.message;
      throw new Error(message ?? `The upload failed (${result.status})`);
    }
    onProgress(100);
    return result.body as T;
  })();
}
