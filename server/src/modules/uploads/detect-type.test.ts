import { describe, expect, it } from 'vitest';
import { detectType } from './detect-type.ts';
import { compoundFile, docx, image, MP4, PDF, pptx, WEBM, zip } from './test-fixtures.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

async function extOf(data: Buffer | string) {
  return (await detectType(Buffer.from(data)))?.ext ?? null;
}

describe('detectType', () => {
  it('recognises raster images by their signatures', async () => {
    expect(await detectType(await image(4, 4, 'png'))).toEqual({ ext: 'png', contentType: 'image/png' });
    expect(await extOf(await image(4, 4, 'jpeg'))).toBe('jpg');
    expect(await extOf(await image(4, 4, 'gif'))).toBe('gif');
    expect(await extOf(await image(4, 4, 'webp'))).toBe('webp');
  });

  it('recognises PDF, MP4 and WebM', async () => {
    expect(await detectType(PDF)).toEqual({ ext: 'pdf', contentType: 'application/pdf' });
    expect(await detectType(MP4)).toEqual({ ext: 'mp4', contentType: 'video/mp4' });
    expect(await detectType(WEBM)).toEqual({ ext: 'webm', contentType: 'video/webm' });
  });

  it('tells Word from PowerPoint in OLE compound files and refuses other compound files', async () => {
    expect(await detectType(compoundFile('WordDocument'))).toEqual({ ext: 'doc', contentType: 'application/msword' });
    expect(await detectType(compoundFile('PowerPoint Document'))).toEqual({
      ext: 'ppt',
      contentType: 'application/vnd.ms-powerpoint',
    });
    expect(await extOf(compoundFile('Workbook'))).toBeNull();
    // Only the OLE signature, no readable directory.
    expect(await extOf(compoundFile('WordDocument').subarray(0, 520))).toBeNull();
  });

  it('tells docx from pptx by the archive entries and refuses other ZIPs', async () => {
    expect((await detectType(docx()))?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await detectType(pptx()))?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    expect(await extOf(zip([{ name: 'readme.txt', data: 'hello' }]))).toBeNull();
    expect(await extOf(docx([{ name: 'word/vbaProject.bin', data: 'macro' }]))).toBeNull();
    // Too many entries to list: still a docx, so that the zip guard explains the refusal.
    expect(await extOf(docx(Array.from({ length: 10_000 }, (_, i) => ({ name: `word/${i}.xml` }))))).toBe('docx');
    expect(
      await extOf(zip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.xml' }])),
    ).toBeNull();
  });

  it('recognises SVG only as XML with an <svg> root', async () => {
    expect(await detectType(Buffer.from(SVG))).toEqual({ ext: 'svg', contentType: 'image/svg+xml' });
    expect(await extOf(`\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n${SVG}`)).toBe('svg');
    expect(await extOf('<html><body><svg xmlns="http://www.w3.org/2000/svg"/></body></html>')).toBeNull();
    expect(await extOf('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')).toBeNull();
    expect(await extOf('<svg><rect></svg>')).toBeNull();
    expect(
      await extOf('<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
    ).toBe(null);
  });

  it('refuses unknown, empty and renamed content', async () => {
    expect(await extOf('')).toBeNull();
    expect(await extOf('just some text')).toBeNull();
    expect(await extOf('<html><body>Not an image</body></html>')).toBeNull();
    expect(await extOf(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(await extOf(Buffer.from('MZ\x90\x00\x03\x00\x00\x00'))).toBeNull();
  });
});
