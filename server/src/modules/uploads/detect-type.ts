import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_TYPES, type UploadExtension } from './media-types.ts';
import { decodeSvgText, SVG_NS, svgWindow } from './svg-dom.ts';
import { readZipEntries } from './zip-guard.ts';

export interface DetectedType {
  ext: UploadExtension;
  contentType: string;
}

/** file-type's answers we take as they are. */
const BY_SNIFFED_MIME: Record<string, UploadExtension> = {
  'image/png': 'png',
  'image/apng': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

/** Answers that mean "a ZIP"; which Office format it is, we decide from the central directory. */
const ZIP_MIMES = new Set(['application/zip', MEDIA_TYPES.docx, MEDIA_TYPES.pptx]);

/**
 * The real type of an upload, judged by its bytes only, or null when it is none of the accepted
 * types. Never throws for bad input.
 */
export async function detectType(data: Buffer): Promise<DetectedType | null> {
  const ext = await detectExtension(data);
  return ext ? { ext, contentType: MEDIA_TYPES[ext] } : null;
}

async function detectExtension(data: Buffer): Promise<UploadExtension | null> {
  if (data.length === 0) return null;
  const sniffed = await fileTypeFromBuffer(data).catch(() => undefined);
  if (!sniffed || sniffed.ext === 'xml') return (await isSvg(data)) ? 'svg' : null;
  const direct = BY_SNIFFED_MIME[sniffed.mime];
  if (direct) return direct;
  if (ZIP_MIMES.has(sniffed.mime)) return officeZipType(data, sniffed.mime);
  if (sniffed.ext === 'cfb') return officeCfbType(data);
  return null;
}

/**
 * docx or pptx by the entries of the central directory; macro-enabled documents are refused. An
 * archive too broken or too big to list keeps file-type's verdict, so that the zip guard can say
 * what is wrong with it instead of a vague 415.
 */
async function officeZipType(data: Buffer, sniffedMime: string): Promise<'docx' | 'pptx' | null> {
  let names: string[];
  try {
    names = (await readZipEntries(data)).map((entry) => entry.name);
  } catch {
    if (sniffedMime === MEDIA_TYPES.docx) return 'docx';
    if (sniffedMime === MEDIA_TYPES.pptx) return 'pptx';
    return null;
  }
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
  const word = names.some((name) => name.startsWith('word/'));
  const slides = names.some((name) => name.startsWith('ppt/'));
  if (word === slides) return null;
  return word ? 'docx' : 'pptx';
}

/** SVG: strict UTF-8 XML whose root element is <svg>. HTML, even with an <svg> inside, is not. */
async function isSvg(data: Buffer): Promise<boolean> {
  const text = decodeSvgText(data);
  if (text === null || !/^\uFEFF?\s*</.test(text) || !/<svg[\s/>]/.test(text)) return false;
  // Entity declarations could expand exponentially while parsing ("billion laughs").
  if (/<!ENTITY/i.test(text)) return false;
  const { DOMParser } = await svgWindow();
  const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  return root?.localName === 'svg' && (root.namespaceURI === SVG_NS || root.namespaceURI === null);
}

const FREE_OR_END = 0xfffffffa;
const NO_ENTRY = 0xffffffff;

/**
 * doc or ppt: an OLE compound file whose root storage holds a 'WordDocument' or a
 * 'PowerPoint Document' stream. Excel and other compound files are refused.
 */
export function officeCfbType(data: Buffer): 'doc' | 'ppt' | null {
  try {
    const names = cfbRootNames(data);
    if (names.has('WordDocument')) return 'doc';
    if (names.has('PowerPoint Document')) return 'ppt';
    return null;
  } catch {
    return null;
  }
}

/** Names of the root storage's children (MS-CFB: header, FAT via DIFAT, directory chain, red-black tree). */
function cfbRootNames(data: Buffer): Set<string> {
  const sectorShift = data.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) throw new Error('bad sector size');
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.floor(data.length / sectorSize) - 1;
  const sectorStart = (id: number) => {
    if (id >= sectorCount) throw new Error('sector out of range');
    return (id + 1) * sectorSize;
  };

  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(data.readUInt32LE(0x4c + i * 4));
  let difat = data.readUInt32LE(0x44);
  for (let hops = 0; difat < FREE_OR_END; hops++) {
    if (hops > sectorCount) throw new Error('DIFAT loop');
    const start = sectorStart(difat);
    for (let i = 0; i < idsPerSector - 1; i++) fatSectors.push(data.readUInt32LE(start + i * 4));
    difat = data.readUInt32LE(start + (idsPerSector - 1) * 4);
  }
  const nextSector = (id: number) => {
    const fatSector = fatSectors[Math.floor(id / idsPerSector)];
    if (fatSector === undefined || fatSector >= FREE_OR_END) throw new Error('sector not in FAT');
    return data.readUInt32LE(sectorStart(fatSector) + (id % idsPerSector) * 4);
  };

  const entries: Buffer[] = [];
  let sector = data.readUInt32LE(0x30);
  for (let hops = 0; sector < FREE_OR_END; hops++) {
    if (hops > sectorCount) throw new Error('directory loop');
    const start = sectorStart(sector);
    for (let offset = 0; offset < sectorSize; offset += 128)
      entries.push(data.subarray(start + offset, start + offset + 128));
    sector = nextSector(sector);
  }

  const root = entries[0];
  if (root?.[0x42] !== 5) throw new Error('no root storage');
  const names = new Set<string>();
  const pending = [root.readUInt32LE(0x4c)];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop() as number;
    const entry = entries[id];
    if (id === NO_ENTRY || seen.has(id) || !entry) continue;
    seen.add(id);
    const nameBytes = Math.min(entry.readUInt16LE(0x40), 64);
    names.add(entry.toString('utf16le', 0, Math.max(nameBytes - 2, 0)));
    pending.push(entry.readUInt32LE(0x44), entry.readUInt32LE(0x48));
  }
  return names;
}
