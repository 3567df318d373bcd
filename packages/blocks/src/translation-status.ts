import { expandFields, type FieldInstance, getAt, type Path } from './field-paths.ts';
import type { EditableFields } from './fields.ts';
import type { Language } from './localized.ts';
import type { TranslationStamps } from './page.ts';
import { getBlockDefinition } from './registry.ts';
import { hasVisibleText } from './visible-text.ts';

/*
 * Translation status (issue #19, ADR 0026): when each language of a localized text was last
 * written is stored with the block on every save (`stampTranslations`, run by the server in the
 * write's transaction); whether a text needs its Arabic or English is then read from the content
 * and those stamps (`translationStatus`), never guessed by comparing the two languages' strings.
 */

/** A text kept in both languages, at a field of a block: a localized text, a link's label, a list of lines. */
export interface TranslatableText {
  /** The field's path, as the editor opens it: ['cards', 1, 'title']. */
  path: Path;
  /** The same path as the stamps' key: 'cards.1.title'. */
  at: string;
  /** The declared field key: 'cards[].title'. */
  key: string;
  en: string;
  ar: string;
  /**
   * A menu entry's label: its Arabic starts as a copy of the English (spec 000 §5), and a copy
   * counts as needing Arabic until someone writes the Arabic or confirms the copy (issue #31).
   */
  copyNeedsArabic?: true;
}

export type TranslationState = 'missing' | 'stale';

/**
 * What the texts are read by: a block type (its definition's field map), or the field map of
 * something else that holds texts, such as a collection's item (ADR 0040).
 */
export type TextOwner = string | { fields: EditableFields };

/** One language of one text that needs writing: empty while the other is not, or older than the other. */
export interface TranslationIssue {
  path: Path;
  at: string;
  language: Language;
  state: TranslationState;
}

const TRANSLATABLE = new Set(['localized', 'link', 'list']);
const LANGS = ['en', 'ar'] as const;
const other = (lang: Language): Language => (lang === 'en' ? 'ar' : 'en');

function pairOf(field: FieldInstance, value: unknown): { en: string; ar: string } | undefined {
  if (field.kind === 'link') return pairOf({ ...field, kind: 'localized' }, (value as { label?: unknown })?.label);
  if (typeof value === 'string') return { en: value, ar: value };
  if (!value || typeof value !== 'object') return undefined;
  const { en, ar } = value as { en?: unknown; ar?: unknown };
  const text = (part: unknown) =>
    Array.isArray(part)
      ? part.filter((line) => typeof line === 'string').join('\n')
      : typeof part === 'string'
        ? part
        : '';
  return { en: text(en), ar: text(ar) };
}

/**
 * Every text of a block's content kept in both languages, by the block's field map (the paths the
 * editor's panel and on-page fields use). A plain string stands for both languages (it is shown
 * as it is in both). `shownOnly`: only the fields the content's variant shows.
 */
export function translatableTexts(owner: TextOwner, content: unknown, shownOnly = false): TranslatableText[] {
  const def = typeof owner === 'string' ? getBlockDefinition(owner) : owner;
  if (!def) return [];
  const shown = shownOnly && 'shownFields' in def ? def.shownFields?.(content as never) : undefined;
  return expandFields(def.fields, content).flatMap((field) => {
    if (shown && !shown(field.key, field.path)) return [];
    if (field.kind === 'menu') return menuLabels(field, getAt(content, field.path));
    if (!TRANSLATABLE.has(field.kind)) return [];
    const pair = pairOf(field, getAt(content, field.path));
    return pair ? [{ path: field.path, at: field.path.join('.'), key: field.key, ...pair }] : [];
  });
}

/** The labels of a menu's entries at every level, keyed alike so an entry moved between levels keeps its stamps. */
function menuLabels(field: FieldInstance, entries: unknown): TranslatableText[] {
  const key = `${field.key}[].label`;
  const walk = (list: unknown, at: Path): TranslatableText[] =>
    (Array.isArray(list) ? list : []).flatMap((entry: unknown, index) => {
      if (!entry || typeof entry !== 'object') return [];
      const { label, children } = entry as { label?: unknown; children?: unknown };
      const pair = pairOf({ ...field, kind: 'localized' }, label);
      const path = [...at, index, 'label'];
      return [
        ...(pair ? [{ path, at: path.join('.'), key, ...pair, copyNeedsArabic: true as const }] : []),
        ...walk(children, [...at, index, 'children']),
      ];
    });
  return walk(entries, field.path);
}

/**
 * The stamps after a save of `after` over `before` (none for a new block), at `now` (ISO). A stamp
 * is when that language was last written or last brought up to date with the other: a language
 * whose text changed is stamped `now`, and the other keeps its stamp, so it now reads out of date;
 * but when the language written was itself behind (empty, or older than the other) or both
 * changed together, the two are a pair again and both are stamped `now`. Unchanged texts keep
 * their stamps; paths that no longer hold a text are dropped; an item that only moved in its list
 * (its text, both languages, found unchanged at another index) takes its stamps along. A restore
 * brings back texts as they were written together: each text it changes is stamped `now` in both.
 */
export function stampTranslations(
  blockType: TextOwner,
  before: unknown,
  after: unknown,
  previous: TranslationStamps | undefined,
  now: string,
  /** A whole earlier version coming back (a restore): each text it changes is a pair again. */
  restored = false,
): TranslationStamps {
  const old = new Map(
    (before === undefined ? [] : translatableTexts(blockType, before)).map((text) => [text.at, text]),
  );
  const texts = translatableTexts(blockType, after);
  const here = new Map(texts.map((text) => [text.at, text]));
  const same = (a: TranslatableText | undefined, b: TranslatableText | undefined) =>
    !!a && !!b && a.en === b.en && a.ar === b.ar;
  // Texts of `before` that are not where they were: candidates for an item that moved.
  const moved = [...old.values()].filter((text) => !same(text, here.get(text.at)));
  const out: TranslationStamps = {};
  for (const text of texts) {
    const was = old.get(text.at);
    let stamp: { en?: string; ar?: string } | undefined;
    if (same(was, text)) stamp = previous?.[text.at];
    else {
      const from = moved.findIndex((candidate) => candidate.key === text.key && same(candidate, text));
      if (from >= 0) {
        stamp = previous?.[(moved[from] as TranslatableText).at];
        moved.splice(from, 1);
      } else {
        const kept = previous?.[text.at] ?? {};
        const changed = (lang: Language) => (was?.[lang] ?? '') !== text[lang];
        const copied = text.copyNeedsArabic && changed('ar') && text.ar === text.en && hasVisibleText(text.en);
        // Behind: empty, or older than the other language, before this save.
        const behind = (lang: Language) =>
          !hasVisibleText(was?.[lang]) || (kept[other(lang)] ?? '') > (kept[lang] ?? '');
        // A copy of the English is written as English only: the Arabic still needs writing.
        if (copied && !restored) stamp = { en: now, ...(kept.ar && kept.ar < now ? { ar: kept.ar } : {}) };
        // A language written while behind catches up: the two are a pair again, both as of now.
        else if (LANGS.some((lang) => changed(lang) && (restored || changed(other(lang)) || behind(lang))))
          stamp = { en: now, ar: now };
        else
          stamp = Object.fromEntries(
            LANGS.flatMap((lang) => {
              const at = changed(lang) ? now : kept[lang];
              return at ? [[lang, at]] : [];
            }),
          );
      }
    }
    if (stamp && (stamp.en || stamp.ar)) out[text.at] = { ...stamp };
  }
  return out;
}

/**
 * What needs translating in a block, in the order of its fields: a language whose text is empty
 * while the other's is not ('missing'), or whose stamp is older than the other language's, or
 * absent while the other has one ('stale'). A text empty in both languages is no issue; texts
 * without stamps (seeded content) count as in step. Only fields the content's variant shows.
 */
export function translationStatus(
  blockType: TextOwner,
  content: unknown,
  stamps: TranslationStamps | undefined,
): TranslationIssue[] {
  return translatableTexts(blockType, content, true).flatMap((text): TranslationIssue[] => {
    const has = { en: hasVisibleText(text.en), ar: hasVisibleText(text.ar) };
    if (!has.en && !has.ar) return [];
    const base = { path: text.path, at: text.at };
    if (!has.ar) return [{ ...base, language: 'ar', state: 'missing' }];
    if (!has.en) return [{ ...base, language: 'en', state: 'missing' }];
    const stamp = stamps?.[text.at];
    const en = stamp?.en ?? '';
    const ar = stamp?.ar ?? '';
    // ISO times of one clock compare as strings.
    // A menu label's Arabic that is still the English copy has no Arabic yet.
    const copy = text.copyNeedsArabic && text.en === text.ar;
    if (en > ar) return [{ ...base, language: 'ar', state: copy ? 'missing' : 'stale' }];
    if (ar > en) return [{ ...base, language: 'en', state: 'stale' }];
    return [];
  });
}

/** How many texts need each language. */
export function countByLanguage(issues: readonly TranslationIssue[]): Record<Language, number> {
  return {
    en: issues.filter((issue) => issue.language === 'en').length,
    ar: issues.filter((issue) => issue.language === 'ar').length,
  };
}
