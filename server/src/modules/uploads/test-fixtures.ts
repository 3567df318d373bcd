/** Tiny real files for the upload tests, made in memory. */
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

export function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** An MP4's first box: `ftyp` with the isom brand. */
export const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2avc1mp41'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('free'),
]);

/** A WebM's EBML header (DocType "webm") and the start of a Segment. */
export const WEBM = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02, 0x18, 0x53,
  0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
]);

export interface ZipEntrySpec {
  name: string;
  data?: Buffer | string;
  /** Lie in the headers about the uncompressed size (zip bombs). */
  declaredSize?: number;
}

/** A ZIP archive with deflated entries, local headers, central directory and end record. */
export function zip(entries: ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data ?? '');
    const packed = deflateRawSync(raw);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function contentTypes(main: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${main}" ContentType="${
    main.startsWith('word/')
      ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'
      : 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml'
  }"/></Types>`;
}

export function docx(extra: ZipEntrySpec[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('word/document.xml') },
    { name: '_rels/.rels', data: '<Relationships/>' },
    { name: 'word/document.xml', data: '<w:document/>' },
    ...extra,
  ]);
}

export function pptx(extra: ZipEntrySpec[] = []): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes('ppt/presentation.xml') },
    { name: '_rels/.rels', data: '<Relationships/>' },
    { name: 'ppt/presentation.xml', data: '<p:presentation/>' },
    ...extra,
  ]);
}

const FREE = 0xffffffff;

/**
 * An OLE compound file (version 3, 512-byte sectors): header, one FAT sector, one directory
 * sector holding the root storage and one empty stream named `stream`.
 */
export function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(512 * 3, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c);
  file.writeUInt32LE(1, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i === 0 ? 0 : FREE, 0x4c + i * 4);
  // FAT (sector 0): itself, then the directory's one-sector chain.
  const fat = 512;
  for (let i = 0; i < 128; i++) file.writeUInt32LE(FREE, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat);
  file.writeUInt32LE(0xfffffffe, fat + 4);
  // Directory (sector 1).
  const dir = 1024;
  const entry = (index: number, name: string, type: number, child: number) => {
    const at = dir + index * 128;
    file.write(name, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    file[at + 0x42] = type;
    file.writeUInt32LE(FREE, at + 0x44);
    file.writeUInt32LE(FREE, at + 0x48);
    file.writeUInt32LE(child, at + 0x4c);
    file.writeUInt32LE(0xfffffffe, at + 0x74);
  };
  entry(0, 'Root Entry', 5, 1);
  entry(1, stream, 2, FREE);
  return file;
}

/** A multipart/form-data body for Fastify's inject. */
export function multipart(
  parts: Array<{ field: string; filename?: string; contentType?: string; data: Buffer | string }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----upload-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${filename}${type}\r\n\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A request body handed out 16 KB at a time, only as the server reads it: `pulled()` tells how
 * much the server has read, to check that it stops early.
 */
export function pulledStream(payload: Buffer, chunkBytes = 16 * 1024): { stream: Readable; pulled: () => number } {
  let offset = 0;
  const stream = new Readable({
    highWaterMark: chunkBytes,
    read() {
      if (offset >= payload.length) return void this.push(null);
      const chunk = payload.subarray(offset, offset + chunkBytes);
      offset += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => offset };
}
