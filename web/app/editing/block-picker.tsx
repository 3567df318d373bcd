import { BLOCK_GROUPS, type BlockGroup, blockRegistry, blockTypeToFolder, type Language } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './block-picker.module.css';
import { Dialog } from './dialog.tsx';
import { blockDescription, blockName, groupName } from './names.ts';
import { EDITING_NS } from './strings.ts';

/** Block types an editor can add to a page (the header and footer are pages of their own). */
const ADDABLE = Object.values(blockRegistry).filter((def) => def.group !== 'site');

/** Where the picker's small picture of a block type is (scripts/block-previews.mjs makes them). */
export function previewUrl(type: string): string {
  return `/editor/previews/${blockTypeToFolder(type)}.webp`;
}

/**
 * For matching what an editor types: lower case, no accents or Arabic vowel marks and tatweel, and
 * the letters Arabic writers use interchangeably (أ إ آ → ا, ة → ه, ى → ي) made one.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase();
}

/** The block types whose label or description, in either language, holds every word of `query`. */
export function matchBlocks(query: string): string[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return ADDABLE.filter((def) => {
    const haystack = foldForSearch(
      [def.label.en, def.label.ar, def.description.en, def.description.ar].join(' \u0000 '),
    );
    return words.every((word) => haystack.includes(word));
  }).map((def) => def.type);
}

/**
 * The add-block picker: a search box over the block types (their labels and descriptions in both
 * languages), the types grouped under their group's heading, each with its picture, name and one
 * line. Typing filters; Down/Up (and Left/Right in the grid) move between the entries, Home/End to
 * the first and last; Enter in the search box adds the first match, on an entry that entry. Focus
 * stays in the dialog and returns to the opener (dialog.tsx).
 */
export function BlockPicker({ onChoose, onCancel }: { onChoose: (type: string) => void; onCancel: () => void }) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const found = useMemo(() => matchBlocks(query), [query]);
  const groups = useMemo(() => groupTypes(found), [found]);

  const entries = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('button[data-type]') ?? [])];
  const focusEntry = (index: number) => {
    const all = entries();
    all[Math.max(0, Math.min(all.length - 1, index))]?.focus();
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && found.length > 0) {
      event.preventDefault();
      focusEntry(0);
    } else if (event.key === 'Enter' && found[0]) {
      event.preventDefault();
      onChoose(found[0]);
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    // Left and right follow the reading direction: in Arabic the next entry is on the left.
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const back = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      [forward]: at + 1,
      ArrowUp: at - 1,
      [back]: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      const to = moves[event.key] as number;
      if (to < 0) search.current?.focus();
      else focusEntry(to);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
      // Typing on an entry goes on in the search box.
      search.current?.focus();
    }
  };

  return (
    <Dialog title={t('chooseBlockType')} onCancel={onCancel} wide>
      <div className={styles.picker}>
        <label className={styles.searchLabel}>
          <span>{t('picker.search')}</span>
          <input
            ref={search}
            type="search"
            className={styles.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <p id={hintId} className={styles.hint}>
          {t('picker.searchHint')}
        </p>
        <p role="status" className={styles.count}>
          {found.length > 0 ? t('picker.found', { count: found.length }) : t('picker.none', { query: query.trim() })}
        </p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the buttons inside */}
        <div ref={list} className={styles.groups} onKeyDown={onListKey}>
          {groups.map(({ group, types }) => (
            <PickerGroup key={group} group={group} types={types} lang={lang} onChoose={onChoose} />
          ))}
        </div>
      </div>
    </Dialog>
  );
}

function PickerGroup({
  group,
  types,
  lang,
  onChoose,
}: {
  group: BlockGroup;
  types: string[];
  lang: Language;
  onChoose: (type: string) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupTitle}>
        {groupName(group, lang)}
      </h3>
      <ul className={styles.entries}>
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={styles.entry}
              data-type={type}
              aria-labelledby={`${headingId}-${type}-name`}
              aria-describedby={`${headingId}-${type}-line`}
              onClick={() => onChoose(type)}
            >
              <img
                className={styles.preview}
                src={previewUrl(type)}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                decoding="async"
              />
              <span id={`${headingId}-${type}-name`} className={styles.name}>
                {blockName(type, lang)}
              </span>
              <span id={`${headingId}-${type}-line`} className={styles.line}>
                {blockDescription(type, lang)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function groupTypes(types: readonly string[]): Array<{ group: BlockGroup; types: string[] }> {
  return BLOCK_GROUPS.map((group) => ({
    group,
    types: types.filter((type) => blockRegistry[type as keyof typeof blockRegistry].group === group),
  })).filter(({ types }) => types.length > 0);
}
