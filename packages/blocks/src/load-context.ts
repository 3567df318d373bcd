import type { SiteContext } from './page.ts';

// What every React Router loader receives from the server (see server/src/app.ts).
declare module 'react-router' {
  interface AppLoadContext {
    site: SiteContext;
    /** The site's absolute address (PUBLIC_URL), for canonical and alternate links. */
    publicUrl?: string | undefined;
  }
}
