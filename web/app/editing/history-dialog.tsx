import type { HistoryEntry } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './editing.module.css';
import { editorApi } from './editor-api.ts';
import { blockName } from './names.ts';
import { EDITING_NS } from './strings.ts';

/** The page's recent changes with who and when; any version can be brought back, a deletion undone. */
export function HistoryDialog({
  slug,
  onClose,
  onRestored,
  onError,
}: {
  slug: string;
  onClose: () => void;
  onRestored: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const load = () =>
    editorApi.pageHistory(slug).then(
      (result) => setEntries(result.entries),
      () => onError(t('saveFailed')),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per page
  useEffect(() => void load(), [slug]);

  const restore = async (entry: HistoryEntry) => {
    try {
      await editorApi.restoreVersion(entry.block_id, entry.version);
      onRestored();
      await load();
    } catch {
      onError(t('saveFailed'));
    }
  };
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Dialog
      title={t('historyTitle')}
      onCancel={onClose}
      wide
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {entries?.length === 0 && <p>{t('historyEmpty')}</p>}
      <ol className={styles.history}>
        {entries?.map((entry) => (
          <li key={entry.id}>
            <div>
              <strong>
                {t(`action_${entry.action}`, { type: blockName(entry.block_type, lang), version: entry.version })}
              </strong>
              <span className={styles.hint}>
                {t('by', { who: entry.user?.name ?? entry.user?.email ?? '—', when: when.format(new Date(entry.at)) })}
              </span>
            </div>
            {entry.action !== 'reorder' && (
              <button type="button" className={styles.smallButton} onClick={() => void restore(entry)}>
                {entry.action === 'delete' ? t('undoDelete') : t('restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
