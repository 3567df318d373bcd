import type { SiteContext } from './page.ts';
import type { PreviewRefusal } from './previews.ts';

// What every React Router loader receives from the server (see server/src/app.ts).
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteContext;
    /** The site's absolute address (PUBLIC_URL), for canonical and alternate links. */
    publicUrl?: string | undefined;
    /**
     * A random value made for this render only: the app marks the inline scripts it writes with it,
     * and the server allows exactly those in the document's Content-Security-Policy (by hash), then
     * removes the marks. Content rendered into the page cannot know it in advance.
     */
    scriptNonce?: string | undefined;
    /**
     * Set when the address carries a preview token (ADR 0029) that opens nothing: the page loaders
     * answer with the reason instead of the page. A token that works changes only what `site` reads.
     */
    previewRefused?: PreviewRefusal | undefined;
    /**
     * A document's render (not a navigation's data request): the page JSON its loaders read, by
     * name, which the document carries once as JSON script elements instead of inside the
     * hydration data (web/app/page-json.ts). Absent for data requests.
     */
    documentJson?: Map<string, string> | undefined;
  }
}
