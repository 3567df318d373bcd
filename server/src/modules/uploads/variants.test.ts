import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { image } from './test-fixtures.ts';
import { checkImage, makeVariants } from './variants.ts';

describe('makeVariants', () => {
  it('makes WebP variants 480, 1200 and 1920 px wide from a 2000 px image', async () => {
    const result = await makeVariants(await image(2000, 1000));
    expect(result).toMatchObject({ width: 2000, height: 1000 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [1200, 600],
      [1920, 960],
    ]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('keeps one variant at the original width for small images', async () => {
    const result = await makeVariants(await image(300, 200, 'jpeg'));
    expect(result.variants.map((v) => v.width)).toEqual([300]);
    expect((await makeVariants(await image(1200, 10, 'webp'))).variants.map((v) => v.width)).toEqual([480]);
  });

  it('uses the first frame of a GIF', async () => {
    const result = await makeVariants(await image(600, 300, 'gif'));
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 240]]);
  });

  it('refuses corrupt and truncated images with 400, never a crash', async () => {
    const png = await image(800, 600);
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    for (const data of [corrupt, Buffer.from('GIF89a<html><script>alert(1)</script></html>'), png.subarray(0, 60)]) {
      await expect(makeVariants(data)).rejects.toMatchObject({ statusCode: 400, code: 'invalid_image' });
    }
  });

  it('refuses images with more pixels than it will decode', async () => {
    // A PNG header claiming 20000 × 20000 pixels.
    const png = await image(1, 1);
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    await expect(makeVariants(png)).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('checkImage', () => {
  it('gives the displayed size of an image that decodes whole', async () => {
    expect(await checkImage(await image(300, 200, 'jpeg'))).toEqual({ width: 300, height: 200 });
    expect(await checkImage(await image(1, 1))).toEqual({ width: 1, height: 1 });
  });

  it('refuses corrupt and truncated images with 400, and too many pixels with 413', async () => {
    const png = await image(800, 600);
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x41)]);
    for (const data of [corrupt, Buffer.from('GIF89a<html><script>alert(1)</script></html>'), png.subarray(0, 60)]) {
      await expect(checkImage(data)).rejects.toMatchObject({ statusCode: 400, code: 'invalid_image' });
    }
    // Its header is whole, so only decoding finds the missing half.
    const noise = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const half = noise.subarray(0, noise.length / 2);
    expect((await sharp(half).metadata()).width).toBe(400);
    await expect(checkImage(half)).rejects.toMatchObject({ statusCode: 400, code: 'invalid_image' });
    const huge = await image(1, 1);
    huge.writeUInt32BE(20_000, 16);
    huge.writeUInt32BE(20_000, 20);
    await expect(checkImage(huge)).rejects.toMatchObject({ statusCode: 413 });
  });
});
