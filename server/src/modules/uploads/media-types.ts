/** The accepted upload types, by the canonical extension their stored names get. */
export const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

export type UploadExtension = keyof typeof MEDIA_TYPES;

export const RASTER_EXTENSIONS: ReadonlySet<UploadExtension> = new Set(['png', 'jpg', 'gif', 'webp']);
export const VIDEO_EXTENSIONS: ReadonlySet<UploadExtension> = new Set(['mp4', 'webm']);
export const ZIP_EXTENSIONS: ReadonlySet<UploadExtension> = new Set(['docx', 'pptx']);

/** Stored names end in one of MEDIA_TYPES' extensions; anything else is served as opaque bytes. */
export function contentTypeOfName(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(MEDIA_TYPES, ext) ? MEDIA_TYPES[ext as UploadExtension] : 'application/octet-stream';
}

/**
 * Images and videos are shown inline; every other file (PDF, Office, anything unknown) is sent as a
 * download, so that it never opens as a page of our origin.
 */
export function opensInline(contentType: string): boolean {
  return /^(image|video)\//.test(contentType);
}
