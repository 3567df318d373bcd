import type { Page } from '@playwright/test';
import { fill, libraryStrings } from '../../../web/app/editing/media-library/strings.ts';
import { expect } from '../expect.ts';
import type { Lang, Task } from '../task.ts';
import { enterEditMode } from '../todays-editor.ts';

const PAGE = '/solutions/totara-suite';
/** A picture uploaded before the clock starts, one per interface language (uploads are named by their bytes). */
const uploaded: Partial<Record<Lang, string>> = {};

/** The Totara Suite banner's main picture. */
const bannerPicture = (page: Pick<Page, 'locator'>, path: string) => page.locator(`main img[src="${path}"]`).first();

/**
 * Issue #20: put an image already in the media library into an image field (ADR 0032). On the page,
 * each picture carries "<field> from library" beside Replace; opened from it, one click on a file of
 * the library puts it in the field and saves it.
 */
export const reuseImage: Task = {
  name: 'reuse-image',
  budget: 3,
  start: PAGE,
  async prepare(page, lang) {
    // Uploaded earlier for another page: it is in the library, newest first.
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const pixel = lang === 'en' ? [0x2a, 0x6f, 0x97] : [0x97, 0x2a, 0x6f];
    const { default: sharp } = await import('sharp');
    const buffer = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: pixel[0], g: pixel[1], b: pixel[2] } },
    })
      .png()
      .toBuffer();
    const response = await page.request.post(new URL('/v1/uploads/', page.url()).href, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { file: { name: `library-picture-${lang}.png`, mimeType: 'image/png', buffer } },
    });
    expect(response.status()).toBe(201);
    uploaded[lang] = (await response.json()).url as string;
  },
  async run(actor, lang) {
    const path = uploaded[lang] as string;
    const s = libraryStrings(lang);
    await enterEditMode(actor);
    const field = actor.ui.field(['imageSrc'], 'SOLUTION_HERO');
    // The banner's picture, pointed at, draws its buttons; the banner is the page's first block, so its
    // button comes first (other blocks have an Image too).
    await actor.point(bannerPicture(actor.view, '/data/uploads/seed/sol-suite-hero.svg'));
    await actor.click(
      actor.view.getByRole('button', { name: fill(s.fromLibraryField, { field }), exact: true }).first(),
    );
    const dialog = actor.view.getByRole('dialog', { name: s.title });
    await actor.click(dialog.locator(`[data-media-path="${path}"]`));
    await expect(dialog).toBeHidden();
    await expect(bannerPicture(actor.view, path)).toBeVisible();

    return async ({ visit }) => {
      for (const reading of ['en', 'ar'] as const) {
        const page = await visit(PAGE, reading);
        await expect(bannerPicture(page, path)).toBeAttached();
      }
    };
  },
};
