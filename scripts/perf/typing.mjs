// `npm run bench` section f (issue #30): typing in an item's form with the collection open, keydown
// to paint, in Chromium. Each key's time runs from the keydown event to the first task after the
// next frame (a requestAnimationFrame callback, then a message: the frame has been painted).
import { chromium } from 'playwright-core';
import { launchChromium } from '../built-app.mjs';
import { fixed, percentile } from './common.mjs';

const TEXT = ' revised for the new year, in both languages';

/** Records, in the page, each keydown's time to the next paint. */
function recordKeys() {
  const times = [];
  Object.defineProperty(window, '__keyToPaint', { value: times });
  addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => times.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    },
    true,
  );
}

/**
 * Opens `path` in edit mode on the app at `base` as the editor whose tokens are given, opens block
 * `block`'s panel (its list `list` of the collection), expands the first item and types into its
 * English title; returns the keys' times to paint (ms) and the number of items the panel says it has.
 */
export async function typingInItemForm({ base, tokens, path, block, list }) {
  const browser = await launchChromium(chromium);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(recordKeys);
    await page.goto(`${base}/?lng=en`);
    await page.evaluate(({ access, refresh }) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
    }, tokens);
    await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}edit=true&lng=en`);
    await page
      .getByRole('toolbar', { name: new RegExp(`^Block ${block}:`) })
      .getByRole('button', { name: /Edit$/ })
      .click();
    const section = page.locator(`section[data-list="${list}"]`);
    // The panel's first page of the collection has arrived ("1–20 of 10022").
    const status = await section
      .getByRole('status')
      .filter({ hasText: /\d+–\d+/ })
      .first()
      .textContent({ timeout: 30_000 });
    const row = section.locator(':scope > ol > li').first();
    await row.locator('[aria-expanded]').first().click();
    const title = row.getByLabel('English').first();
    await title.click();
    await page.keyboard.press('End');
    // A few keys unmeasured (the form's first renders), then the text.
    await page.keyboard.type('   ', { delay: 60 });
    await page.evaluate(() => window.__keyToPaint.splice(0));
    await page.keyboard.type(TEXT, { delay: 60 });
    await page.waitForTimeout(300);
    const times = await page.evaluate(() => [...window.__keyToPaint]);
    return { times, status: status?.trim() ?? '' };
  } finally {
    await browser.close();
  }
}

/** The check of `typingInItemForm`'s times: p95 < 50 ms. */
export function typingCheck(name, { times, status }) {
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  return {
    line: `Typing in ${name} (${status}), ${times.length} keys, keydown to paint: p50 ${fixed(p50, 1)} ms, p95 ${fixed(p95, 1)} ms, max ${fixed(Math.max(...times), 1)} ms`,
    check: [
      `typing in ${name}, keydown to paint`,
      'p95 < 50 ms',
      `p95 ${fixed(p95, 1)} ms (${times.length} keys)`,
      p95 < 50 && times.length >= TEXT.length - 2,
    ],
  };
}
