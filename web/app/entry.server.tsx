import { detailViews } from '@site/blocks/details';
import { preloadAllBlockViews } from '@site/blocks/react';
import { resolveLanguage } from '@site/blocks/resolve-language';
import { createInstance, type i18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import ar from '../public/locales/ar/translation.json';
import en from '../public/locales/en/translation.json';
import { hydrateAfterFirstPaint } from './hydrate-after-paint.ts';
import { baseOptions } from './i18n/config.ts';
import { withDocumentJson } from './page-json.server.ts';
import { ScriptNonce } from './script-nonce.ts';

export const streamTimeout = 5_000;

// Every view is in memory before the first request, so no render waits on one (see views.ts).
await Promise.all([preloadAllBlockViews(), ...Object.values(detailViews).map((load) => load())]);

/**
 * One i18next instance per language, made on first use: a render only reads it (nothing on the server
 * changes its language), so requests in different languages render side by side.
 */
const instances = new Map<string, Promise<i18n>>();
function i18nFor(language: string): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    const made = createInstance();
    instance = made
      .use(initReactI18next)
      .init({ ...baseOptions, lng: language, resources: { en: { translation: en }, ar: { translation: ar } } })
      .then(() => made);
    instances.set(language, instance);
  }
  return instance;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.scriptNonce;
  const i18n = await i18nFor(resolveLanguage(request));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ScriptNonce.Provider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ScriptNonce.Provider>
      </I18nextProvider>,
      {
        nonce,
        // React moves a large part of the page (a header, a footer, a long block) out of place and
        // reveals it with a script once it has arrived, so the top of a streamed page paints early.
        // This document is sent whole, and kept in the cache: such parts would stay hidden without
        // scripts and pop in, shifting the page, after a deliberate delay. Nothing is moved.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole document at once, block views included (they load on demand, see views.ts): the
        // same complete HTML for browsers and crawlers, and one that can be cached as it is.
        onAllReady() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.append('Vary', 'Cookie, Accept-Language');
          pipe(
            collectBytes((bytes) => {
              // The document's bytes read one per character (Latin-1): the rewrite's patterns are ASCII,
              // so it never decodes or re-encodes the page's UTF-8, and the bytes go out as they came.
              const html = withDocumentJson(hydrateAfterFirstPaint(bytes.toString('latin1')), loadContext.documentJson);
              resolve(
                new Response(Buffer.from(html, 'latin1'), { headers: responseHeaders, status: responseStatusCode }),
              );
            }, reject),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Where React writes the finished document: its chunks, joined once it ends. The whole document is
 * ready when it is piped (onAllReady), so a stream's buffering and events would only add work to
 * every render; React needs no more of a writable than these methods.
 */
function collectBytes(onEnd: (bytes: Buffer) => void, onError: (error: unknown) => void) {
  const chunks: Uint8Array[] = [];
  return {
    write(chunk: Uint8Array | string) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end() {
      onEnd(Buffer.concat(chunks));
    },
    destroy(error: unknown) {
      onError(error);
    },
    on() {},
  } as unknown as NodeJS.WritableStream;
}
