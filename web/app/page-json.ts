import type { Page } from '@site/blocks';

/**
 * A stored page as a loader hands it to the browser: the page's JSON text (as the database built it
 * and the API sends it), not the object. React Router writes loader data into the document with
 * turbo-stream, which visits every value of an object: for the header, footer and home page, both
 * languages of every text, that was 0.5 ms of each server render, and the browser decodes it value by
 * value again. One string costs turbo-stream almost nothing, and `JSON.parse` is the quickest way
 * back to the object on either side (issue #17).
 *
 * In a document, the text itself is not in the loader data either: the stream's JSON sits in a
 * script's string literal, so every quote of a page's JSON was escaped twice there (`\\\"`, a tenth
 * of a list page). The document carries each text once, in a JSON script element whose id is
 * `pageRef` (page-json.server.ts); the server's own render reads the text from a property
 * the stream does not send. A navigation's data request gets the text in `pageJson`.
 */
export type PageJson = { readonly pageJson: string } | { readonly pageRef: string };

export const pageJson = (json: string): PageJson => ({ pageJson: json });

export function isPageJson(value: unknown): value is PageJson {
  const data = value as { pageJson?: unknown; pageRef?: unknown } | null;
  return typeof (data?.pageJson ?? data?.pageRef) === 'string';
}

/** The last pages read, by text: a render asks for the header in several places, and gets one object. */
const parsed = new Map<string, Page>();
const KEPT = 16;

/** The page a loader handed over; the same object for the same text. Shared: never change it. */
export function readPage(data: PageJson): Page {
  const text = 'pageJson' in data ? data.pageJson : (document.getElementById(data.pageRef) as HTMLScriptElement).text;
  let page = parsed.get(text);
  if (!page) {
    page = JSON.parse(text) as Page;
    if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(text, page);
  }
  return page;
}
