import type { Page } from '@site/blocks';

/**
 * A stored page as a loader hands it to the browser: the page's JSON text (as the database built it
 * and the API sends it), not the object. React Router writes loader data into the document with
 * turbo-stream, which visits every value of an object: for the header, footer and home page, both
 * languages of every text, that was 0.5 ms of each server render, and the browser decodes it value by
 * value again. One string costs turbo-stream almost nothing, and `JSON.parse` is the quickest way
 * back to the object on either side (issue #17).
 */
export interface PageJson {
  readonly pageJson: string;
}

export const pageJson = (json: string): PageJson => ({ pageJson: json });

export function isPageJson(value: unknown): value is PageJson {
  return typeof (value as Partial<PageJson> | null)?.pageJson === 'string';
}

/** The last pages read, by text: a render asks for the header in several places, and gets one object. */
const parsed = new Map<string, Page>();
const KEPT = 16;

/** The page a loader handed over; the same object for the same text. Shared: never change it. */
export function readPage(data: PageJson): Page {
  let page = parsed.get(data.pageJson);
  if (!page) {
    page = JSON.parse(data.pageJson) as Page;
    if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value as string);
    parsed.set(data.pageJson, page);
  }
  return page;
}
