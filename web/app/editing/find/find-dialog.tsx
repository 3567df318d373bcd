import type { Language } from '@site/blocks';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { Dialog } from '../dialog.tsx';
import { useLoaded } from '../use-loaded.ts';
import { findApi } from './api.ts';
import styles from './find.module.css';
import { type Found, foundRows } from './results.ts';
import { fill, findStrings } from './strings.ts';

/** How long typing waits before asking the server. */
const SEARCH_DELAY_MS = 250;

const GROUPS = ['pages', 'items', 'media'] as const;

/**
 * "Find anything" (issue #32): one box over every page, item (drafts too) and media file, in both
 * languages, Arabic folded by the server. A combobox with its listbox (WAI-ARIA): the focus stays in
 * the box, Up and Down move the active result (aria-activedescendant), Enter opens it, Escape closes
 * the dialog. A page opens in edit mode, an item in the panel on its list page, a file in the media
 * library (`onMedia`).
 */
export function FindDialog({
  lang,
  onMedia,
  onCancel,
}: {
  lang: Language;
  onMedia: (file: { path: string; fileName: string }) => void;
  onCancel: () => void;
}) {
  const s = findStrings(lang);
  const id = useId();
  const listId = `${id}-results`;
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  /** Enter pressed before the results of what was typed arrived: the first of them opens. */
  const openFirst = useRef(false);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const words = typed.trim();
    if (words === q) return;
    const timer = setTimeout(() => {
      setQ(words);
      setActive(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const found = useLoaded(async (signal) => (q ? foundRows(await findApi.anything(q, signal), lang) : []), [q, lang]);
  const current = typed.trim() === q && found.state !== 'loading';
  const rows = q ? (found.data ?? []) : [];
  const at = Math.min(active, rows.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the active result is kept in view as it moves
  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView({ block: 'nearest' });
  }, [at, rows]);

  const choose = (row: Found) => {
    onCancel();
    if (row.open.to === 'media') onMedia({ path: row.open.path, fileName: row.open.fileName });
    // A whole page load, as the Pages dialog's links: the editor starts afresh on the page it opens.
    else window.location.assign(row.open.href);
  };
  useEffect(() => {
    if (!openFirst.current || !current) return;
    openFirst.current = false;
    if (rows[0]) choose(rows[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && rows.length > 0) {
      event.preventDefault();
      setActive((at + (event.key === 'ArrowDown' ? 1 : rows.length - 1)) % rows.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const row = rows[at];
      if (current && row) choose(row);
      else if (typed.trim()) {
        openFirst.current = true;
        setQ(typed.trim());
        setActive(0);
      }
    }
  };

  const status = !typed.trim()
    ? s.empty
    : !current
      ? s.searching
      : found.state === 'failed'
        ? fill(s.failed, {
            message: found.error instanceof ApiError ? found.error.message : String(found.error),
          })
        : rows.length === 0
          ? fill(s.none, { query: q })
          : rows.length === 1
            ? s.foundOne
            : fill(s.found, { count: rows.length });

  return (
    <Dialog
      title={s.title}
      onCancel={onCancel}
      footer={
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {s.close}
        </button>
      }
    >
      <div className={styles.find}>
        <label htmlFor={`${id}-box`} className={styles.label}>
          {s.search}
        </label>
        <input
          id={`${id}-box`}
          className={styles.box}
          type="text"
          dir="auto"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={rows.length > 0}
          aria-controls={listId}
          aria-activedescendant={rows.length > 0 ? optionId(at) : undefined}
          aria-describedby={`${id}-hint`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {s.hint}
        </p>
        <p className={styles.status} role="status">
          {status}
        </p>
        <div
          ref={list}
          id={listId}
          role="listbox"
          aria-label={s.results}
          className={styles.results}
          hidden={rows.length === 0}
          aria-busy={!current || undefined}
        >
          {GROUPS.map((group) => {
            const inGroup = rows.filter((row) => row.group === group);
            if (inGroup.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (WAI-ARIA), not of form controls
              <div key={group} role="group" aria-labelledby={`${listId}-${group}`} className={styles.group}>
                <div role="presentation" id={`${listId}-${group}`} className={styles.groupTitle}>
                  {s[group]}
                </div>
                {inGroup.map((row) => {
                  const index = rows.indexOf(row);
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (aria-activedescendant): focus stays in the box
                    <div
                      key={row.key}
                      id={optionId(index)}
                      role="option"
                      tabIndex={-1}
                      aria-selected={index === at}
                      className={styles.option}
                      data-found={row.key}
                      // The box keeps the focus; a click chooses.
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => index !== at && setActive(index)}
                      onClick={() => choose(row)}
                    >
                      <span className={styles.titles}>
                        {/* Each text in its own direction, at the interface's start. */}
                        <span className={styles.title}>
                          <span dir="auto">{row.title}</span>
                        </span>
                        {row.other && (
                          <span className={styles.other}>
                            <span dir="auto" lang={row.otherLang}>
                              {row.other}
                            </span>
                          </span>
                        )}
                      </span>
                      <span className={styles.meta}>
                        <span className={styles.kind}>{row.kind}</span>
                        {row.note && <span className={styles.note}>{row.note}</span>}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </Dialog>
  );
}
