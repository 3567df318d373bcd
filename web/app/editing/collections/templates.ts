import { getBlockDefinition, type Path } from '@site/blocks';
import { slugify } from '@site/blocks/collections/slug';
import { DETAIL_KINDS, type DetailKind } from '@site/blocks/details';

/*
 * Collections (issue #18, point 4): the lists an editor thinks of as things of their own (customer
 * stories, posts and events, vacancies, team members, partners, clients, awards). A new one is made
 * from its template in both languages, with starter texts to type over and a readable, unique id
 * made from its English name: the id is the last part of its page's address (/customer-stories/<id>)
 * and the page exists as soon as the block is saved, because the item has its detail content.
 */

export type Names = { en: string; ar: string };
type Localized = { en: string; ar: string };
type Item = Record<string, unknown>;

/** One way to add to a collection: 'New story', or 'New post' and 'New event' on the resources list. */
export interface Maker {
  /** Key into the list strings' `newFor` table, or a word of its own ('newPost'). */
  id: string;
  /** The new item, named `names`, given the items already there (for a unique id and shared texts). */
  make: (names: Names, existing: readonly unknown[]) => Item;
}

export interface Collection {
  blockType: string;
  /** The array's key: `stories`. */
  list: string;
  /** Its items' pages, when they have one. */
  detail?: DetailKind;
  makers: Maker[];
  /** Where a new one goes: first (stories, posts and vacancies: the newest show first) or last (people, logos). */
  addAt: 'start' | 'end';
}

const today = () => new Date().toISOString().slice(0, 10);

function isRecord(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export { slugify };

/** The ids the list's items already use. */
export function takenIds(items: readonly unknown[]): Set<string> {
  return new Set(items.flatMap((item) => (isRecord(item) && typeof item.id === 'string' ? [item.id] : [])));
}

/**
 * An id not in `taken`: `prefix` + the English name's slug ('member-latifa-al-dhaheri'), '-2', '-3'…
 * when it is; a short random one when the name has no Latin letters (an Arabic-only name).
 */
export function uniqueId(base: string, taken: ReadonlySet<string>, prefix = '', fallback = 'item-'): string {
  const slug = slugify(base);
  const stem = slug ? `${prefix}${slug}` : `${prefix || fallback}${globalThis.crypto.randomUUID().slice(0, 8)}`;
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
}

/** The name in both languages; a missing one takes the other's. */
const both = (names: Names): Localized => ({ en: names.en || names.ar, ar: names.ar || names.en });

/** A text the list's existing items share (the stories' "Back to customer stories"), else `fallback`. */
function shared(existing: readonly unknown[], path: Path, fallback: Localized): unknown {
  for (const item of existing) {
    let value: unknown = item;
    for (const part of path)
      value = isRecord(value) || Array.isArray(value) ? (value as Item)[part as string] : undefined;
    if (value !== undefined) return structuredClone(value);
  }
  return fallback;
}

const STORY_TEXT = {
  summary: {
    en: 'In one or two sentences: who the client is and what they achieved with us.',
    ar: 'في جملة أو جملتين: من هو العميل وما الذي حقّقه معنا.',
  },
  paragraph: {
    en: 'Tell the story: the challenge, what we built together and the results.',
    ar: 'اروِ القصة: التحدي، وما بنيناه معًا، والنتائج.',
  },
  backLinkText: { en: 'Back to customer stories', ar: 'العودة إلى قصص العملاء' },
  tocTitle: { en: 'In this story', ar: 'في هذه القصة' },
  shareTitle: { en: 'Share this story', ar: 'شارك هذه القصة' },
};

const story: Maker = {
  id: 'stories',
  make(names, existing) {
    const id = uniqueId(names.en, takenIds(existing), '', 'story-');
    return {
      id,
      title: both(names),
      categories: [],
      image: '/data/uploads/seed/story-intro-education.svg',
      detailContent: {
        backLinkText: shared(existing, ['detailContent', 'backLinkText'], STORY_TEXT.backLinkText),
        tocTitle: shared(existing, ['detailContent', 'tocTitle'], STORY_TEXT.tocTitle),
        shareTitle: shared(existing, ['detailContent', 'shareTitle'], STORY_TEXT.shareTitle),
        body: [
          { id: `${id}-summary`, type: 'paragraph', content: { ...STORY_TEXT.summary }, isHighlighted: true },
          { id: `${id}-p1`, type: 'paragraph', content: { ...STORY_TEXT.paragraph } },
        ],
      },
    };
  },
};

function post(type: 'blog' | 'event'): Maker {
  const tag = type === 'blog' ? { en: 'Blog', ar: 'مدونة' } : { en: 'Event', ar: 'فعالية' };
  const description =
    type === 'blog'
      ? { en: 'One or two sentences on what the reader will learn.', ar: 'جملة أو جملتان عمّا سيتعلّمه القارئ.' }
      : { en: 'When and where it takes place, and who it is for.', ar: 'متى وأين تُقام، ولمن هي.' };
  const paragraph =
    type === 'blog'
      ? { en: 'Write the post here.', ar: 'اكتب المقالة هنا.' }
      : {
          en: 'Describe the event: the programme, the speakers and how to register.',
          ar: 'صِف الفعالية: البرنامج والمتحدثين وطريقة التسجيل.',
        };
  return {
    id: type === 'blog' ? 'newPost' : 'newEvent',
    make(names, existing) {
      const id = uniqueId(names.en, takenIds(existing), '', `${type}-`);
      return {
        id,
        type,
        tag,
        date: today(),
        title: both(names),
        description,
        detailContent: { body: [{ id: `${id}-p1`, content: paragraph }] },
      };
    },
  };
}

const listSection = (title: Localized, line: Localized) => ({
  title,
  items: { en: [line.en], ar: [line.ar] },
});

const vacancy: Maker = {
  id: 'jobs',
  make(names, existing) {
    const id = uniqueId(names.en, takenIds(existing), '', 'job-');
    const last = [...existing].reverse().find(isRecord);
    const lastDetail = isRecord(last?.detailContent) ? last.detailContent : {};
    return {
      id,
      title: both(names),
      location: shared(existing, ['location'], { en: 'Riyadh, Saudi Arabia', ar: 'الرياض، المملكة العربية السعودية' }),
      type: { en: 'Full time', ar: 'دوام كامل' },
      summary: {
        en: 'One or two lines on the role, for the careers page.',
        ar: 'سطر أو سطران عن الوظيفة لصفحة الوظائف.',
      },
      datePosted: today(),
      employmentType: 'FULL_TIME',
      ...(isRecord(last) && typeof last.addressCountry === 'string' ? { addressCountry: last.addressCountry } : {}),
      detailContent: {
        ...(typeof lastDetail.heroImage === 'string' ? { heroImage: lastDetail.heroImage } : {}),
        backLinkText: shared(existing, ['detailContent', 'backLinkText'], {
          en: 'Back to careers',
          ar: 'العودة إلى الوظائف',
        }),
        summary: {
          title: { en: 'About the role', ar: 'عن الوظيفة' },
          p1: {
            en: 'What the person in this role does, and with whom.',
            ar: 'ما يقوم به شاغل هذه الوظيفة، ومع من يعمل.',
          },
        },
        responsibilities: listSection(
          { en: 'Responsibilities', ar: 'المسؤوليات' },
          { en: 'One responsibility per line', ar: 'مسؤولية واحدة في كل سطر' },
        ),
        requirements: listSection(
          { en: 'Requirements', ar: 'المتطلبات' },
          { en: 'One requirement per line', ar: 'متطلب واحد في كل سطر' },
        ),
        // The application form's texts are the same for every job: the last job's, when there is one.
        ...(isRecord(lastDetail.form) ? { form: structuredClone(lastDetail.form) } : {}),
        ...(isRecord(lastDetail.what_we_offer) ? { what_we_offer: structuredClone(lastDetail.what_we_offer) } : {}),
      },
    };
  },
};

/**
 * A new team member starts as spec 000 §5 words it and the team block's own default member has it:
 * 'New Position' ('منصب جديد'), the default photos and 'New bio...'.
 */
const member: Maker = {
  id: 'members',
  make(names, existing) {
    const starter = (getBlockDefinition('TEAM')?.defaults as { members?: Item[] } | undefined)?.members?.[0] ?? {};
    const { position, photoCard, photoModal, bio } = structuredClone(starter);
    return {
      id: uniqueId(names.en, takenIds(existing), 'member-'),
      name: both(names),
      position,
      photoCard,
      photoModal,
      bio,
    };
  },
};

function logoCard(
  kind: 'partners' | 'clients' | 'awards',
  prefix: string,
  texts: { description: Localized; details: Localized },
): Maker {
  return {
    id: kind,
    make(names, existing) {
      return {
        id: uniqueId(names.en, takenIds(existing), prefix),
        name: both(names),
        description: texts.description,
        details: texts.details,
        ...(kind === 'clients' ? { categories: [] } : {}),
      };
    },
  };
}

export const COLLECTIONS: readonly Collection[] = [
  { blockType: 'GALLERY', addAt: 'start', list: 'stories', detail: 'story', makers: [story] },
  {
    blockType: 'RESOURCES',
    addAt: 'start',
    list: 'resources',
    detail: 'resource',
    makers: [post('blog'), post('event')],
  },
  { blockType: 'INSIGHTS', addAt: 'start', list: 'posts', detail: 'resource', makers: [post('blog'), post('event')] },
  { blockType: 'VACANCIES', addAt: 'start', list: 'jobs', detail: 'vacancy', makers: [vacancy] },
  { blockType: 'TEAM', addAt: 'end', list: 'members', makers: [member] },
  {
    blockType: 'PARTNERS',
    addAt: 'end',
    list: 'partners',
    makers: [
      logoCard('partners', 'partner-', {
        description: { en: 'What we do together.', ar: 'ما نقدّمه معًا.' },
        details: { en: 'More about this partnership.', ar: 'مزيد من التفاصيل عن هذه الشراكة.' },
      }),
    ],
  },
  {
    blockType: 'CLIENTS',
    addAt: 'end',
    list: 'clients',
    makers: [
      logoCard('clients', 'client-', {
        description: { en: 'Who they are, in one line.', ar: 'من هم، في سطر واحد.' },
        details: { en: 'What we did together.', ar: 'ما أنجزناه معًا.' },
      }),
    ],
  },
  {
    blockType: 'AWARDS',
    addAt: 'end',
    list: 'awards',
    makers: [
      logoCard('awards', 'award-', {
        description: { en: 'Who gave it, and when.', ar: 'الجهة المانحة وتاريخ المنح.' },
        details: { en: 'What the award recognises.', ar: 'ما تُكرّمه هذه الجائزة.' },
      }),
    ],
  },
];

/** The collection a block's array is, when `path` is the block's main list (['stories']). */
export function collectionAt(blockType: string, path: Path): Collection | undefined {
  if (path.length !== 1) return undefined;
  return COLLECTIONS.find((c) => c.blockType === blockType && c.list === path[0]);
}

/**
 * The address of an item's page, opened in edit mode; none when its block is not on the page that
 * detail pages read (`pageSlug`), or the item has no id or no detail content (then it has no page).
 */
export function detailHref(
  collection: Collection | undefined,
  pageSlug: string | undefined,
  item: unknown,
): string | undefined {
  if (!collection?.detail || !isRecord(item) || typeof item.id !== 'string' || !item.detailContent) return undefined;
  const { prefix, list } = DETAIL_KINDS[collection.detail];
  if (pageSlug !== list) return undefined;
  return `/${prefix}/${encodeURIComponent(item.id)}?edit=true`;
}

/** A copy of an item under a new id ('barq-solar' → 'barq-solar-copy', a fresh one for random ids). */
export function duplicateId(id: string, taken: ReadonlySet<string>): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id)) return globalThis.crypto.randomUUID();
  return uniqueId(`${id}-copy`, taken);
}
