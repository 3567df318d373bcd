// What a visitor may download, per route: gzip bytes (level 9) of JavaScript and CSS, bytes of fonts
// (woff2 is compressed already). `npm run size` checks every route; e2e/size.e2e.ts checks home, so
// `npm test` fails when a change makes the home page heavier. Why these numbers: ADR 0016.
export const KB = 1000;

export type Language = 'en' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

export interface Budget {
  /** The page itself (its HTML with the data it carries for hydration), gzip. */
  html: number;
  /** All JavaScript the route loads, up to the end of the page (scrolled), gzip. */
  js: number;
  /** All stylesheets, gzip. */
  css: number;
  /** All font files, per language: Latin only in English; Arabic plus Latin (spaces, digits) in Arabic. */
  font: Record<Language, number>;
}

export interface Route {
  name: string;
  path: string;
  budget: Budget;
  /** False for the login page, which loads its own code (never the editor's or the inbox's). */
  visitor?: boolean;
}

/**
 * The per-route limits below are the budgets (issue #17: the team kept i18next, react-i18next and
 * Embla, so issue #9's 150 KB home target is dropped; ADR 0016). They may only go down: lower one
 * with every reduction, never raise it.
 */

/** One stylesheet for the shell and every block's styles, one per route area (login) at most. */
const CSS = 20 * KB;
/** noto-sans-latin 20.8 KB; noto-sans-arabic-core 22.2 KB + its Latin file 18.7 KB (scripts/subset-fonts.mjs). */
const FONT = { en: 22 * KB, ar: 43 * KB };
/** The page's own HTML: a list page sends the cards of the page shown, whatever the list's length (issue #30). */
const HTML = 30 * KB;
const LIST_HTML = 20 * KB;
const page = (name: string, path: string, js: number, html = HTML): Route => ({
  name,
  path,
  budget: { html, js, css: CSS, font: FONT },
});

export const ROUTES: readonly Route[] = [
  page('home', '/', 173 * KB),
  page('about', '/about', 161 * KB),
  page('solution', '/solutions/totara-learn', 174 * KB),
  page('resources', '/resources', 163 * KB, LIST_HTML),
  page('stories', '/customer-stories', 164 * KB, LIST_HTML),
  page('clients', '/our-clients', 163 * KB, LIST_HTML),
  page('story', '/customer-stories/ramlah-holding', 157 * KB),
  page('contact', '/contact', 175 * KB),
  page('careers', '/careers', 160 * KB),
  { ...page('login', '/login', 186 * KB), visitor: false },
];

export const route = (name: string): Route => {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`no route named ${name}`);
  return found;
};
