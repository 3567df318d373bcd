import { describe, expect, it } from 'vitest';
import { docx, pptx, zip } from './test-fixtures.ts';
import { assertSafeZip, readZipEntries, ZIP_LIMITS, zipBombReason } from './zip-guard.ts';

describe('zip guard', () => {
  it('accepts ordinary Office documents and lists their entries', async () => {
    const entries = await assertSafeZip(docx());
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    await expect(assertSafeZip(pptx())).resolves.toHaveLength(3);
  });

  it('refuses an entry declaring a huge uncompressed size', async () => {
    const bomb = docx([{ name: 'word/media/big.bin', data: 'x', declaredSize: 300 * 1024 * 1024 }]);
    await expect(assertSafeZip(bomb)).rejects.toMatchObject({
      statusCode: 400,
      code: 'unsafe_archive',
      message: expect.stringContaining('expand to more than'),
    });
  });

  it('refuses an entry that expands more than 100 times', async () => {
    const bomb = docx([{ name: 'word/zeros.xml', data: Buffer.alloc(4 * 1024 * 1024) }]);
    await expect(assertSafeZip(bomb)).rejects.toMatchObject({ message: expect.stringMatching(/expands \d+ times/) });
    // Small, very compressible parts (printer settings, empty XML) are normal.
    await expect(
      assertSafeZip(docx([{ name: 'word/zeros.bin', data: Buffer.alloc(64 * 1024) }])),
    ).resolves.toBeTruthy();
  });

  it('refuses too many entries before reading them', async () => {
    const many = zip(Array.from({ length: 10_001 }, (_, i) => ({ name: `word/${i}.xml` })));
    await expect(readZipEntries(many)).rejects.toThrow(/10001 entries/);
    await expect(assertSafeZip(many)).rejects.toMatchObject({ code: 'unsafe_archive' });
    expect(
      zipBombReason(
        Array.from({ length: 3 }, () => ({ name: 'a', compressedSize: 1, uncompressedSize: 1 })),
        {
          ...ZIP_LIMITS,
          maxEntries: 2,
        },
      ),
    ).toMatch(/3 entries/);
  });

  it('refuses malformed archives', async () => {
    await expect(assertSafeZip(docx().subarray(0, 100))).rejects.toMatchObject({ code: 'unsafe_archive' });
    await expect(assertSafeZip(Buffer.from('PK\x03\x04 not really a zip'))).rejects.toMatchObject({
      message: expect.stringContaining('malformed'),
    });
    await expect(assertSafeZip(zip([{ name: '../../evil.txt', data: 'x' }]))).rejects.toMatchObject({
      code: 'unsafe_archive',
    });
  });
});
