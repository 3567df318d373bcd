import type { DOMWindow } from 'jsdom';

export const SVG_NS = 'http://www.w3.org/2000/svg';

let window: Promise<DOMWindow> | undefined;

/** One shared jsdom window, loaded on first use so that starting the server does not pay for jsdom. */
export function svgWindow(): Promise<DOMWindow> {
  window ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
  return window;
}

/** Text of a file that claims to be SVG: strict UTF-8, or null. */
export function decodeSvgText(data: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
}
