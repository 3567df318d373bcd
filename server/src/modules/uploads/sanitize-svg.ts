import createDOMPurify, { type DOMPurify } from 'dompurify';
import { HttpError } from '../../http/errors.ts';
import { decodeSvgText, SVG_NS, svgWindow } from './svg-dom.ts';

/** A same-document reference such as `#gradient-1`; the only kind of link an uploaded SVG keeps. */
const FRAGMENT = /^#[^\s'"()\\<>]*$/;
/** CSS functions and at-rules that can fetch or run something, whatever their argument looks like. */
const CSS_FETCHERS =
  /@import|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(|src\s*\(|expression\s*\(|-moz-binding|behavior\s*:/i;
const CSS_URL = /url\s*\(\s*("[^"]*"|'[^']*'|[^)'"]*)\s*\)/gi;

let purifier: Promise<DOMPurify> | undefined;

/**
 * Returns the SVG's markup without scripts, event handlers, foreign objects or references to
 * anything outside the document (href, xlink:href, url(...) in attributes and styles). Throws a
 * 400 `invalid_svg` when no SVG image is left.
 */
export async function sanitizeSvg(svg: string | Buffer): Promise<string> {
  const text = typeof svg === 'string' ? svg : decodeSvgText(svg);
  if (text === null) throw invalid('An SVG file must be UTF-8 text.');
  const purify = await getPurifier();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify drops <use> by default; with links limited to #fragments it is safe and common.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['script', 'foreignobject', 'iframe', 'embed', 'object'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = Array.from(fragment.children).find((el) => el.localName === 'svg' && el.namespaceURI === SVG_NS);
  if (!root || root.children.length === 0) {
    throw invalid('Nothing of an SVG image remained after removing unsafe content.');
  }
  const { XMLSerializer } = await svgWindow();
  return new XMLSerializer().serializeToString(root);
}

/** CSS with external references removed, or null when it cannot be made safe. */
export function cleanCss(css: string): string | null {
  const cleaned = css
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(CSS_URL, (match, target: string) => (FRAGMENT.test(unquote(target)) ? match : 'none'));
  return isLocalCss(cleaned) ? cleaned : null;
}

/** True when every url(...) in the text is a #fragment and nothing else can fetch or escape. */
export function isLocalCss(text: string): boolean {
  // Escapes and comments could spell url( or @import in a way the checks below do not see.
  if (text.includes('\\') || text.includes('/*') || CSS_FETCHERS.test(text)) return false;
  const urls = text.match(/url\s*\(/gi)?.length ?? 0;
  const local = Array.from(text.matchAll(CSS_URL)).filter(([, target]) => FRAGMENT.test(unquote(target ?? '')));
  return urls === local.length;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1).trim() : trimmed;
}

function invalid(message: string): HttpError {
  return new HttpError(400, 'invalid_svg', message);
}

function getPurifier(): Promise<DOMPurify> {
  purifier ??= svgWindow().then((window) => {
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name.startsWith('on')) {
        data.keepAttr = false;
      } else if (name === 'href' || name.endsWith(':href')) {
        data.keepAttr = FRAGMENT.test(data.attrValue.trim());
      } else if (name === 'style') {
        const css = cleanCss(data.attrValue);
        if (css === null) data.keepAttr = false;
        else data.attrValue = css;
      } else if (!isLocalCss(data.attrValue)) {
        // Presentation attributes (fill, filter, mask, clip-path, marker-*) take url(...) too.
        data.keepAttr = false;
      }
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName !== 'style') return;
      const css = cleanCss(node.textContent ?? '');
      node.textContent = css ?? '';
    });
    return purify;
  });
  return purifier;
}
