import { readFileSync } from 'node:fs';

/** A file as a person picks it from their disk. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A picture to upload: a valid 1×1 PNG, as a person would pick one from their disk. */
export const PICTURE: FilePayload = {
  name: 'new-picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** An address the upload answered: /data/uploads/<32 hex>.png. */
export const UPLOADED = /^\/data\/uploads\/[a-f0-9]{32}\.png$/;

type Block = { block_type: string; content: Record<string, unknown> };

/** A block of a page as a fresh database starts with it (content/seed). */
export function seedBlock(slug: string, type: string): Block {
  const page = JSON.parse(readFileSync(new URL(`../../content/seed/${slug}.json`, import.meta.url), 'utf8')) as {
    blocks: Block[];
  };
  const block = page.blocks.find((b) => b.block_type === type);
  if (!block) throw new Error(`no ${type} block in content/seed/${slug}.json`);
  return block;
}
