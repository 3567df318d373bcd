import { apiUrl, LOGIN_PATH, refreshOnce } from '../session/api-client.ts';
import { ApiError, type ErrorBodyLike } from '../session/api-error.ts';
import { getTokens } from '../session/token-store.ts';

/**
 * Downloads a file the API serves only with the bearer token (an attachment, the CSV export): a plain
 * link cannot carry the header, so the bytes are fetched and saved through an object URL. A 401 gets
 * the API client's one shared refresh and a single replay, like every other call.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const send = (token: string | null) =>
    fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let response = await send(getTokens().accessToken);
  if (response.status === 401) {
    const token = await refreshOnce();
    if (!token) {
      const from = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${LOGIN_PATH}?from=${encodeURIComponent(from)}`);
      throw new ApiError(401, null);
    }
    response = await send(token);
  }
  if (!response.ok) {
    throw new ApiError(response.status, (await response.json().catch(() => null)) as ErrorBodyLike | null);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click starts the download synchronously; the URL can go once the browser has taken it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** The name in a Content-Disposition header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
}
