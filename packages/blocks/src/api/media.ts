/** Uploads and the media library (ADRs 0008, 0032). */
export const mediaRoutes = {};
