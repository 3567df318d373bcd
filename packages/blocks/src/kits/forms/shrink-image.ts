/**
 * Makes a picture small enough to send with the contact form (spec 000 §5, §9: at most 1024 px on
 * its longest side and about 38 KB): it is redrawn as a JPEG on a white background, lowering the
 * quality, then the size, step by step. Runs in the browser only (canvas).
 */

export class ShrinkError extends Error {
  constructor(readonly reason: 'read' | 'process') {
    super(reason === 'read' ? 'The file could not be read.' : 'The picture could not be made small enough.');
  }
}

const QUALITIES = [0.85, 0.7, 0.55, 0.4];
const ROUNDS = 6;

export async function shrinkImage(file: File, limits: { maxDimension: number; maxBytes: number }): Promise<File> {
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    throw new ShrinkError('read');
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([bytes], { type: file.type }));
  } catch {
    throw new ShrinkError('process');
  }
  const { width, height } = bitmap;
  if (file.size <= limits.maxBytes && Math.max(width, height) <= limits.maxDimension) {
    bitmap.close();
    return file;
  }
  try {
    let scale = Math.min(1, limits.maxDimension / Math.max(width, height));
    for (let round = 0; round < ROUNDS; round++, scale *= 0.7) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      const context = canvas.getContext('2d');
      if (!context) break;
      // JPEG has no transparency: what was see-through becomes white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
        if (blob && blob.size <= limits.maxBytes) {
          const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
          return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
        }
      }
    }
  } finally {
    bitmap.close();
  }
  throw new ShrinkError('process');
}
