// Takes full-page screenshots of a running site in Chromium, desktop and mobile, English and Arabic.
//   node scripts/screenshots.mjs [baseUrl] [path ...]   → screenshots/<name>.png
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const viewports = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } };
mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
for (const path of paths.length ? paths : ['/']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const lng of ['en', 'ar']) {
      const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
      const url = new URL(path, base);
      url.searchParams.set('lng', lng);
      await page.goto(url.toString(), { waitUntil: 'networkidle' });
      // Scroll through once so lazy images load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${device}-${lng}`;
      await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
      console.log(`screenshots/${name}.png`);
      await page.close();
    }
  }
}
await browser.close();
