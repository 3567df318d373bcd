import { type Language, localize } from '@site/blocks';
import type { ItemHistoryEntry } from '@site/blocks/api';
import { getCollection } from '@site/blocks/collections';
import { useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { Dialog } from '../dialog.tsx';
import styles from '../editing.module.css';
import { editorApi } from '../editor-api.ts';
import { fieldName } from '../names.ts';
import { useLoaded } from '../use-loaded.ts';
import { fill, listStrings } from './strings.ts';

/**
 * An item's saved versions, newest first (ADR 0040): who changed what, when, under which title;
 * any earlier version comes back as the item's new draft version, checked by the server as a save.
 */
export function ItemHistoryDialog({
  collection,
  slug,
  name,
  lang,
  onRestored,
  onCancel,
}: {
  collection: string;
  slug: string;
  name: string;
  lang: Language;
  onRestored: (message: string) => void;
  onCancel: () => void;
}) {
  const s = listStrings(lang);
  const definition = getCollection(collection);
  const { block, list } = definition?.heldBy ?? { block: '', list: '' };
  const history = useLoaded((signal) => editorApi.itemHistory(collection, slug, signal), [collection, slug]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const entries = history.data?.history ?? [];
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const current = entries[0]?.version;

  const restore = async (entry: ItemHistoryEntry) => {
    setBusy(true);
    setProblem(null);
    try {
      await editorApi.restoreItemVersion(collection, slug, entry.version);
      onRestored(fill(s.restoredVersion, { v: entry.version, name }));
    } catch (error) {
      setProblem(fill(s.actionFailed, { message: error instanceof ApiError ? error.message : String(error) }));
      setBusy(false);
    }
  };
  const titleOf = (entry: ItemHistoryEntry) => {
    const title = definition?.title(entry.content as never);
    return title ? localize(title, lang) || localize(title, lang === 'ar' ? 'en' : 'ar') : '';
  };

  return (
    <Dialog
      title={fill(s.historyOf, { name })}
      wide
      onCancel={onCancel}
      footer={
        <button type="button" className="btn btn-primary" onClick={onCancel}>
          {s.close}
        </button>
      }
    >
      {(problem || history.state === 'failed') && <p role="alert">{problem ?? s.loadFailed}</p>}
      {history.state === 'loading' && !history.data && <p>{s.loading}</p>}
      {history.state === 'ready' && entries.length === 0 && <p>{s.historyEmpty}</p>}
      <ol className={styles.history}>
        {entries.map((entry) => {
          const fields = entry.fields.map((field) => fieldName(block, `${list}[].${field}`, lang));
          const title = titleOf(entry);
          return (
            <li key={entry.id} data-version={entry.version}>
              <div>
                <strong>
                  {fill(s.version, { v: entry.version })} · {s.versionAction[entry.action] ?? entry.action}
                  {fields.length > 0 && `: ${fields.join(s.listComma)}`}
                </strong>
                {title && (
                  <span className={styles.versionTitle} dir="auto">
                    {fill(s.quoted, { title })}
                  </span>
                )}
                <span className={styles.hint}>
                  <bdi>{entry.by?.name || entry.by?.email || '—'}</bdi>
                  {s.listComma}
                  <bdi>{when.format(new Date(entry.created_at))}</bdi>
                </span>
              </div>
              {entry.version === current ? (
                <span className={styles.hint}>{s.currentVersion}</span>
              ) : (
                entry.action !== 'delete' && (
                  <button
                    type="button"
                    className={styles.smallButton}
                    disabled={busy}
                    aria-label={fill(s.restoreVersionOf, { v: entry.version })}
                    onClick={() => void restore(entry)}
                  >
                    {s.restoreVersion}
                  </button>
                )
              )}
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
