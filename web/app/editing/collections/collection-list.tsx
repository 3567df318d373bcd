import { type Block, getBlockDefinition, type Language, localize } from '@site/blocks';
import type { ItemSummary } from '@site/blocks/api';
import { type CollectionDefinition, type FeedDefinition, getCollection } from '@site/blocks/collections';
import { slugForPath } from '@site/blocks/page-slugs';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../session/api-error.ts';
import { editorApi } from '../editor-api.ts';
import styles from '../fields/list.module.css';
import { NewItemForm } from '../fields/list.tsx';
import { ChevronIcon, RowActions } from '../fields/list-icons.tsx';
import { useUndoKeys } from '../inspector/undo-keys.ts';
import { ConfirmDialog } from '../prompts.tsx';
import { ItemPublishDialog } from '../publishing/item-publish-dialog.tsx';
import { PreviewDialog } from '../publishing/preview-dialog.tsx';
import { ReleasesDialog } from '../publishing/releases-dialog.tsx';
import { useLoaded } from '../use-loaded.ts';
import { CollectionHostContext, OpeningItemContext } from './collection-host.ts';
import { filterNames } from './filter-names.ts';
import { ItemFields } from './item-fields.tsx';
import { ItemHistoryDialog } from './item-history-dialog.tsx';
import { fill, listStrings } from './strings.ts';
import { collectionAt, detailHref, type Maker } from './templates.ts';

/** Rows per page of the panel's list. */
export const PER_PAGE = 20;
/** How long typing in the search box waits before asking the server. */
const SEARCH_DELAY_MS = 250;

type Sort = 'default' | 'title' | 'updated';
type Undo = { slug: string; name: string };

/** One change of the list's, with the requests that take it back and make it again. */
interface ListStep {
  undo: () => Promise<void>;
  redo: () => Promise<void>;
  /** A delete's step names the item it brings back: the Undo beside the list takes the step with it. */
  restores?: string;
}
interface ListSteps {
  done: readonly ListStep[];
  undone: readonly ListStep[];
  /** When the list last changed or stepped: the page's undo keys go to the latest editor. */
  at: number;
}

/**
 * A list block's collection in the panel (issue #30): a page of items at a time from the server,
 * searched in both languages (Arabic folded), sorted and paged there, so its length never matters.
 * Each row is the item's name and picture; opened, its own form, saved alone. New, duplicate,
 * delete (with undo) and, for hand-ordered collections, moving up and down are the items' own
 * requests; the page in edit mode is told, so its cards follow.
 */
export function CollectionList({
  block,
  collection,
  array,
  label,
  lang,
}: {
  block: Block;
  collection: string;
  array: string;
  label: string;
  lang: Language;
}) {
  const s = listStrings(lang);
  const id = useId();
  const host = useContext(CollectionHostContext);
  const definition = getCollection(collection);
  // A block showing the collection's newest items (the home insights) shows a few of this list.
  const feed = definition?.feeds?.find((f) => f.block === block.block_type && f.list === array);
  const makers = collectionAt(block.block_type, [array]);
  // Asked to open an item (Find anything): searched by its slug, which its texts hold, and open.
  const opening = useContext(OpeningItemContext);
  const opens = opening?.collection === collection && opening.array === array ? opening.slug : null;
  const [typed, setTyped] = useState(opens ?? '');
  const [q, setQ] = useState(opens ?? '');
  const [sort, setSort] = useState<Sort>('default');
  // The block's own filters (industry and solution, post or event), by the names its content gives them.
  const paged = getBlockDefinition(block.block_type)?.list;
  const filters = paged?.array === array ? filterNames(block.block_type, block.content) : [];
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const wanted = paged ? paged.wants(chosen) : [];
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(opens ? [opens] : []));
  const [adding, setAdding] = useState<Maker | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<ItemSummary | null>(null);
  const [sharing, setSharing] = useState<ItemSummary | null>(null);
  const [releasesOf, setReleasesOf] = useState<ItemSummary | null>(null);
  const [publishing, setPublishing] = useState<ItemSummary | null>(null);
  const [historyOf, setHistoryOf] = useState<ItemSummary | null>(null);
  /** Counts rollbacks and restores: an open item's form reads the item again after one (its draft may follow). */
  const [rolledBack, setRolledBack] = useState(0);
  const [undo, setUndo] = useState<Undo | null>(null);
  /** The list's own undo history: items added, duplicated, deleted and moved (issue #31 part 4). */
  const steps = useRef<ListSteps>({ done: [], undone: [], at: 0 });
  const record = (step: ListStep) => {
    steps.current = { done: [...steps.current.done, step], undone: [], at: performance.now() };
  };
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  /** Where focus goes once the list has loaded again: a new item's summary, a moved item's button. */
  const focusAfterLoad = useRef<{ slug: string; on: 'summary' | 'up' | 'down' } | null>(
    opens ? { slug: opens, on: 'summary' } : null,
  );
  const pageSlug = slugForPath(useLocation().pathname);

  useEffect(() => {
    const words = typed.trim();
    if (words === q) return;
    const timer = setTimeout(() => {
      setQ(words);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const list = useLoaded(
    (signal) => editorApi.listItems(collection, { q, sort, page, per_page: PER_PAGE, filter: wanted }, signal),
    [collection, q, sort, page, wanted.join()],
  );
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const first = (page - 1) * PER_PAGE;
  /** Moving by hand shows in the collection's own order, unsearched. */
  const movable = definition?.order === 'position' && sort === 'default' && q === '' && wanted.length === 0;

  useEffect(() => {
    const wanted = focusAfterLoad.current;
    if (!wanted || list.state !== 'ready') return;
    // Until the list answered again with the row (the answer before the change has it not yet).
    const row = section.current?.querySelector(`[data-item-key="${CSS.escape(wanted.slug)}"]`);
    if (!row) return;
    focusAfterLoad.current = null;
    const button = row?.querySelector<HTMLButtonElement>(`[data-focus="${wanted.on}"]`);
    const target = button && !button.disabled ? button : row?.querySelector<HTMLElement>('[data-focus="summary"]');
    target?.scrollIntoView({ block: 'nearest' });
    target?.focus({ preventScroll: true });
  });

  const nameOf = (row: ItemSummary) => row.title[lang] || row.title[lang === 'en' ? 'ar' : 'en'] || s.untitled;
  const changed = () => {
    list.reload();
    host?.listChanged(block.id, array);
  };
  /** Runs one request of the list's; a refusal is said in words beside the list, never silently. */
  const attempt = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(fill(s.actionFailed, { message: error instanceof ApiError ? error.message : String(error) }));
      list.reload();
    }
  };

  const toggle = (slug: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  const add = (maker: Maker, names: { en: string; ar: string }) =>
    attempt(async () => {
      const existing = (block.content as Record<string, unknown>)[array];
      const { id: slug, ...content } = maker.make(names, Array.isArray(existing) ? existing : []) as {
        id?: string;
      };
      const created = await editorApi.createItem(collection, content, slug).catch((error: unknown) => {
        // The slug made here is taken by an item not on this page: the server makes a free one.
        if (error instanceof ApiError && error.code === 'slug_taken') return editorApi.createItem(collection, content);
        throw error;
      });
      record(madeStep(created.slug, names[lang] || names.en || names.ar));
      setTyped('');
      setQ('');
      setSort('default');
      // New items go where the collection puts them: first, or on the last page.
      setPage(definition?.newItems === 'last' ? Math.max(1, Math.ceil((total + 1) / PER_PAGE)) : 1);
      setOpen((current) => new Set(current).add(created.slug));
      focusAfterLoad.current = { slug: created.slug, on: 'summary' };
      setAnnouncement(fill(s.added, { name: names[lang] || names.en || names.ar }));
      changed();
    });

  const duplicate = (row: ItemSummary) =>
    attempt(async () => {
      const original = await editorApi.getItem(collection, row.slug);
      const copy = structuredClone(original.content) as Record<string, unknown>;
      const key = ['title', 'name'].find((k) => typeof copy[k] === 'object' && copy[k] !== null);
      if (key) {
        const names = copy[key] as { en?: string; ar?: string };
        copy[key] = {
          ...names,
          ...(names.en ? { en: `${names.en}${listStrings('en').copySuffix}` } : {}),
          ...(names.ar ? { ar: `${names.ar}${listStrings('ar').copySuffix}` } : {}),
        };
      }
      const created = await editorApi.createItem(collection, copy);
      record(madeStep(created.slug, nameOf(row)));
      focusAfterLoad.current = { slug: created.slug, on: 'summary' };
      setAnnouncement(fill(s.duplicated, { name: nameOf(row) }));
      changed();
    });

  const remove = (row: ItemSummary) =>
    attempt(async () => {
      await editorApi.deleteItem(collection, row.slug, row.version);
      const gone = { slug: row.slug, name: nameOf(row) };
      record({ undo: () => restore(gone), redo: () => deleteLatest(gone), restores: gone.slug });
      setUndo(gone);
      setAnnouncement(fill(s.deleted, { name: nameOf(row) }));
      changed();
    });

  /** An item added or duplicated: undone, it is deleted (at whatever version it has by then); redone, back. */
  const madeStep = (slug: string, name: string): ListStep => ({
    undo: () => deleteLatest({ slug, name }),
    redo: () => restore({ slug, name }),
  });
  const deleteLatest = (gone: Undo) =>
    attempt(async () => {
      const { version } = await editorApi.getItem(collection, gone.slug);
      await editorApi.deleteItem(collection, gone.slug, version);
      setUndo(gone);
      setAnnouncement(fill(s.deleted, { name: gone.name }));
      changed();
    });

  // Ctrl+Z / Ctrl+Shift+Z (Cmd on Apple devices) step through the list's history, when the list
  // changed last (a block's fields or another list may have changed since: the keys go there).
  useUndoKeys(
    (kind) => {
      const { done, undone } = steps.current;
      const step = (kind === 'undo' ? done : undone).at(-1);
      if (!step) return;
      steps.current =
        kind === 'undo'
          ? { done: done.slice(0, -1), undone: [...undone, step], at: performance.now() }
          : { done: [...done, step], undone: undone.slice(0, -1), at: performance.now() };
      void (kind === 'undo' ? step.undo() : step.redo());
    },
    () => (steps.current.done.length > 0 || steps.current.undone.length > 0 ? steps.current.at : 0),
  );

  const restore = (gone: Undo) =>
    attempt(async () => {
      await editorApi.restoreItem(collection, gone.slug);
      setUndo(null);
      focusAfterLoad.current = { slug: gone.slug, on: 'summary' };
      setAnnouncement(fill(s.restored, { name: gone.name }));
      changed();
    });

  /**
   * Moves run one after another, each from the order the one before left, so quick presses add up;
   * the row moves on screen as soon as the server took it, before the list is read again.
   */
  const moves = useRef(Promise.resolve());
  const order = useRef<string[]>([]);
  const orderOf = useRef<unknown>(undefined);
  if (list.data !== orderOf.current) {
    orderOf.current = list.data;
    order.current = rows.map((row) => row.slug);
  }
  /** The slug at `index` of the whole list (0-based), from this page or asked of the server. */
  const slugAt = async (index: number): Promise<string | null> => {
    if (index < 0) return null;
    const onPage = index - first;
    if (onPage >= 0 && onPage < order.current.length) return order.current[onPage] as string;
    const one = await editorApi.listItems(collection, { page: index + 1, per_page: 1 });
    return one.items[0]?.slug ?? null;
  };
  const move = (row: ItemSummary, by: -1 | 1) => {
    moves.current = moves.current.then(() =>
      attempt(async () => {
        const index = order.current.indexOf(row.slug);
        const at = first + index;
        if (index < 0 || at + by < 0 || at + by >= total) return;
        // Up: after the item two above (first when there is none); down: after the one below.
        const before = await slugAt(at - 1);
        const after = await slugAt(by === -1 ? at - 2 : at + 1);
        await editorApi.moveItem(collection, row.slug, after);
        record({ undo: () => moveAfter(row, before, by === 1 ? -1 : 1), redo: () => moveAfter(row, after, by) });
        const next = order.current.filter((slug) => slug !== row.slug);
        if (index + by >= 0 && index + by <= next.length) next.splice(index + by, 0, row.slug);
        order.current = next;
        list.update((data) => ({
          ...data,
          items: next.flatMap((slug) => data.items.find((item) => item.slug === slug) ?? []),
        }));
        if (index + by < 0 || index + by >= PER_PAGE) setPage(Math.floor((at + by) / PER_PAGE) + 1);
        focusAfterLoad.current = { slug: row.slug, on: by === -1 ? 'up' : 'down' };
        setAnnouncement(fill(by === -1 ? s.movedUp : s.movedDown, { name: nameOf(row) }));
        changed();
      }),
    );
  };

  /** An undone or redone move: the item goes after `after` again, and the list is read again. */
  const moveAfter = (row: ItemSummary, after: string | null, by: -1 | 1) =>
    attempt(async () => {
      await editorApi.moveItem(collection, row.slug, after);
      focusAfterLoad.current = { slug: row.slug, on: 'summary' };
      setAnnouncement(fill(by === -1 ? s.movedUp : s.movedDown, { name: nameOf(row) }));
      changed();
    });

  return (
    <section
      ref={section}
      className={styles.list}
      aria-labelledby={`${id}-label`}
      data-list={array}
      data-collection={collection}
      aria-busy={list.state === 'loading'}
    >
      <div className={styles.header}>
        <h3 id={`${id}-label`} className={styles.label}>
          {label}
        </h3>
        <span className={styles.count}>{total === 1 ? s.oneItem : fill(s.items, { n: total })}</span>
      </div>
      {feed && definition && <p className={styles.note}>{feedNote(definition, feed, lang)}</p>}
      {adding ? (
        <NewItemForm
          lang={lang}
          nameKey={
            collection === 'stories' || collection === 'resources' || collection === 'vacancies' ? 'title' : 'name'
          }
          submitLabel={makerLabel(s, adding)}
          onCancel={() => setAdding(null)}
          onSubmit={(names) => {
            const maker = adding;
            setAdding(null);
            void add(maker, names);
          }}
        />
      ) : (
        <div className={styles.addRow}>
          {makers?.makers.map((maker) => (
            <button key={maker.id} type="button" className={styles.add} onClick={() => setAdding(maker)}>
              <span aria-hidden="true">+</span> {makerLabel(s, maker)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.tools}>
        <div className={styles.search}>
          <label htmlFor={`${id}-search`} className={styles.visuallyHidden}>
            {fill(s.search, { list: label })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            placeholder={s.searchPlaceholder}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {filters.map((filter) => (
          <label key={filter.param} className={styles.sort}>
            <span className={styles.visuallyHidden}>{localize(filter.label, lang) || filter.param}</span>
            <select
              value={chosen[filter.param] ?? ''}
              onChange={(event) => {
                const { [filter.param]: _, ...others } = chosen;
                setChosen(event.target.value ? { ...others, [filter.param]: event.target.value } : others);
                setPage(1);
              }}
            >
              <option value="">{fill(s.allOf, { filter: localize(filter.label, lang) || filter.param })}</option>
              {filter.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {localize(option.name, lang) || option.id}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className={styles.sort}>
          <span className={styles.visuallyHidden}>{s.sortBy}</span>
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as Sort);
              setPage(1);
            }}
          >
            {(['default', 'title', 'updated'] as const).map((value) => (
              <option key={value} value={value}>
                {s.sorts[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.searchStatus} role="status">
        {list.state === 'loading' && !list.data
          ? s.loading
          : total === 0 && q
            ? fill(s.noMatch, { q })
            : total === 0 && wanted.length
              ? s.noneFiltered
              : total > 0
                ? fill(s.shownRange, { from: first + 1, to: first + rows.length, n: total })
                : ''}
      </p>
      {list.state === 'failed' && (
        <p className={styles.problem} role="alert">
          {s.loadFailed}{' '}
          <button type="button" className={styles.tool} onClick={list.reload}>
            {s.retry}
          </button>
        </p>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {undo && (
        <p className={styles.undo} role="status">
          {fill(s.deleted, { name: undo.name })}{' '}
          <button
            type="button"
            className={styles.tool}
            onClick={() => {
              const { done } = steps.current;
              steps.current = { ...steps.current, done: done.filter((step) => step.restores !== undo.slug) };
              void restore(undo);
            }}
          >
            {s.undo}
          </button>
        </p>
      )}
      <ol className={styles.items}>
        {rows.map((row, index) => {
          const name = nameOf(row);
          const expanded = open.has(row.slug);
          const at = first + index;
          const needs = row.needs.ar > 0 ? s.needsArabic : row.needs.en > 0 ? s.needsEnglish : '';
          // Stories, posts and vacancies have a page of their own.
          const href = detailHref(makers, pageSlug, { id: row.slug, detailContent: {} });
          return (
            <li key={row.id} className={styles.item} data-item-key={row.slug} data-expanded={expanded || undefined}>
              <div className={styles.row}>
                <button
                  type="button"
                  className={styles.summary}
                  aria-expanded={expanded}
                  aria-controls={`${id}-item-${row.id}`}
                  data-focus="summary"
                  onClick={() => toggle(row.slug)}
                >
                  {row.picture ? (
                    <img className={styles.thumb} src={row.picture} alt="" loading="lazy" />
                  ) : (
                    <span className={styles.thumb} aria-hidden="true" />
                  )}
                  <span className={styles.title} dir="auto">
                    {name}
                  </span>
                  {needs && <span className={styles.needs}>{needs}</span>}
                  <ChevronIcon className={styles.chevron} />
                </button>
                {movable && (
                  <>
                    <button
                      type="button"
                      className={`${styles.icon} ${styles.step}`}
                      aria-label={fill(s.moveUpOf, { name })}
                      title={s.moveUp}
                      disabled={at === 0}
                      data-focus="up"
                      onClick={() => move(row, -1)}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={`${styles.icon} ${styles.step}`}
                      aria-label={fill(s.moveDownOf, { name })}
                      title={s.moveDown}
                      disabled={at === total - 1}
                      data-focus="down"
                      onClick={() => move(row, 1)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                  </>
                )}
                <RowActions
                  name={name}
                  lang={lang}
                  onDuplicate={() => void duplicate(row)}
                  onDelete={() => setConfirmDelete(row)}
                />
              </div>
              {expanded && (
                <div id={`${id}-item-${row.id}`} className={styles.body}>
                  <div className={styles.itemTools}>
                    {href && (
                      <a className={styles.tool} href={href}>
                        {s.openPage}
                      </a>
                    )}
                    <button type="button" className={styles.tool} onClick={() => setSharing(row)}>
                      {s.sharePreview}
                    </button>
                    <button type="button" className={styles.tool} onClick={() => setPublishing(row)}>
                      {s.publishItem}
                    </button>
                    <button type="button" className={styles.tool} onClick={() => setHistoryOf(row)}>
                      {s.history}
                    </button>
                    <button type="button" className={styles.tool} onClick={() => setReleasesOf(row)}>
                      {s.releases}
                    </button>
                  </div>
                  <ItemFields
                    key={rolledBack}
                    block={block}
                    collection={collection}
                    array={array}
                    slug={row.slug}
                    lang={lang}
                    onSaved={(content) => {
                      host?.itemSaved(block.id, array, row.slug, content);
                      // The row's name follows what was saved.
                      const title = definition?.title(content as never);
                      if (title)
                        list.update((data) => ({
                          ...data,
                          items: data.items.map((item) =>
                            item.slug === row.slug
                              ? { ...item, title: { en: localize(title, 'en'), ar: localize(title, 'ar') } }
                              : item,
                          ),
                        }));
                    }}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={fill(s.pageOf, { page, pages })}>
          <button type="button" className={styles.tool} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {s.previous}
          </button>
          <span>{fill(s.pageOf, { page, pages })}</span>
          <button type="button" className={styles.tool} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {s.next}
          </button>
        </nav>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {releasesOf && (
        <ReleasesDialog
          of={{ collection, slug: releasesOf.slug, name: nameOf(releasesOf) }}
          onCancel={() => setReleasesOf(null)}
          onRolledBack={(message) => {
            setReleasesOf(null);
            setAnnouncement(message);
            setRolledBack((n) => n + 1);
            changed();
          }}
        />
      )}
      {publishing && (
        <ItemPublishDialog
          collection={collection}
          slug={publishing.slug}
          name={nameOf(publishing)}
          onCancel={() => setPublishing(null)}
          onDone={(message) => {
            setPublishing(null);
            setAnnouncement(message);
            changed();
          }}
        />
      )}
      {historyOf && (
        <ItemHistoryDialog
          collection={collection}
          slug={historyOf.slug}
          name={nameOf(historyOf)}
          lang={lang}
          onCancel={() => setHistoryOf(null)}
          onRestored={(message) => {
            setHistoryOf(null);
            setAnnouncement(message);
            setRolledBack((n) => n + 1);
            changed();
          }}
        />
      )}
      {sharing && (
        <PreviewDialog
          slug={sharing.slug}
          item={{ collection, name: nameOf(sharing) }}
          onCancel={() => setSharing(null)}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          message={s.deleteFor[array] ?? s.deleteItem}
          onCancel={() => setConfirmDelete(null)}
          onConfirm={() => {
            const row = confirmDelete;
            setConfirmDelete(null);
            void remove(row);
          }}
        />
      )}
    </section>
  );
}

function makerLabel(s: ReturnType<typeof listStrings>, maker: Maker): string {
  return s.newFor[maker.id] ?? (s as unknown as Record<string, string>)[maker.id] ?? s.add;
}

/** What a feed's block shows of the list: its newest, or its newest with a mark (“Featured”), by the mark's field name. */
function feedNote(definition: CollectionDefinition, feed: FeedDefinition, lang: Language): string {
  const s = listStrings(lang);
  const list = localize(definition.label.many, lang);
  const [mark] = feed.with ?? [];
  const field = mark === undefined ? undefined : definition.fields[mark];
  const name = typeof field === 'object' && field.label ? localize(field.label, lang) : mark;
  return name === undefined
    ? fill(s.feedNote, { n: feed.newest, list })
    : fill(s.feedNoteMarked, { n: feed.newest, list, mark: name });
}
