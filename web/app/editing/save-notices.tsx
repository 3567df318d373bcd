import { useTranslation } from 'react-i18next';
import { ConflictDialog } from './conflict-dialog.tsx';
import styles from './editing.module.css';
import type { useBlockSaving } from './inspector/use-block-saving.ts';
import { EDITING_NS } from './strings.ts';

type Saving = Pick<ReturnType<typeof useBlockSaving>, 'conflict' | 'takeTheirs' | 'keepMine'>;

/** What saves tell the editor: the conflict view, the polite news ('Saved'), a failure's alert with Close. */
export function SaveNotices({
  saving,
  news,
  alert,
  onCloseAlert,
}: {
  saving: Saving;
  news: string;
  alert: string | null;
  onCloseAlert: () => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <>
      {saving.conflict && (
        <ConflictDialog
          theirs={saving.conflict.theirs}
          mine={saving.conflict.mine}
          onTakeTheirs={saving.takeTheirs}
          onKeepMine={saving.keepMine}
        />
      )}
      <p role="status" className="visually-hidden">
        {news}
      </p>
      {alert && (
        <div role="alert" className={styles.alert}>
          <span>{alert}</span>
          <button type="button" onClick={onCloseAlert}>
            {t('close')}
          </button>
        </div>
      )}
    </>
  );
}
