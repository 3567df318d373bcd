import type { AppLoadContext } from 'react-router';
import { type PageJson, pageJson } from './page-json.ts';

/** The id of the document's script element that holds the page JSON named `name`. */
const elementId = (name: string) => `page-json-${name}`;

/**
 * Page JSON `json` for a loader's answer. In a document (AppLoadContext.documentJson) the text goes
 * into the HTML under `name` (unique in the document), and the data names it; the server's own render
 * reads the text from a property the stream does not send. Otherwise the text is in the data.
 */
export function documentPageJson(json: string, context: AppLoadContext, name: string): PageJson {
  const texts = context.documentJson;
  if (!texts) return pageJson(json);
  const id = elementId(name);
  texts.set(id, json);
  return Object.defineProperty({ pageRef: id }, 'pageJson', { value: json, enumerable: false });
}

/**
 * `html` (a rendered document read as Latin-1, as entry.server.tsx handles it) with the page JSON
 * its loaders named (AppLoadContext.documentJson) as JSON script elements at the end of the body,
 * where hydration passes over them. `<` is escaped (`\u003c`, the same text to JSON.parse), so no
 * text can end the element.
 */
export function withDocumentJson(html: string, texts: ReadonlyMap<string, string> | undefined): string {
  if (!texts?.size) return html;
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  let elements = '';
  // By name, not by which loader finished first: the same page is the same bytes (cached, compared).
  for (const [id, text] of [...texts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const escaped = Buffer.from(text.replace(/</g, '\\u003c'), 'utf8').toString('latin1');
    elements += `<script type="application/json" id="${id}">${escaped}</script>`;
  }
  return `${html.slice(0, end)}${elements}${html.slice(end)}`;
}
