import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../search-fold.ts';
import { defineRoute } from './define-route.ts';

/**
 * The site search (issue #32, ADR 0047): what visitors see, in both languages, Arabic folded and
 * English stemmed, one typing mistake forgiven; and for editors, "find anything" and the report of
 * what visitors searched.
 */

const query = z
  .string()
  .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`)
  .describe('The words to find, in English or Arabic (at most 200 characters)');
const lang = z.enum(['en', 'ar']).default('en').describe('The language of the results (falling back as the site does)');

export const searchKind = z
  .string()
  .describe('page, or the collection of the item: stories, resources, vacancies, team, partners, clients, awards');

const snippetPart = z.object({ text: z.string(), match: z.literal(true).optional() });

export const searchHit = z.object({
  kind: searchKind,
  title: z.string(),
  path: z.string().describe('Where it is on the site: a page, an item’s page, or a card on its list page (`#slug`)'),
  date: z.string().nullable().describe('YYYY-MM-DD: the item’s own date (a post’s), else the day it was published'),
  snippet: z.array(snippetPart).describe('The text around the first match; the words that matched have `match`'),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchAnswer = z.object({
  query: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  results: z.array(searchHit),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

export const suggestion = z.object({ kind: searchKind, title: z.string(), path: z.string() });
export type Suggestion = z.infer<typeof suggestion>;

const localizedTitle = z.union([z.string(), z.object({ en: z.string().optional(), ar: z.string().optional() })]);

export const anythingAnswer = z.object({
  pages: z.array(z.object({ slug: z.string(), path: z.string(), title: localizedTitle, published: z.boolean() })),
  items: z.array(z.object({ collection: z.string(), slug: z.string(), title: localizedTitle, published: z.boolean() })),
  media: z.array(
    z.object({ path: z.string(), fileName: z.string(), kind: z.string(), alt: z.record(z.string(), z.string()) }),
  ),
});
export type AnythingAnswer = z.infer<typeof anythingAnswer>;

const reportEntry = z.object({
  query: z.string().describe('As it was typed (the latest spelling)'),
  language: z.enum(['en', 'ar']),
  count: z.number().int(),
  results: z.number().int().describe('What the latest such search found'),
});
export const searchReport = z.object({
  since: z.string().describe('YYYY-MM-DD, the first day counted'),
  searches: z.number().int(),
  top: z.array(reportEntry).describe('Most frequent first'),
  none: z.array(reportEntry).describe('Those that found nothing, most frequent first'),
});
export type SearchReport = z.infer<typeof searchReport>;

const limitedNote =
  'Counted per client address, SEARCH_RATE_LIMIT a minute (120) for results and suggestions together; answers are kept in memory until anything visitors see changes.';

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/v1/search',
    tag: 'Search',
    summary: 'Search what visitors see',
    description: `Published pages, stories, resources, vacancies, team members, partners, clients and awards, best first: every word required, titles weigh more than texts, recent posts more than old. Drafts and scheduled changes are never found. ${limitedNote}`,
    access: 'anyone',
    limited: true,
    query: z.strictObject({
      q: query,
      lang,
      page: z.coerce.number().int().min(1).max(50).default(1).describe('10 results a page'),
    }),
    answers: { 200: { description: 'One page of results', schema: searchAnswer } },
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/v1/search/suggestions',
    tag: 'Search',
    summary: 'Titles for what is being typed',
    description: `Up to 6, the last word taken as the start of a word. ${limitedNote}`,
    access: 'anyone',
    limited: true,
    query: z.strictObject({ q: query, lang }),
    answers: { 200: { description: 'The suggestions', schema: z.object({ suggestions: z.array(suggestion) }) } },
  }),
  anything: defineRoute({
    method: 'GET',
    path: '/v1/search/anything',
    tag: 'Search',
    summary: 'Find any page, item or media file',
    description:
      'For editors: drafts included, either language, up to 8 of each kind, every word required (Arabic folded).',
    access: 'editor',
    query: z.strictObject({ q: query }),
    answers: { 200: { description: 'Pages, items and media files', schema: anythingAnswer } },
  }),
  report: defineRoute({
    method: 'GET',
    path: '/v1/search/report',
    tag: 'Search',
    summary: 'What visitors searched',
    description:
      'The last `days` days (30), per query and language: most frequent first, and those that found nothing. Nothing about who searched is stored.',
    access: 'editor',
    query: z.strictObject({ days: z.coerce.number().int().min(1).max(365).default(30) }),
    answers: { 200: { description: 'The report', schema: searchReport } },
  }),
} as const;
