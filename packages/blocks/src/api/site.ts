/** The process itself: health, crawler files, the API reference, uploaded files. */
export const siteRoutes = {};
