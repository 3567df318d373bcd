/** Drafts, releases, scheduled publishing, preview links, presence (ADRs 0025, 0028, 0029). */
export const publishingRoutes = {};
