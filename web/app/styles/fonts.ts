import arabic from './fonts/noto-sans-arabic-core-wght-normal.woff2?url';
import arabicLatin from './fonts/noto-sans-arabic-latin-wght-normal.woff2?url';
import latin from './fonts/noto-sans-latin-wght-normal.woff2?url';

/**
 * The font files a page's first paint needs, to preload with the HTML rather than after the
 * stylesheet (the same hashed files app.css's @font-face rules point to). Arabic pages need two: the
 * letters, and the Arabic font's Latin file, which draws their spaces, digits and Latin words. A font
 * the browser finds only while laying out the page is fetched at the highest priority, after the
 * stylesheets, and Lighthouse counts it against the first contentful paint (docs/performance.md,
 * 2026-11-24 evening; e2e/fonts.e2e.ts checks that every file a page draws with is preloaded).
 */
export const firstPaintFonts = (lang: string): string[] => (lang === 'ar' ? [arabic, arabicLatin] : [latin]);
