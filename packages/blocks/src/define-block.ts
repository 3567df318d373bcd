import type { z } from 'zod';
import type { EditableFields, Names, PartNames } from './fields.ts';
import type { PagedList } from './kits/list-page/paged-list.ts';

/**
 * Where the add-block picker lists a block type, in this order. `site` holds the header and the
 * footer, which are pages of their own and never added to a page.
 */
export const BLOCK_GROUPS = ['intro', 'content', 'lists', 'people', 'forms', 'site'] as const;
export type BlockGroup = (typeof BLOCK_GROUPS)[number];

/** The picker's heading of each group. */
export const blockGroupNames: Readonly<Record<BlockGroup, Names>> = {
  intro: { en: 'Banners and introductions', ar: 'اللافتات والمقدمات' },
  content: { en: 'Text and pictures', ar: 'نصوص وصور' },
  lists: { en: 'Cards and lists', ar: 'بطاقات وقوائم' },
  people: { en: 'People and organisations', ar: 'الأشخاص والمؤسسات' },
  forms: { en: 'Forms and calls to action', ar: 'النماذج ودعوات الإجراء' },
  site: { en: 'Site header and footer', ar: 'ترويسة الموقع وتذييله' },
};

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  /** Stored `block_type`, upper snake case; compared case-insensitively. */
  readonly type: string;
  /** What an editor calls this kind of block ('Page banner'); the type id is never shown. */
  readonly label: Names;
  /** One line for the add-block picker: what the block shows. */
  readonly description: Names;
  readonly group: BlockGroup;
  readonly schema: S;
  readonly fields: EditableFields;
  /**
   * Names of the lists and groups the fields sit in, by their key ('jobs', 'jobs[].detailContent'),
   * where the shared default (field-labels.ts) is missing or wrong for this block.
   */
  readonly parts?: PartNames;
  /** Content a newly added block starts with; must pass the schema. */
  readonly defaults: z.input<S>;
  /**
   * Which fields this content's variant shows, for blocks whose view ignores some fields depending
   * on the content (a hero without a foreground picture shows no 'Team photo'). Called with the
   * content, then with each field key of `fields` (`cards[].title`) and its concrete path; the
   * editor's inspector lists only the fields it answers true for. None: every field is shown.
   * A method, so a definition of one block type is still a BlockDefinition of any content.
   */
  shownFields?(content: z.output<S>): ShownField;
  /**
   * For a list whose address picks what it shows (`?industry=&page=`): which array, its filters,
   * order and cards. The server then sends visitors only the page shown (issue #30).
   */
  readonly list?: PagedList;
  /**
   * What a visitor's page keeps of each entry of an array the block shows whole (the home insights'
   * posts without their articles): its view's fields. Pages send visitors no more (issue #30).
   */
  readonly cards?: Readonly<Record<string, (entry: never) => unknown>>;
}

/** Whether the field with this key (`cards[].title`) at this concrete path is shown. */
export type ShownField = (key: string, path: ReadonlyArray<string | number>) => boolean;

export function defineBlock<const T extends string, S extends z.ZodType>(def: {
  type: T;
  label: Names;
  description: Names;
  group: BlockGroup;
  schema: S;
  parts?: PartNames;
  fields: EditableFields;
  defaults: z.input<S>;
  shownFields?: (content: z.output<S>) => ShownField;
  list?: PagedList;
  cards?: Readonly<Record<string, (entry: never) => unknown>>;
}): BlockDefinition<S> & { type: T } {
  return def;
}
