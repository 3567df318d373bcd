import type { Language } from '@site/blocks';
import {
  lacksAlt,
  type MediaItem,
  type MediaItemDetail,
  type MediaKind,
  type MediaUse,
} from '@site/blocks/media-library';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { Dialog } from '../dialog.tsx';
import { libraryApi } from './api.ts';
import styles from './library.module.css';
import { countOf, fill, libraryStrings } from './strings.ts';

type SortKey = 'date-desc' | 'date-asc' | 'size-desc' | 'size-asc';
const SORT_KEYS: SortKey[] = ['date-desc', 'date-asc', 'size-desc', 'size-asc'];
const PER_PAGE = 24;

export interface MediaLibraryDialogProps {
  /** The editor's interface language. */
  lang: Language;
  /** The kind the field takes: the grid starts filtered to it. None: every kind (opened on its own). */
  kind?: MediaKind | undefined;
  /** Picking a file (from a field): the dialog offers "Use this file". */
  onPick?: ((path: string) => void) | undefined;
  /** A file to show at once (chosen in Find anything): its details, the grid behind filtered to its name. */
  showing?: { path: string; fileName: string } | undefined;
  onClose: () => void;
}

/** The narrowest WebP copy when there is one: the grid draws 120 px tiles. */
export function thumbnailOf(item: Pick<MediaItem, 'path' | 'variants'>): string {
  return item.variants[0]?.path ?? item.path;
}

function formatSize(bytes: number, lang: Language): string {
  const format = new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${format.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} KB`;
  return `${format.format(bytes / 1024 / 1024)} MB`;
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);
}

/** "Our team › Ahmed Al Mazrouei (draft, live)" in the editor's language. */
export function labelOfUse(use: MediaUse, lang: Language): string {
  const s = libraryStrings(lang);
  const pick = (value: { en?: string; ar?: string } | string | null | undefined) =>
    typeof value === 'string' ? value : (value?.[lang] ?? value?.en ?? value?.ar ?? '');
  const page = pick(use.page_title) || use.slug;
  const where = use.item ? pick(use.item.name) : use.block_id ? '' : s.pageSettings;
  const states = use.in.map((state) => (state === 'draft' ? s.inDraft : state === 'live' ? s.inLive : s.inScheduled));
  return `${page}${where ? ` › ${where}` : ''} (${states.join(lang === 'ar' ? '، ' : ', ')})`;
}

/**
 * The media library (issue #20, ADR 0032): a grid of every upload and seed file with search, a kind
 * filter and an order; one file's details with its alt text in both languages side by side, where it
 * is used, replace and delete (naming the uses); "clean up unused". Opened from an image or video
 * field, it also offers "Use this file".
 */
export default function MediaLibraryDialog({ lang, kind, onPick, showing, onClose }: MediaLibraryDialogProps) {
  const s = libraryStrings(lang);
  const searchId = useId();
  const kindId = useId();
  const sortId = useId();
  const [q, setQ] = useState(showing?.fileName ?? '');
  const [kindFilter, setKindFilter] = useState<MediaKind | ''>(kind ?? '');
  const [sort, setSort] = useState<SortKey>('date-desc');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<MediaItemDetail | null>(null);
  const [status, setStatus] = useState('');
  const [confirm, setConfirm] = useState<'delete' | 'cleanup' | null>(null);
  const [unused, setUnused] = useState<MediaItem[] | null>(null);
  const lastTile = useRef<string | null>(null);

  const load = useCallback(
    async (nextPage: number) => {
      setLoading(true);
      const [by, order] = sort.split('-') as ['date' | 'size', 'asc' | 'desc'];
      try {
        const list = await libraryApi.list({
          q: q.trim() || undefined,
          kind: kindFilter || undefined,
          sort: by,
          order,
          page: nextPage,
          per_page: PER_PAGE,
        });
        setItems((before) => (nextPage === 1 ? list.items : [...before, ...list.items]));
        setTotal(list.total);
        setPage(nextPage);
      } catch (error) {
        setStatus(fill(s.failed, { message: errorText(error) }));
      } finally {
        setLoading(false);
      }
    },
    [q, kindFilter, sort, s.failed],
  );

  useEffect(() => {
    // Typing waits a moment before searching; a changed filter or order loads at once.
    const timer = setTimeout(() => void load(1), 200);
    return () => clearTimeout(timer);
  }, [load]);

  const open = async (item: Pick<MediaItem, 'path'>) => {
    lastTile.current = item.path;
    try {
      setSelected(await libraryApi.get(item.path));
    } catch (error) {
      setStatus(fill(s.failed, { message: errorText(error) }));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the file asked for opens once, when the dialog does
  useEffect(() => {
    if (showing) void open(showing);
  }, []);

  const back = () => {
    setSelected(null);
    // Back to the grid: focus the tile of the file just looked at.
    requestAnimationFrame(() => {
      const path = CSS.escape(lastTile.current ?? '');
      (
        document.querySelector<HTMLElement>(`[data-media-details="${path}"]`) ??
        document.querySelector<HTMLElement>(`[data-media-path="${path}"]`)
      )?.focus();
    });
  };

  const refreshSelected = async (path: string) => {
    const detail = await libraryApi.get(path);
    setSelected(detail);
    setItems((before) => before.map((item) => (item.path === path ? detail : item)));
  };

  const startCleanup = async () => {
    try {
      setUnused((await libraryApi.unused()).items);
      setConfirm('cleanup');
    } catch (error) {
      setStatus(fill(s.failed, { message: errorText(error) }));
    }
  };

  return (
    <Dialog title={s.title} onCancel={onClose} wide>
      <div className={styles.library} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        {selected ? (
          <ItemDetail
            key={selected.path}
            item={selected}
            lang={lang}
            onBack={back}
            onPick={onPick}
            onStatus={setStatus}
            onChanged={refreshSelected}
            onReplaced={async (detail) => {
              setStatus(fill(s.replaced, { places: countOf(detail.uses.length, 'places', lang) }));
              lastTile.current = detail.path;
              setSelected(detail);
              await load(1);
            }}
            onDelete={() => setConfirm('delete')}
          />
        ) : (
          <>
            <div className={styles.toolbar}>
              <div className={styles.control}>
                <label htmlFor={searchId}>{s.search}</label>
                <input id={searchId} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
              </div>
              <div className={styles.control}>
                <label htmlFor={kindId}>{s.kind}</label>
                <select
                  id={kindId}
                  value={kindFilter}
                  onChange={(event) => setKindFilter(event.target.value as MediaKind | '')}
                >
                  <option value="">{s.kinds.all}</option>
                  <option value="image">{s.kinds.image}</option>
                  <option value="video">{s.kinds.video}</option>
                  <option value="document">{s.kinds.document}</option>
                </select>
              </div>
              <div className={styles.control}>
                <label htmlFor={sortId}>{s.sort}</label>
                <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as SortKey)}>
                  {SORT_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {s.sorts[key]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" className="btn btn-outline" onClick={() => void startCleanup()}>
                {s.cleanUp}
              </button>
            </div>
            {onPick && <p className={styles.help}>{s.pickHint}</p>}
            <p className={styles.count} aria-live="polite">
              {loading && items.length === 0
                ? s.loading
                : total === 0
                  ? s.nothing
                  : fill(s.count, { files: countOf(total, 'files', lang) })}
            </p>
            <ul className={styles.grid} aria-label={s.title}>
              {items.map((item) => (
                <li key={item.path} className={styles.cell}>
                  <Tile item={item} lang={lang} onOpen={() => void open(item)} onPick={onPick} />
                </li>
              ))}
            </ul>
            {items.length < total && (
              <button type="button" className="btn btn-outline" disabled={loading} onClick={() => void load(page + 1)}>
                {loading ? s.loading : s.more}
              </button>
            )}
          </>
        )}
        <p className={styles.status} role="status">
          {status}
        </p>
      </div>
      {confirm === 'delete' && selected && (
        <DeleteConfirm
          item={selected}
          lang={lang}
          onCancel={() => setConfirm(null)}
          onDeleted={async () => {
            setConfirm(null);
            setStatus(fill(s.deleted, { name: selected.file_name }));
            setSelected(null);
            await load(1);
          }}
        />
      )}
      {confirm === 'cleanup' && unused && (
        <CleanupConfirm
          items={unused}
          lang={lang}
          onCancel={() => setConfirm(null)}
          onDone={async (n) => {
            setConfirm(null);
            setStatus(fill(s.cleanedUp, { files: countOf(n, 'files', lang) }));
            await load(1);
          }}
        />
      )}
    </Dialog>
  );
}

function Preview({ item, large = false }: { item: MediaItem; large?: boolean }) {
  if (item.kind === 'image') {
    return <img src={large ? item.path : thumbnailOf(item)} alt="" loading="lazy" decoding="async" />;
  }
  if (item.kind === 'video') return <video src={item.path} muted preload="metadata" tabIndex={-1} />;
  return <span className={styles.docType}>{item.file_name.split('.').pop()?.toUpperCase()}</span>;
}

function AltFlag({ item, lang }: { item: MediaItem; lang: Language }) {
  const s = libraryStrings(lang);
  if (!lacksAlt(item)) return null;
  const missing =
    !item.alt.en && !item.alt.ar ? s.noAlt : fill(s.noAltIn, { lang: item.alt.en ? s.arabic : s.english });
  return (
    <span className={styles.flag}>
      <span aria-hidden="true">⚠</span> {missing}
    </span>
  );
}

/**
 * One file of the grid. Opened from a field, the tile picks the file (one click) and a Details button
 * beside it opens its details; opened on its own, the tile opens the details.
 */
function Tile({
  item,
  lang,
  onOpen,
  onPick,
}: {
  item: MediaItem;
  lang: Language;
  onOpen: () => void;
  onPick?: ((path: string) => void) | undefined;
}) {
  const s = libraryStrings(lang);
  return (
    <>
      <TileButton item={item} lang={lang} onClick={onPick ? () => onPick(item.path) : onOpen} />
      {onPick && (
        <button
          type="button"
          className={styles.details}
          data-media-details={item.path}
          aria-label={fill(s.detailsOf, { name: item.file_name })}
          onClick={onOpen}
        >
          {s.detailsShort}
        </button>
      )}
    </>
  );
}

function TileButton({ item, lang, onClick }: { item: MediaItem; lang: Language; onClick: () => void }) {
  const s = libraryStrings(lang);
  return (
    <button type="button" className={styles.tile} data-media-path={item.path} onClick={onClick}>
      <span className={styles.tileThumb}>
        <Preview item={item} />
      </span>
      <span className={styles.tileName} dir="auto">
        {item.file_name}
      </span>
      <span className={styles.tileMeta}>
        {formatSize(item.size, lang)}
        {item.builtin ? ` · ${s.builtin}` : ''}
      </span>
      <AltFlag item={item} lang={lang} />
    </button>
  );
}

function ItemDetail({
  item,
  lang,
  onBack,
  onPick,
  onStatus,
  onChanged,
  onReplaced,
  onDelete,
}: {
  item: MediaItemDetail;
  lang: Language;
  onBack: () => void;
  onPick?: ((path: string) => void) | undefined;
  onStatus: (text: string) => void;
  onChanged: (path: string) => Promise<void>;
  onReplaced: (detail: MediaItemDetail) => Promise<void>;
  onDelete: () => void;
}) {
  const s = libraryStrings(lang);
  const enId = useId();
  const arId = useId();
  const helpId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [altEn, setAltEn] = useState(item.alt.en ?? '');
  const [altAr, setAltAr] = useState(item.alt.ar ?? '');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => heading.current?.focus(), []);

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await libraryApi.setAlt(item.path, { en: altEn, ar: altAr });
      onStatus(s.altSaved);
      await onChanged(item.path);
    } catch (error) {
      onStatus(fill(s.failed, { message: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  const replace = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProgress(0);
    try {
      await onReplaced(await libraryApi.replace(item.path, chosen, setProgress));
    } catch (error) {
      onStatus(fill(s.failed, { message: errorText(error) }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className={styles.detail} aria-labelledby={`${enId}-title`}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">{lang === 'ar' ? '→' : '←'}</span> {s.back}
      </button>
      <h3 id={`${enId}-title`} ref={heading} tabIndex={-1} className={styles.detailTitle} dir="auto">
        {item.file_name}
      </h3>
      <div className={styles.detailGrid}>
        <figure className={styles.detailPreview}>
          <Preview item={item} large />
        </figure>
        <dl className={styles.facts}>
          <dt>{s.size}</dt>
          <dd>{formatSize(item.size, lang)}</dd>
          {item.width && item.height ? (
            <>
              <dt>{s.dimensions}</dt>
              <dd>
                <bdi dir="ltr">
                  {item.width} × {item.height}
                </bdi>
              </dd>
            </>
          ) : null}
          <dt>{s.uploaded}</dt>
          <dd>{new Date(item.created_at).toLocaleDateString(lang === 'ar' ? 'ar' : 'en-GB')}</dd>
        </dl>
      </div>
      {item.kind === 'image' && (
        <form className={styles.alt} onSubmit={saveAlt}>
          <p id={helpId} className={styles.help}>
            {s.altHelp} <AltFlag item={item} lang={lang} />
          </p>
          <div className={styles.altPair}>
            <div className={styles.control}>
              <label htmlFor={enId}>{s.altEn}</label>
              <textarea
                id={enId}
                lang="en"
                dir="ltr"
                rows={2}
                maxLength={500}
                value={altEn}
                aria-describedby={helpId}
                onChange={(event) => setAltEn(event.target.value)}
              />
            </div>
            <div className={styles.control}>
              <label htmlFor={arId}>{s.altAr}</label>
              <textarea
                id={arId}
                lang="ar"
                dir="rtl"
                rows={2}
                maxLength={500}
                value={altAr}
                aria-describedby={helpId}
                onChange={(event) => setAltAr(event.target.value)}
              />
            </div>
          </div>
          <button type="submit" className={`btn btn-outline ${styles.save}`} disabled={busy}>
            {s.saveAlt}
          </button>
        </form>
      )}
      <h4 className={styles.subhead}>{s.whereUsed}</h4>
      {item.uses.length === 0 ? (
        <p>{s.notUsed}</p>
      ) : (
        <ul className={styles.uses}>
          {item.uses.map((use) => (
            <li key={`${use.collection ?? ''}/${use.slug}/${use.block_id}/${use.item?.id}`} dir="auto">
              {labelOfUse(use, lang)}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {onPick && (
          <button type="button" className="btn btn-primary" onClick={() => onPick(item.path)}>
            {s.use}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline"
          disabled={progress !== null}
          onClick={() => file.current?.click()}
        >
          {progress === null ? s.replace : fill(s.replacing, { percent: progress })}
        </button>
        <input
          ref={file}
          type="file"
          hidden
          accept={item.kind === 'image' ? 'image/*' : item.kind === 'video' ? 'video/mp4,video/webm' : undefined}
          aria-label={s.replace}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            void replace(chosen);
          }}
        />
        {!item.builtin && (
          <button type="button" className={`btn btn-outline ${styles.danger}`} onClick={onDelete}>
            {s.delete}
          </button>
        )}
      </div>
    </section>
  );
}

function DeleteConfirm({
  item,
  lang,
  onCancel,
  onDeleted,
}: {
  item: MediaItemDetail;
  lang: Language;
  onCancel: () => void;
  onDeleted: () => Promise<void>;
}) {
  const s = libraryStrings(lang);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const used = item.uses.length > 0;
  const confirm = async () => {
    setBusy(true);
    try {
      await libraryApi.remove(item.path, used);
      await onDeleted();
    } catch (error) {
      setProblem(fill(s.failed, { message: errorText(error) }));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={fill(s.deleteTitle, { name: item.file_name })}
      role="alertdialog"
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {s.cancel}
          </button>
          <button type="button" className={`btn btn-primary ${styles.dangerSolid}`} disabled={busy} onClick={confirm}>
            {used ? s.deleteUsedConfirm : s.deleteConfirm}
          </button>
        </>
      }
    >
      <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <p>{used ? s.deleteUsed : s.deleteUnused}</p>
        {used && (
          <ul className={styles.uses}>
            {item.uses.map((use) => (
              <li key={`${use.collection ?? ''}/${use.slug}/${use.block_id}/${use.item?.id}`} dir="auto">
                {labelOfUse(use, lang)}
              </li>
            ))}
          </ul>
        )}
        {problem && <p role="alert">{problem}</p>}
      </div>
    </Dialog>
  );
}

function CleanupConfirm({
  items,
  lang,
  onCancel,
  onDone,
}: {
  items: MediaItem[];
  lang: Language;
  onCancel: () => void;
  onDone: (n: number) => Promise<void>;
}) {
  const s = libraryStrings(lang);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await libraryApi.removeUnused();
      await onDone(deleted.length);
    } catch (error) {
      setProblem(fill(s.failed, { message: errorText(error) }));
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={s.cleanUpTitle}
      role="alertdialog"
      onCancel={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {items.length === 0 ? s.close : s.cancel}
          </button>
          {items.length > 0 && (
            <button type="button" className={`btn btn-primary ${styles.dangerSolid}`} disabled={busy} onClick={confirm}>
              {fill(s.cleanUpConfirm, { files: countOf(items.length, 'files', lang) })}
            </button>
          )}
        </>
      }
    >
      <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <p>
          {items.length === 0 ? s.cleanUpNone : fill(s.cleanUpList, { files: countOf(items.length, 'files', lang) })}
        </p>
        {items.length > 0 && (
          <ul className={styles.uses}>
            {items.map((item) => (
              <li key={item.path} dir="auto">
                {item.file_name} ({formatSize(item.size, lang)})
              </li>
            ))}
          </ul>
        )}
        {problem && <p role="alert">{problem}</p>}
      </div>
    </Dialog>
  );
}
