import type { BlockContent, Page } from '@site/blocks';
import { type Language, type LocalizedList, type LocalizedText, localize, localizeList } from '@site/blocks/localized';
import { absoluteUrl } from './page-meta.ts';

/** A schema.org node as JSON-LD. */
export type Thing = Record<string, unknown>;

type Header = BlockContent<'HEADER'>;
type Footer = BlockContent<'FOOTER'>;

export function firstContent<T>(page: Page | null | undefined, type: string): T | undefined {
  return page?.blocks.find((b) => b.block_type.toUpperCase() === type)?.content as T | undefined;
}

/** The company behind the site, from the header (name, logo) and footer (e-mail, social profiles). */
export function organization(
  publicUrl: string,
  lang: Language,
  header: Header | undefined,
  footer: Footer | undefined,
): Thing {
  const sameAs = [...(footer?.socialLinks ?? []).map((link) => link.path), footer?.professionalNetworkUrl ?? '']
    .filter((url) => /^https?:\/\//i.test(url))
    .filter((url, index, all) => all.indexOf(url) === index);
  return compact({
    '@type': 'Organization',
    '@id': `${publicUrl}/#organization`,
    name: localize(header?.productName, lang),
    url: `${publicUrl}/`,
    logo: header?.logo ? absoluteUrl(publicUrl, header.logo) : undefined,
    email: footer?.infoEmail,
    sameAs: sameAs.length ? sameAs : undefined,
  });
}

/** Home › … › this page; each step a name and its address in the page's language. */
export function breadcrumbs(steps: ReadonlyArray<{ name: string; url: string }>): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** Every question of the page's FAQ blocks with its answer. */
export function faqPage(page: Page, lang: Language): Thing | undefined {
  const items = page.blocks
    .filter((b) => b.block_type.toUpperCase() === 'FAQ')
    .sort((a, b) => a.order - b.order)
    .flatMap((b) => (b.content as BlockContent<'FAQ'>).items ?? [])
    .map((item) => ({ question: localize(item.question, lang), answer: localize(item.answer, lang) }))
    .filter((item) => item.question && item.answer);
  if (items.length === 0) return undefined;
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A customer story or a resource as an article by the company. */
export function article(input: {
  url: string;
  lang: Language;
  headline: string;
  description: string;
  image?: string | undefined;
  datePublished?: string | undefined;
  org: Thing;
}): Thing {
  const publisher = compact({
    '@type': 'Organization',
    name: input.org.name,
    url: input.org.url,
    logo: input.org.logo,
  });
  return compact({
    '@type': 'Article',
    headline: input.headline.slice(0, 110),
    description: input.description,
    image: input.image ? [input.image] : undefined,
    datePublished: input.datePublished,
    inLanguage: input.lang,
    mainEntityOfPage: input.url,
    url: input.url,
    author: publisher,
    publisher,
  });
}

/** The vacancy fields JobPosting needs (the VACANCIES block's job). */
export interface JobLike {
  title?: LocalizedText;
  location?: LocalizedText;
  summary?: LocalizedText;
  datePosted?: string;
  validThrough?: string;
  employmentType?: string;
  addressCountry?: string;
  detailContent?: {
    summary?: { p1?: LocalizedText; p2?: LocalizedText; p3?: LocalizedText };
    responsibilities?: { title?: LocalizedText; items?: LocalizedList };
    requirements?: { title?: LocalizedText; items?: LocalizedList };
    desired_skills?: { title?: LocalizedText; items?: LocalizedList };
    what_we_offer?: { title?: LocalizedText; items?: LocalizedList; join_us?: LocalizedText };
  };
}

/** A vacancy for job search: its description as the simple HTML Google asks for. */
export function jobPosting(input: { url: string; lang: Language; job: JobLike; org: Thing }): Thing {
  const { job, lang } = input;
  const detail = job.detailContent ?? {};
  const paragraphs = [detail.summary?.p1, detail.summary?.p2, detail.summary?.p3]
    .map((p) => localize(p, lang))
    .filter(Boolean);
  const sections = [detail.responsibilities, detail.requirements, detail.desired_skills, detail.what_we_offer]
    .filter((section) => section?.items)
    .map((section) => {
      const items = localizeList(section?.items, lang)
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('');
      const title = localize(section?.title, lang);
      return `${title ? `<h3>${escapeHtml(title)}</h3>` : ''}<ul>${items}</ul>`;
    });
  const joinUs = localize(detail.what_we_offer?.join_us, lang);
  const description = [
    ...(paragraphs.length ? paragraphs : [localize(job.summary, lang)])
      .filter(Boolean)
      .map((p) => `<p>${escapeHtml(p)}</p>`),
    ...sections,
    ...(joinUs ? [`<p>${escapeHtml(joinUs)}</p>`] : []),
  ].join('');
  const locality = localize(job.location, lang);
  return compact({
    '@type': 'JobPosting',
    title: localize(job.title, lang),
    description,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    url: input.url,
    directApply: true,
    hiringOrganization: compact({
      '@type': 'Organization',
      name: input.org.name,
      sameAs: input.org.url,
      logo: input.org.logo,
    }),
    jobLocation:
      locality || job.addressCountry
        ? {
            '@type': 'Place',
            address: compact({
              '@type': 'PostalAddress',
              addressLocality: locality || undefined,
              addressCountry: job.addressCountry,
            }),
          }
        : undefined,
  });
}

/** The page's nodes as one JSON-LD document, safe inside a script element ('<' escaped). */
export function jsonLd(nodes: ReadonlyArray<Thing | undefined>): string {
  const graph = nodes.filter((node): node is Thing => node !== undefined);
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function compact(thing: Thing): Thing {
  return Object.fromEntries(Object.entries(thing).filter(([, value]) => value !== undefined && value !== ''));
}
