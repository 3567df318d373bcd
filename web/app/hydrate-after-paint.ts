/**
 * The page's scripts start after its first paint (ADR 0016).
 *
 * Every page is whole in its HTML; the scripts only make it interactive (menus, forms, sliders). React
 * Router asks for them at once, beside the stylesheets, font and hero image, so on a slow connection
 * they share the bandwidth with what the first paint needs and the page paints late. Here the server
 * keeps React Router's scripts as they are but inert: its module preloads leave the head, and its
 * route-module script becomes a data block that names them (`hydrateAfterFirstPaint`). Once the
 * browser has painted, `START_AFTER_PAINT` (an inline script after `<Scripts>`) preloads those
 * modules and runs the route-module script as the module it was, and hydration follows as before.
 *
 * The same script text runs, so the document's Content-Security-Policy hash of it (made from the
 * data block) lets it run; the links and script it adds are extra nodes in the head, which React's
 * hydration passes over.
 */

export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint';

/**
 * React Router's tags as React renders them (react-router 7, `<Scripts>`), with the render's script
 * mark when the server gives one (AppLoadContext.scriptNonce; the mark stays on the data block, so the
 * document's policy allows its text).
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"<>\s]+)"(?: nonce="[^"<>\s]*")?\/>/g;
const ROUTE_MODULES_SCRIPT = /<script( nonce="[^"<>\s]*")? type="module" async="">/;

/**
 * Makes React Router's scripts in a rendered document inert until `START_AFTER_PAINT` starts them.
 * Only the part before the route-module script is searched for preloads: React writes them in the
 * head, and what follows the script (the loader data, half the document) holds none.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const preloads = [...before.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const nonce = script[1] ?? '';
  return `${before.replace(MODULE_PRELOAD, '')}<script type="${DEFERRED_MODULE_TYPE}" data-preload="${preloads.join(' ')}"${nonce}>${html.slice(script.index + script[0].length)}`;
}

/**
 * Runs after the first contentful paint, the first frame with text or an image in it: the first
 * frame can be blank while the page's font is still arriving (Arabic pages, whose letters and Latin
 * characters are two files), and scripts asked for then still compete with the font. Browsers
 * without paint timing wait for the first frame instead (`requestAnimationFrame`, whose frame is
 * painted by the time the timeout fires). A tab opened in the background paints nothing, so there the
 * scripts start at once; a page that never paints text or an image starts them after three seconds.
 *
 * Each module preload, then the route-module script, is added in a task of its own: a preload costs
 * the main thread up to a few milliseconds on a mid-range phone, and some twenty in a row made one
 * long task (issue #33). A message channel gives each step its own task without the 4 ms that a chain
 * of timeouts is held back by. (The script's text is sent in every page and in the root route's
 * code, so it carries no comments and no indentation.)
 */
export const START_AFTER_PAINT = `(() => {
const deferred = document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
if (!deferred) return;
let started = false;
const start = () => {
if (started) return;
started = true;
const hrefs = (deferred.dataset.preload || '').split(' ').filter(Boolean);
const channel = new MessageChannel();
channel.port1.onmessage = () => {
const href = hrefs.shift();
const tag = document.createElement(href ? 'link' : 'script');
Object.assign(tag, href ? { rel: 'modulepreload', href } : { type: 'module', textContent: deferred.textContent });
document.head.append(tag);
if (href) channel.port2.postMessage(0);
};
channel.port2.postMessage(0);
};
if (document.visibilityState === 'hidden') return start();
if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(start, 0));
const observer = new PerformanceObserver((entries) => {
if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
observer.disconnect();
setTimeout(start, 0);
});
observer.observe({ type: 'paint', buffered: true });
setTimeout(start, 3000);
})();`;
