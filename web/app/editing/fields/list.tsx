import { getBlockDefinition, nameKeyOf, newListItem } from '@site/blocks';
import { type ItemSummary, matchesSearch, moveItem, summarize } from '@site/blocks/item-summary';
import { slugForPath } from '@site/blocks/page-slugs';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { fill, listStrings } from '../collections/strings.ts';
import { collectionAt, detailHref, duplicateId, type Maker, type Names, takenIds } from '../collections/templates.ts';
import { ConfirmDialog } from '../prompts.tsx';
import styles from './list.module.css';
import { ChevronIcon, RowActions } from './list-icons.tsx';
import type { ListFieldProps } from './types.ts';

/** Lists longer than this get a search box. */
const SEARCH_FROM = 9;

type Drag = { from: number; to: number; by: 'pointer' | 'keyboard' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stable key for an item: its id when it has one, else its place. */
function keyOf(item: unknown, index: number): string {
  return isRecord(item) && typeof item.id === 'string' ? `id:${item.id}` : `at:${index}`;
}

/**
 * An array of a block's content drawn as a list (issue #18): each item collapsed to its own name and
 * picture, expanded to the fields the panel draws for it. Add, duplicate, delete (asking first),
 * reorder by dragging the handle or with the keyboard (Space picks up, arrows move, Space drops),
 * and a search box once the list is long. It only reports the new array; the panel saves it,
 * checks it and keeps the history.
 */
export function ListField({ block, path, items, label, lang, renderItem, onChange }: ListFieldProps) {
  const s = listStrings(lang);
  const id = useId();
  const listKey = String(path.filter((part) => typeof part === 'string').at(-1) ?? '');
  const def = getBlockDefinition(block.block_type);
  const nameKey = def ? nameKeyOf(def, path) : undefined;
  const collection = collectionAt(block.block_type, path);
  const pageSlug = slugForPath(useLocation().pathname);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [query, setQuery] = useState('');
  const [drag, setDrag] = useState<Drag | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The add form open, for this maker (or the plain named item when the list is no collection). */
  const [adding, setAdding] = useState<Maker | 'named' | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const section = useRef<HTMLElement>(null);
  /** The item whose summary takes focus after the next render (a new one). */
  const focusSummary = useRef<string | null>(null);
  useEffect(() => {
    const key = focusSummary.current;
    if (!key) return;
    focusSummary.current = null;
    const row = [...(section.current?.querySelectorAll<HTMLElement>('[data-item-key]') ?? [])].find(
      (element) => element.dataset.itemKey === key,
    );
    const summary = row?.querySelector<HTMLElement>('[aria-expanded]');
    summary?.scrollIntoView({ block: 'nearest' });
    summary?.focus({ preventScroll: true });
  });

  const summaries: ItemSummary[] = useMemo(() => items.map((item) => summarize(item, lang)), [items, lang]);
  const nameOf = (index: number) => summaries[index]?.title || s.untitled;
  const searchable = items.length >= SEARCH_FROM;
  /** Lists whose items have pictures keep a place for one on every row; the others have none. */
  const pictured = summaries.some((summary) => summary.picture);
  const filtering = searchable && query.trim() !== '';

  // The order drawn: the items' own, or with the dragged one at its provisional place.
  const order = useMemo(() => {
    const indices = items.map((_, index) => index);
    return drag ? moveItem(indices, drag.from, drag.to) : indices;
  }, [items, drag]);
  const shown = order.filter((index) => !filtering || matchesSearch(summaries[index] as ItemSummary, query));

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const focusHandle = (key: string) => requestAnimationFrame(() => handles.current.get(key)?.focus());

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const key = keyOf(items[from], from);
    onChange(moveItem(items, from, to), { kind: 'move', from, to });
    setAnnouncement(fill(s.movedTo, { name: nameOf(from), pos: to + 1, n: items.length }));
    // An item without an id is keyed by its place: keep it open where it went.
    if (!key.startsWith('id:') && open.has(key)) setOpen(new Set([keyOf(items[from], to)]));
    focusHandle(key.startsWith('id:') ? key : keyOf(undefined, to));
  };

  const add = (names?: Names, maker?: Maker) => {
    let item: unknown;
    if (maker && names) item = maker.make(names, items);
    else {
      if (!def) return;
      item = newListItem(def, block.content, path, names?.en || names?.ar);
      if (names && nameKey && isRecord(item)) item[nameKey] = { en: names.en || names.ar, ar: names.ar || names.en };
    }
    const index = collection?.addAt === 'start' ? 0 : items.length;
    const next = [...items];
    next.splice(index, 0, item);
    onChange(next, { kind: 'add', index });
    setQuery('');
    setOpen((current) => new Set(current).add(keyOf(item, index)));
    focusSummary.current = keyOf(item, index);
    setAnnouncement(fill(s.added, { name: summarize(item, lang).title || s.untitled }));
  };

  const duplicate = (index: number) => {
    const copy = structuredClone(items[index]);
    if (isRecord(copy)) {
      if (typeof copy.id === 'string') copy.id = duplicateId(copy.id, takenIds(items));
      const nameValue = nameKey ? copy[nameKey] : undefined;
      if (nameKey && isRecord(nameValue)) {
        copy[nameKey] = {
          ...nameValue,
          ...(nameValue.en ? { en: `${nameValue.en}${listStrings('en').copySuffix}` } : {}),
          ...(nameValue.ar ? { ar: `${nameValue.ar}${listStrings('ar').copySuffix}` } : {}),
        };
      }
    }
    const next = [...items];
    next.splice(index + 1, 0, copy);
    onChange(next, { kind: 'duplicate', index: index + 1 });
    setAnnouncement(fill(s.duplicated, { name: nameOf(index) }));
  };

  const remove = (index: number) => {
    const name = nameOf(index);
    onChange(
      items.filter((_, i) => i !== index),
      { kind: 'delete', index },
    );
    setAnnouncement(fill(s.deleted, { name }));
  };

  // Pointer drag on the handle: the item follows the pointer between the other rows.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (event.button !== 0 || filtering) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, to: index, by: 'pointer' });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag?.by !== 'pointer') return;
    let to = drag.to;
    for (const [index, row] of rows.current) {
      const box = row.getBoundingClientRect();
      if (event.clientY >= box.top && event.clientY <= box.bottom) {
        to = order.indexOf(index);
        break;
      }
    }
    if (to !== drag.to && to >= 0) setDrag({ ...drag, to });
  };
  const onPointerUp = () => {
    if (drag?.by !== 'pointer') return;
    setDrag(null);
    move(drag.from, drag.to);
  };

  // Keyboard: Space or Enter picks the item up, arrows move it, Space or Enter drops, Escape cancels.
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const key = event.key;
    if (drag?.by === 'keyboard') {
      if (key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End') {
        event.preventDefault();
        const to =
          key === 'Home'
            ? 0
            : key === 'End'
              ? items.length - 1
              : Math.max(0, Math.min(items.length - 1, drag.to + (key === 'ArrowUp' ? -1 : 1)));
        setDrag({ ...drag, to });
        setAnnouncement(fill(s.grabbed, { name: nameOf(drag.from), pos: to + 1, n: items.length }));
        focusHandle(keyOf(items[drag.from], drag.from));
      } else if (key === ' ' || key === 'Enter') {
        event.preventDefault();
        setDrag(null);
        if (drag.to === drag.from)
          setAnnouncement(fill(s.movedTo, { name: nameOf(drag.from), pos: drag.from + 1, n: items.length }));
        else move(drag.from, drag.to);
      } else if (key === 'Escape' || key === 'Tab') {
        if (key === 'Escape') event.preventDefault();
        setDrag(null);
        setAnnouncement(fill(s.moveCancelled, { name: nameOf(drag.from), pos: drag.from + 1 }));
      }
      return;
    }
    if ((key === ' ' || key === 'Enter') && !filtering) {
      event.preventDefault();
      setDrag({ from: index, to: index, by: 'keyboard' });
      setAnnouncement(fill(s.grabbed, { name: nameOf(index), pos: index + 1, n: items.length }));
    } else if (event.altKey && (key === 'ArrowUp' || key === 'ArrowDown')) {
      event.preventDefault();
      move(index, index + (key === 'ArrowUp' ? -1 : 1));
    }
  };

  const makerLabel = (maker: Maker) =>
    s.newFor[maker.id] ?? (s as unknown as Record<string, string>)[maker.id] ?? s.add;
  const addLabel = s.newFor[listKey] ?? s.add;

  const adder = adding ? (
    <NewItemForm
      lang={lang}
      nameKey={nameKey ?? 'name'}
      submitLabel={adding === 'named' ? addLabel : makerLabel(adding)}
      onCancel={() => setAdding(null)}
      onSubmit={(names) => {
        const maker = adding === 'named' ? undefined : adding;
        setAdding(null);
        add(names, maker);
      }}
    />
  ) : (
    <div className={styles.addRow}>
      {collection ? (
        collection.makers.map((maker) => (
          <button key={maker.id} type="button" className={styles.add} onClick={() => setAdding(maker)}>
            <span aria-hidden="true">+</span> {makerLabel(maker)}
          </button>
        ))
      ) : (
        <button
          type="button"
          className={styles.add}
          onClick={() => {
            if (nameKey) setAdding('named');
            else add();
          }}
        >
          <span aria-hidden="true">+</span> {addLabel}
        </button>
      )}
    </div>
  );

  return (
    <section ref={section} className={styles.list} aria-labelledby={`${id}-label`} data-list={listKey}>
      <div className={styles.header}>
        <h3 id={`${id}-label`} className={styles.label}>
          {label}
        </h3>
        <span className={styles.count}>{items.length === 1 ? s.oneItem : fill(s.items, { n: items.length })}</span>
      </div>
      {collection && adder}
      {searchable && (
        <div className={styles.search}>
          <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
            {fill(s.search, { list: label })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            placeholder={s.searchPlaceholder}
            onChange={(event) => setQuery(event.target.value)}
          />
          {filtering && (
            <p className={styles.searchStatus} role="status">
              {shown.length === 0
                ? fill(s.noMatch, { q: query.trim() })
                : fill(s.shown, { shown: shown.length, n: items.length })}
            </p>
          )}
        </div>
      )}
      <p id={`${id}-hint`} className={styles.visuallyHidden}>
        {s.dragHint}
      </p>
      <ol className={styles.items}>
        {shown.map((index) => {
          const item = items[index];
          const key = keyOf(item, index);
          const summary = summaries[index] as ItemSummary;
          const name = summary.title || s.untitled;
          const expanded = open.has(key);
          const dragged = drag?.from === index;
          return (
            <li
              key={key}
              ref={(node) => {
                if (node) rows.current.set(index, node);
                else rows.current.delete(index);
              }}
              className={`${styles.item} ${dragged ? styles.dragged : ''}`}
              data-item-key={key}
              data-expanded={expanded || undefined}
            >
              <div className={styles.row}>
                <button
                  type="button"
                  ref={(node) => {
                    if (node) handles.current.set(key, node);
                    else handles.current.delete(key);
                  }}
                  className={styles.handle}
                  aria-label={fill(s.dragHandle, { name })}
                  aria-describedby={`${id}-hint`}
                  aria-pressed={dragged && drag?.by === 'keyboard' ? true : undefined}
                  disabled={filtering}
                  onPointerDown={(event) => onPointerDown(event, index)}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={() => setDrag(null)}
                  onKeyDown={(event) => onHandleKey(event, index)}
                >
                  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                    <circle cx="5" cy="3" r="1.5" />
                    <circle cx="11" cy="3" r="1.5" />
                    <circle cx="5" cy="8" r="1.5" />
                    <circle cx="11" cy="8" r="1.5" />
                    <circle cx="5" cy="13" r="1.5" />
                    <circle cx="11" cy="13" r="1.5" />
                  </svg>
                </button>
                <button
                  type="button"
                  className={styles.summary}
                  aria-expanded={expanded}
                  aria-controls={`${id}-item-${index}`}
                  onClick={() => toggle(key)}
                >
                  {summary.picture ? (
                    <img className={styles.thumb} src={summary.picture} alt="" loading="lazy" />
                  ) : pictured ? (
                    <span className={styles.thumb} aria-hidden="true" />
                  ) : null}
                  <span className={styles.title} dir="auto">
                    {name}
                  </span>
                  <ChevronIcon className={styles.chevron} />
                </button>
                <RowActions
                  name={name}
                  lang={lang}
                  onDuplicate={() => duplicate(index)}
                  onDelete={() => setConfirmDelete(index)}
                />
              </div>
              {expanded && (
                <div id={`${id}-item-${index}`} className={styles.body}>
                  <div className={styles.itemTools}>
                    <button
                      type="button"
                      className={styles.tool}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      {s.moveUp}
                    </button>
                    <button
                      type="button"
                      className={styles.tool}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      {s.moveDown}
                    </button>
                    {(() => {
                      const href = detailHref(collection, pageSlug, item);
                      return href ? (
                        <a className={styles.tool} href={href}>
                          {s.openPage}
                        </a>
                      ) : null;
                    })()}
                  </div>
                  {renderItem(index)}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {!collection && adder}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {confirmDelete !== null && (
        <ConfirmDialog
          message={s.deleteFor[listKey] ?? s.deleteItem}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            const index = confirmDelete;
            setConfirmDelete(null);
            remove(index);
          }}
        />
      )}
    </section>
  );
}

/** The new item's name in both languages, asked in place (one form, no dialog). */
export function NewItemForm({
  lang,
  nameKey,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  lang: ListFieldProps['lang'];
  nameKey: string;
  submitLabel: string;
  onSubmit: (names: { en: string; ar: string }) => void;
  onCancel: () => void;
}) {
  const s = listStrings(lang);
  const id = useId();
  const [en, setEn] = useState('');
  const [ar, setAr] = useState('');
  const [problem, setProblem] = useState(false);
  const isTitle = nameKey === 'title';
  return (
    <form
      className={styles.newItem}
      aria-label={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        if (!en.trim() && !ar.trim()) {
          setProblem(true);
          return;
        }
        onSubmit({ en: en.trim(), ar: ar.trim() });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className={styles.newField}>
        <label htmlFor={`${id}-en`}>{isTitle ? s.titleEn : s.nameEn}</label>
        {/* biome-ignore lint/a11y/noAutofocus: the form opens on the editor's request, to type the name at once */}
        <input id={`${id}-en`} dir="ltr" lang="en" value={en} autoFocus onChange={(e) => setEn(e.target.value)} />
      </div>
      <div className={styles.newField}>
        <label htmlFor={`${id}-ar`}>{isTitle ? s.titleAr : s.nameAr}</label>
        <input id={`${id}-ar`} dir="rtl" lang="ar" value={ar} onChange={(e) => setAr(e.target.value)} />
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {s.nameNeeded}
        </p>
      )}
      <div className={styles.newActions}>
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {s.cancel}
        </button>
      </div>
    </form>
  );
}
