import {
  type Block,
  expandFields,
  expandLists,
  type FieldInstance,
  getAt,
  getBlockDefinition,
  type Path,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import styles from './editing.module.css';
import { fieldLabel } from './field-label.ts';
import { EDITING_NS } from './strings.ts';

interface FieldsDialogProps {
  title: string;
  block: Block;
  /** Only the fields under this path (one item of a list, on a detail page). */
  scope?: Path;
  onEdit: (field: FieldInstance) => void;
  onAddItem: (arrayPath: Path) => void;
  onRemoveItem: (arrayPath: Path, index: number) => void;
  onClose: () => void;
}

/**
 * Every editable field of a block (from its registry map), each with its pencil button, and the
 * lists among them with buttons to add an item or remove one.
 */
export function FieldsDialog({
  title,
  block,
  scope = [],
  onEdit,
  onAddItem,
  onRemoveItem,
  onClose,
}: FieldsDialogProps) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const nameOf = (path: Path) => fieldLabel(block.block_type, path, lang, t);
  const def = getBlockDefinition(block.block_type);
  const fields = (def ? expandFields(def.fields, block.content) : []).filter((field) => startsWith(field.path, scope));
  // The lists directly inside the scope (not the lists inside their items: those are edited from
  // the item's own page, e.g. a story's body on the story's page), empty ones included.
  const arrays = (def ? expandLists(def.fields, block.content) : []).filter(
    (path) => path.length > scope.length && path.slice(scope.length).every((part) => typeof part === 'string'),
  );
  return (
    <Dialog
      title={title}
      onCancel={onClose}
      wide
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      <ul className={styles.fieldList}>
        {fields.map((field) => (
          <li key={field.path.join('.')}>
            <span>{nameOf(field.path)}</span>
            <button
              type="button"
              className={styles.smallButton}
              onClick={() => onEdit(field)}
              aria-label={t('editField', { field: nameOf(field.path) })}
            >
              ✎
            </button>
          </li>
        ))}
      </ul>
      {arrays.map((path) => {
        const found = getAt(block.content, path);
        const items = Array.isArray(found) ? found : [];
        const key = String(path.at(-1));
        return (
          <div key={path.join('.')} className={styles.arrayControls}>
            <strong>{nameOf(path)}</strong>
            {items.map((_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: items are addressed by position here
                key={index}
                type="button"
                className={styles.smallDanger}
                onClick={() => onRemoveItem(path, index)}
              >
                {t('removeItem')} ({t('item', { n: index + 1 })})
              </button>
            ))}
            <button type="button" className={styles.smallButton} onClick={() => onAddItem(path)}>
              + {t(`addItemFor.${key}`, { defaultValue: t('addItem') })}
            </button>
          </div>
        );
      })}
    </Dialog>
  );
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.every((part, i) => path[i] === part);
}
