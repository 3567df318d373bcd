import type { Language } from '@site/blocks';
import type { AnythingAnswer } from '@site/blocks/api';
import { collectionRegistry } from '@site/blocks/collections';
import { PAGE_SLUGS } from '@site/blocks/page-slugs';
import { findStrings } from './strings.ts';

/** One row of "Find anything": what it is called, in the interface's language and the other. */
export interface Found {
  /** `page:about`, `item:stories/lulua-bank`, `media:/data/uploads/…`: unique among the results. */
  key: string;
  group: 'pages' | 'items' | 'media';
  title: string;
  /** The other language's title, when it differs (empty otherwise). */
  other: string;
  /** The language of `other`, when it is one language (a page's or an item's title). */
  otherLang?: Language | undefined;
  /** Page, Story, Image… */
  kind: string;
  /** "Not published", "Draft", "No alt text", or empty. */
  note: string;
  /** Where choosing it goes. */
  open: { to: 'address'; href: string } | { to: 'media'; path: string; fileName: string };
}

/**
 * The page that holds each collection's list (its `heldBy` block), where the panel edits its items
 * (ADR 0040). The seed puts each list block on one page; `results.test.ts` checks this against it.
 */
export const LIST_PAGE_OF: Readonly<Record<string, string>> = {
  stories: 'customer-stories',
  resources: 'resources',
  vacancies: 'careers',
  team: 'our-team',
  partners: 'our-partners',
  clients: 'our-clients',
  awards: 'our-awards',
  quotes: 'home',
};

/** The query parameter that opens an item in the panel on its list page: `item=stories/lulua-bank`. */
export const ITEM_PARAM = 'item';

const PATH_OF_SLUG = new Map(Object.entries(PAGE_SLUGS).map(([path, slug]) => [slug, path]));

/** `path` in edit mode, in the editor's interface language (`lng=ar` kept, as the editor's links do). */
export function editHref(path: string, lang: Language, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ edit: 'true', ...extra });
  if (lang === 'ar') params.set('lng', 'ar');
  // The item's `/` reads better unescaped, and is allowed in a query.
  return `${path}?${params.toString().replaceAll('%2F', '/')}`;
}

/** Where an item of `collection` is edited: its list page in edit mode, the item open in the panel. */
export function itemHref(collection: string, slug: string, lang: Language): string | undefined {
  const path = PATH_OF_SLUG.get(LIST_PAGE_OF[collection] ?? '');
  return path ? editHref(path, lang, { [ITEM_PARAM]: `${collection}/${slug}` }) : undefined;
}

/** The item named by `item=collection/slug`, if the address has one. */
export function itemToOpen(params: URLSearchParams): { collection: string; slug: string } | null {
  const value = params.get(ITEM_PARAM) ?? '';
  const at = value.indexOf('/');
  if (at <= 0 || at === value.length - 1) return null;
  const collection = value.slice(0, at);
  return Object.hasOwn(collectionRegistry, collection) ? { collection, slug: value.slice(at + 1) } : null;
}

type Title = AnythingAnswer['pages'][number]['title'];

/** A title in `lang` (the other language when it has none) and the other language's, when different. */
export function titlesOf(title: Title, lang: Language): { title: string; other: string } {
  if (typeof title === 'string') return { title, other: '' };
  const otherLang = lang === 'en' ? 'ar' : 'en';
  const own = title[lang]?.trim() ?? '';
  const other = title[otherLang]?.trim() ?? '';
  if (!own) return { title: other, other: '' };
  return { title: own, other: other && other !== own ? other : '' };
}

/** The answer as rows in three groups (pages, items, media files), named in the interface's language. */
export function foundRows(answer: AnythingAnswer, lang: Language): Found[] {
  const s = findStrings(lang);
  const pages = answer.pages.map((page): Found => {
    const { title, other } = titlesOf(page.title, lang);
    return {
      key: `page:${page.slug}`,
      group: 'pages',
      title: title || page.path,
      other,
      otherLang: other ? (lang === 'en' ? 'ar' : 'en') : undefined,
      kind: s.page,
      note: page.published ? '' : s.notPublished,
      open: { to: 'address', href: editHref(page.path, lang) },
    };
  });
  const items = answer.items.flatMap((item): Found[] => {
    const href = itemHref(item.collection, item.slug, lang);
    if (!href) return [];
    const { title, other } = titlesOf(item.title, lang);
    const label = collectionRegistry[item.collection]?.label.one;
    return [
      {
        key: `item:${item.collection}/${item.slug}`,
        group: 'items',
        title: title || item.slug,
        other,
        otherLang: other ? (lang === 'en' ? 'ar' : 'en') : undefined,
        kind: label ? label[lang] : item.collection,
        note: item.published ? '' : s.draft,
        open: { to: 'address', href },
      },
    ];
  });
  const media = answer.media.map((file): Found => {
    const alt = titlesOf(file.alt, lang);
    const kinds: Record<string, string> = s.kinds;
    return {
      key: `media:${file.path}`,
      group: 'media',
      title: file.fileName,
      other: [alt.title, alt.other].filter(Boolean).join(' · '),
      kind: kinds[file.kind] ?? file.kind,
      note: file.kind === 'image' && !alt.title ? s.noAlt : '',
      open: { to: 'media', path: file.path, fileName: file.fileName },
    };
  });
  return [...pages, ...items, ...media];
}
