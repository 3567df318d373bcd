// `node scripts/block-previews.mjs [type…]`: the add-block picker's small pictures (issue #18, ADR
// 0022). Builds if needed, starts the built app on a fresh embedded database, signs in, and for each
// block type an editor can add screenshots its first occurrence in the seeded pages at desktop width
// (1440 px, reduced motion), then writes a 320 × 180 WebP of its top to
// web/public/editor/previews/<type-folder>.webp. Only the picker loads them, lazily; visitors never do.
// Run it after a block's look changes and commit the pictures.
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, startBuiltApp } from './built-app.mjs';
import { ensureFreshBuild, root } from './fresh-build.mjs';

const WIDTH = 1440;
const THUMB = { width: 320, height: 180 };
const outDir = path.join(root, 'web/public/editor/previews');
const only = process.argv.slice(2).map((t) => t.toUpperCase());

ensureFreshBuild();
const { register } = await import('tsx/esm/api');
register();
const { blockRegistry, blockTypeToFolder } = await import('@site/blocks');
const { PAGE_SLUGS } = await import('@site/blocks/page-slugs');
const { chromium } = await import('playwright-core');
const sharp = (await import('sharp')).default;

const admin = { email: 'previews@example.com', password: `Previews!${Math.random().toString(36).slice(2)}A1` };
const { base, stop } = await startBuiltApp({
  quiet: true,
  env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const wanted = Object.values(blockRegistry)
  .filter((def) => def.group !== 'site')
  .map((def) => def.type)
  .filter((type) => only.length === 0 || only.includes(type));

// Where each type first appears: the route, and the block's position on its page.
const found = new Map();
for (const [route, slug] of Object.entries(PAGE_SLUGS)) {
  const page = await (await fetch(`${base}/v1/pages/${slug}`)).json();
  const blocks = [...(page.blocks ?? [])].sort((a, b) => a.order - b.order);
  blocks.forEach((block, index) => {
    const type = block.block_type.toUpperCase();
    if (wanted.includes(type) && !found.has(type)) found.set(type, { route, index });
  });
}

const tokens = await (
  await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
).json();

const browser = await launchChromium(chromium);
const context = await browser.newContext({
  viewport: { width: WIDTH, height: 900 },
  reducedMotion: 'reduce',
  // The page's CSP refuses the style tag that hides the editing chrome.
  bypassCSP: true,
});
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.evaluate((t) => {
  localStorage.setItem('accessToken', t.access_token);
  localStorage.setItem('refreshToken', t.refresh_token);
}, tokens);

mkdirSync(outDir, { recursive: true });
const missing = [];
let current = '';
for (const type of wanted) {
  const where = found.get(type);
  if (!where) {
    missing.push(type);
    continue;
  }
  if (current !== where.route) {
    await page.goto(`${base}${where.route}?edit=true`, { waitUntil: 'networkidle' });
    await page.getByRole('toolbar').first().waitFor();
    // The editing chrome stays out of the picture: toolbars, field outlines, the page bar.
    await page.addStyleTag({
      content: [
        '[role=toolbar], [class*="__pageBar"], [class*="edit-toggle__controls"], [class*="account-menu__"],',
        '[class*="on-page-fields__replace"] { display: none !important }',
        '* { outline: none !important }',
        // The site header stays at the top of the page instead of over the block.
        'header, [class*="header__header"] { position: static !important }',
        'section:has(> [role=toolbar]) { border: 0 !important; box-shadow: none !important; margin: 0 !important; padding: 0 !important }',
      ].join('\n'),
    });
    current = where.route;
  }
  // A page block's toolbar is 'Block n: …' (the header's and footer's are named by their kind only).
  const section = page.locator(`section:has(> [role=toolbar][aria-label^="Block ${where.index + 1}:"])`);
  const view = section.locator(':scope > :not([role=toolbar])').first();
  await view.scrollIntoViewIfNeeded();
  // Lazy pictures of the block load once it is in view.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const box = await view.boundingBox();
  if (!box || box.height < 10) {
    missing.push(type);
    continue;
  }
  const height = Math.round(box.height);
  const png = await view.screenshot({ animations: 'disabled' }).catch(() => null);
  if (!png) {
    missing.push(type);
    continue;
  }
  // The screenshot is in device pixels (1 here); keep the top, 16:9 of the width at most.
  const { width: shotWidth = WIDTH, height: shotHeight = height } = await sharp(png).metadata();
  const top = await sharp(png)
    .extract({ left: 0, top: 0, width: shotWidth, height: Math.min(shotHeight, Math.round((shotWidth * 9) / 16)) })
    .toBuffer();
  const file = path.join(outDir, `${blockTypeToFolder(type)}.webp`);
  // Scaled to the thumbnail's width; a block lower than 16:9 is padded below with the editor's grey.
  const scaled = await sharp(top).resize({ width: THUMB.width }).toBuffer();
  const { height: scaledHeight = THUMB.height } = await sharp(scaled).metadata();
  await sharp(scaled)
    .extend({ bottom: Math.max(0, THUMB.height - scaledHeight), background: '#f4f7fb' })
    .webp({ quality: 62, effort: 6 })
    .toFile(file);
  console.log(
    `${path.relative(root, file)}  ${(statSync(file).size / 1000).toFixed(1)} KB  (${where.route}, block ${where.index + 1})`,
  );
}
await browser.close();
await stop();
if (missing.length) {
  console.error(`No picture for: ${missing.join(', ')} (not on any seeded page, or drew nothing)`);
  process.exit(1);
}
