import {
  type Block,
  type EditableFields,
  expandFields,
  getAt,
  getBlockDefinition,
  localize,
  type Path,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './editing.module.css';
import { fieldLabel } from './field-label.ts';
import { EDITING_NS } from './strings.ts';

/**
 * A 409 does not throw the editor's work away: it shows, field by field, what is on the server now
 * beside what they wrote, and lets them keep theirs (saved over the new version) or take the server's.
 */
export function ConflictDialog({
  theirs,
  mine,
  onKeepMine,
  onTakeTheirs,
  fieldMap,
  title,
  label,
}: {
  theirs: Pick<Block, 'block_type' | 'content'>;
  mine: unknown;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  /** Fields to compare when `theirs` is not a block (a page's settings); else its block type's. */
  fieldMap?: EditableFields;
  title?: string;
  label?: (path: Path) => string;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const fields = expandFields(fieldMap ?? getBlockDefinition(theirs.block_type)?.fields ?? {}, mine);
  const nameOf = label ?? ((path: Path) => fieldLabel(theirs.block_type, path, lang, t));
  const show = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) && ('en' in value || 'ar' in value)
      ? `${localize(value as { en?: string }, 'en')} / ${localize(value as { ar?: string }, 'ar')}`
      : typeof value === 'string'
        ? value
        : JSON.stringify(value ?? '');
  const changed = fields.filter(
    (f) => JSON.stringify(getAt(theirs.content, f.path)) !== JSON.stringify(getAt(mine, f.path)),
  );
  return (
    <Dialog
      title={title ?? t('conflictTitle')}
      role="alertdialog"
      wide
      onCancel={onTakeTheirs}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onTakeTheirs}>
            {t('takeTheirs')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onKeepMine}>
            {t('keepMine')}
          </button>
        </>
      }
    >
      <p>{t('conflictText')}</p>
      <table className={styles.conflict}>
        <thead>
          <tr>
            <th scope="col">{t('fieldColumn')}</th>
            <th scope="col">{t('theirs')}</th>
            <th scope="col">{t('yours')}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((field) => (
            <tr key={field.path.join('.')}>
              <th scope="row">{nameOf(field.path)}</th>
              <td dir="auto">{show(getAt(theirs.content, field.path))}</td>
              <td dir="auto">{show(getAt(mine, field.path))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
