import type { MediaInfo, PageSettings } from '@site/blocks';
import { type Language, type LocalizedText, localize } from '@site/blocks/localized';

/** Search results show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** Social networks draw these as link previews; SVG is not among them. */
const RASTER = /\.(jpe?g|png|webp|gif)(\?.*)?$/i;

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
}

/** What a page's head says about it to search engines and link previews. */
export interface PageMeta {
  lang: Language;
  /** The page's canonical address in this language. */
  url: string;
  siteName: string;
  /** The page's own name, without the site's. */
  name: string;
  description: string;
  socialTitle: string;
  socialDescription: string;
  image?: ShareImage;
  type: 'website' | 'article';
  noindex: boolean;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/** An absolute address for a site path (/data/uploads/…); absolute addresses stay as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** One line of at most `max` characters, cut at a word with an ellipsis. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The text in this language only: a setting left empty in Arabic falls back to the page, not to English. */
export function ownText(value: { en?: string | undefined; ar?: string | undefined } | undefined, lang: Language) {
  return value?.[lang]?.trim() || '';
}

/** A page's name in `lang`: the one its settings give, else the one it was made with. */
export function pageName(title: LocalizedText | null | undefined, settings: PageSettings, lang: Language): string {
  return ownText(settings.name, lang) || localize(title ?? undefined, lang);
}

/**
 * An image a link preview can show: a raster file as it is, or for a vector the widest raster copy
 * the server made of it; nothing when there is neither.
 */
export function shareImage(
  path: string | undefined,
  media: Record<string, MediaInfo>,
  publicUrl: string,
): ShareImage | undefined {
  if (!path) return undefined;
  const info = media[path];
  if (RASTER.test(path)) {
    return { url: absoluteUrl(publicUrl, path), ...(info ? { width: info.width, height: info.height } : {}) };
  }
  const widest = info?.variants.at(-1);
  if (!info || !widest) return undefined;
  return {
    url: absoluteUrl(publicUrl, widest.path),
    width: widest.width,
    height: Math.round((info.height * widest.width) / info.width),
  };
}

/** Texts and image a page falls back to when its settings leave them empty. */
export interface MetaFallback {
  description?: LocalizedText | undefined;
  image?: string | undefined;
}

const DESCRIPTION_KEYS = ['subtitle', 'intro', 'message', 'description', 'text'] as const;
const IMAGE_KEYS = ['backgroundImage', 'imageSrc', 'image', 'teamImage', 'heroImage'] as const;

/**
 * The page's own words: the first block (in order) that has a subtitle, an intro or a message gives
 * the description, and the first raster image of those blocks the share image. Heroes come first on
 * every page, so this is usually the hero's subtitle.
 */
export function fallbackFromBlocks(blocks: ReadonlyArray<{ order: number; content: unknown }>): MetaFallback {
  const fallback: MetaFallback = {};
  for (const block of [...blocks].sort((a, b) => a.order - b.order)) {
    const content = (block.content ?? {}) as Record<string, unknown>;
    if (!fallback.description) {
      const key = DESCRIPTION_KEYS.find((k) => isText(content[k]) && localize(content[k] as LocalizedText, 'en'));
      if (key) fallback.description = content[key] as LocalizedText;
    }
    if (!fallback.image) {
      const key = IMAGE_KEYS.find((k) => typeof content[k] === 'string' && RASTER.test(content[k] as string));
      if (key) fallback.image = content[key] as string;
    }
    if (fallback.description && fallback.image) break;
  }
  return fallback;
}

function isText(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && ('en' in value || 'ar' in value));
}

/** Settings first, then the page's own words, then the site's name: every page gets a description. */
export function pageMeta(input: {
  lang: Language;
  url: string;
  publicUrl: string;
  siteName: string;
  name: string;
  settings: PageSettings;
  fallback: MetaFallback;
  media: Record<string, MediaInfo>;
  type?: 'website' | 'article';
}): PageMeta {
  const { lang, settings, fallback } = input;
  const description =
    ownText(settings.description, lang) ||
    summarize(localize(fallback.description, lang)) ||
    summarize(`${input.name}${input.name && input.siteName ? ' - ' : ''}${input.siteName}`);
  const image =
    shareImage(settings.image, input.media, input.publicUrl) ??
    shareImage(fallback.image, input.media, input.publicUrl);
  return {
    lang,
    url: input.url,
    siteName: input.siteName,
    name: input.name,
    description,
    socialTitle: ownText(settings.socialTitle, lang) || input.name || input.siteName,
    socialDescription: ownText(settings.socialDescription, lang) || description,
    ...(image ? { image } : {}),
    type: input.type ?? 'website',
    noindex: settings.noindex === true,
  };
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_AR' };

/** The description, Open Graph and Twitter card tags of a page. */
export function metaTags(meta: PageMeta): MetaTag[] {
  const other: Language = meta.lang === 'ar' ? 'en' : 'ar';
  const tags: MetaTag[] = [
    { name: 'description', content: meta.description },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: meta.type },
    { property: 'og:site_name', content: meta.siteName },
    { property: 'og:title', content: meta.socialTitle },
    { property: 'og:description', content: meta.socialDescription },
    { property: 'og:url', content: meta.url },
    { property: 'og:locale', content: OG_LOCALE[meta.lang] },
    { property: 'og:locale:alternate', content: OG_LOCALE[other] },
  ];
  if (meta.image) {
    tags.push({ property: 'og:image', content: meta.image.url });
    if (meta.image.width && meta.image.height) {
      tags.push({ property: 'og:image:width', content: String(meta.image.width) });
      tags.push({ property: 'og:image:height', content: String(meta.image.height) });
    }
  }
  tags.push(
    { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: meta.socialTitle },
    { name: 'twitter:description', content: meta.socialDescription },
  );
  if (meta.image) tags.push({ name: 'twitter:image', content: meta.image.url });
  return tags;
}
