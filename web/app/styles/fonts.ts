import arabic from './fonts/noto-sans-arabic-core-wght-normal.woff2?url';
import latin from './fonts/noto-sans-latin-wght-normal.woff2?url';

/**
 * The font file a page's first paint needs, to preload with the HTML rather than after the stylesheet
 * (the same hashed file app.css's @font-face points to). Arabic pages also draw spaces and digits
 * from the Arabic font's small Latin file; the Arabic one is the large and urgent one.
 */
export const firstPaintFont = (lang: string) => (lang === 'ar' ? arabic : latin);
