import { authRoutes } from './auth.ts';
import { collectionRoutes } from './collections.ts';
import type { RouteContract } from './define-route.ts';
import { inquiryRoutes } from './inquiries.ts';
import { mediaRoutes } from './media.ts';
import { pageRoutes } from './pages.ts';
import { peopleRoutes } from './people.ts';
import { publishingRoutes } from './publishing.ts';
import { searchRoutes } from './search.ts';
import { siteRoutes } from './site.ts';

export * from './auth.ts';
export * from './collections.ts';
export * from './define-route.ts';
export * from './inquiries.ts';
export * from './media.ts';
export * from './pages.ts';
export * from './people.ts';
export * from './publishing.ts';
export * from './search.ts';
export * from './site.ts';

/** Every route the process serves besides its pages (ADR 0039): what the OpenAPI document describes. */
export const API_ROUTES: readonly RouteContract[] = [
  authRoutes,
  pageRoutes,
  collectionRoutes,
  publishingRoutes,
  searchRoutes,
  peopleRoutes,
  inquiryRoutes,
  mediaRoutes,
  siteRoutes,
].flatMap((routes) => Object.values(routes) as RouteContract[]);
