import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Loads a translation file with fetch: the part of i18next-http-backend this site uses, in a few
 * hundred bytes instead of ~3 KB gzip (ADR 0016). Spec 001 §8/§9: a 5xx, no status or a network
 * failure is retryable (i18next retries it: maxRetries, retryTimeout); a 4xx fails without retry;
 * unparsable JSON is a parse failure.
 */
export class FetchBackend implements BackendModule<{ loadPath: string }> {
  static type = 'backend' as const;
  type = 'backend' as const;
  private loadPath = '';

  init(_services: unknown, options: { loadPath: string }) {
    this.loadPath = options.loadPath;
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const url = this.loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
    fetch(url).then(
      async (response) => {
        if (!response.ok)
          return callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
        const text = await response.text();
        try {
          callback(null, JSON.parse(text));
        } catch {
          callback(`failed parsing ${url} to json`, false);
        }
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  }
}
