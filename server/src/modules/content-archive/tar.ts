/**
 * The few lines of the ustar format the archive needs: regular files only, names under 100
 * characters. Standard tools read it (`tar -tzf backup.tar.gz`), and Node needs nothing extra.
 */
const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
}

export class TarFormatError extends Error {}

export function writeTar(entries: readonly TarEntry[]): Buffer {
  const chunks: Buffer[] = [];
  for (const { name, data } of entries) {
    if (Buffer.byteLength(name) > 99) throw new Error(`Archive entry name too long: ${name}`);
    const header = Buffer.alloc(BLOCK);
    header.write(name, 0, 'utf8');
    header.write('0000644\0', 100, 'ascii');
    header.write('0000000\0', 108, 'ascii');
    header.write('0000000\0', 116, 'ascii');
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
    header.write('00000000000\0', 136, 'ascii');
    header.write('        ', 148, 'ascii');
    header.write('0', 156, 'ascii');
    header.write('ustar\0', 257, 'ascii');
    header.write('00', 263, 'ascii');
    header.write(`${checksum(header).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
    chunks.push(header, data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  chunks.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(chunks);
}

/** Every entry, in order; throws TarFormatError when a header is damaged or the end is missing. */
export function readTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) {
      const next = tar.subarray(offset + BLOCK, offset + 2 * BLOCK);
      if (next.length === BLOCK && next.every((byte) => byte === 0)) return entries;
      break;
    }
    const stored = Number.parseInt(field(header, 148, 8), 8);
    if (stored !== checksum(header)) throw new TarFormatError('an entry header is damaged');
    const type = header.toString('ascii', 156, 157);
    if (type !== '0' && type !== '\0') throw new TarFormatError('it holds something other than plain files');
    const size = Number.parseInt(field(header, 124, 12), 8);
    const start = offset + BLOCK;
    if (!Number.isSafeInteger(size) || start + size > tar.length) break;
    entries.push({ name: field(header, 0, 100), data: tar.subarray(start, start + size) });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarFormatError('it ends before its last entry');
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.toString('utf8', 0, end === -1 ? length : end).trim();
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
  return sum;
}
