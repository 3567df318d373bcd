import {
  type Block,
  type FieldInstance,
  getAt,
  getBlockDefinition,
  idChoices,
  nameKeyOf,
  newListItem,
  type Path,
  setAt,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { hasVisibleText } from '@site/blocks/visible-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from './field-editor.tsx';
import { fieldLabel } from './field-label.ts';
import { FieldsDialog } from './fields-dialog.tsx';
import { issueMessage } from './issue-message.ts';
import { applyMediaRuleAt } from './media-rule.ts';
import { ConfirmDialog, PromptDialog } from './prompts.tsx';
import { EDITING_NS } from './strings.ts';

type Step =
  | { kind: 'fields' }
  | { kind: 'field'; field: FieldInstance }
  | { kind: 'addItem'; arrayPath: Path }
  | { kind: 'removeItem'; arrayPath: Path; index: number };

interface BlockFieldsEditorProps {
  block: Block;
  title: string;
  /** Only the fields under this path (one item of a list, on a detail page). */
  scope?: Path;
  /** Opens straight on one field (the toolbar's "Replace image"). */
  startWith?: FieldInstance;
  /** Stores the block's new content (already checked against its schema). */
  save: (content: unknown) => void;
  onError: (message: string) => void;
  onClose: () => void;
}

/**
 * The dialogs that edit one block: its field list, one field's editor, adding an item to a list
 * (asking for its name first when its items have one, spec 000 §5) and removing one (with the
 * list's own question: 'Delete this story?', 'Delete this team member?', else 'Delete this item?').
 * Every change is checked with the block's schema before it is saved, so a value the server would
 * refuse is explained in the dialog instead.
 */
export function BlockFieldsEditor({ block, title, scope, startWith, save, onError, onClose }: BlockFieldsEditorProps) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const [step, setStep] = useState<Step>(startWith ? { kind: 'field', field: startWith } : { kind: 'fields' });
  const def = getBlockDefinition(block.block_type);
  const backToFields = () => setStep({ kind: 'fields' });
  const listKey = (arrayPath: Path) => String(arrayPath.at(-1));

  /** The schema's objection to this content, in words an editor can act on; none when it is valid. */
  const problemWith = (content: unknown): string | undefined => {
    const result = def?.schema.safeParse(content);
    if (!result || result.success) return undefined;
    const issue = result.error.issues[0];
    return t('invalidValue', {
      field: fieldLabel(block.block_type, (issue?.path ?? []) as Path, lang, t),
      message: issueMessage(issue, lang),
    });
  };
  const saveChecked = (content: unknown) => {
    const problem = problemWith(content);
    if (problem) onError(problem);
    else save(content);
  };
  const addItem = (arrayPath: Path, name?: string) => {
    if (!def) return;
    const list = getAt(block.content, arrayPath);
    const at = Array.isArray(list) ? list.length : 0;
    saveChecked(setAt(block.content, [...arrayPath, at], newListItem(def, block.content, arrayPath, name)));
  };

  switch (step.kind) {
    case 'fields':
      return (
        <FieldsDialog
          title={title}
          block={block}
          scope={scope}
          onEdit={(field) => setStep({ kind: 'field', field })}
          onAddItem={(arrayPath) => {
            if (def && nameKeyOf(def, arrayPath)) setStep({ kind: 'addItem', arrayPath });
            else addItem(arrayPath);
          }}
          onRemoveItem={(arrayPath, index) => setStep({ kind: 'removeItem', arrayPath, index })}
          onClose={onClose}
        />
      );
    case 'field': {
      const { field } = step;
      const next = (value: unknown) => applyMediaRuleAt(block.content, field.path, value);
      return (
        <FieldEditor
          kind={field.kind}
          label={fieldLabel(block.block_type, field.path, lang, t)}
          value={getAt(block.content, field.path)}
          options={field.options}
          whenMissing={field.whenMissing}
          idGroups={idChoices(block.content, field.from ?? []).map((group) => ({
            label: fieldLabel(block.block_type, group.path, lang, t),
            items: group.items,
          }))}
          validate={(value) => problemWith(next(value))}
          onCancel={backToFields}
          onError={onError}
          onSave={(value) => {
            backToFields();
            save(next(value));
          }}
        />
      );
    }
    case 'addItem':
      return (
        <PromptDialog
          label={t('nameOfItem')}
          initial=""
          onCancel={backToFields}
          onSubmit={(name) => {
            backToFields();
            // An empty name adds nothing, as cancelling does (spec 000 §5).
            if (hasVisibleText(name)) addItem(step.arrayPath, name.trim());
          }}
        />
      );
    case 'removeItem': {
      const { arrayPath, index } = step;
      return (
        <ConfirmDialog
          message={t(`deleteItemFor.${listKey(arrayPath)}`, { defaultValue: t('deleteItem') })}
          onCancel={backToFields}
          onConfirm={() => {
            const list = getAt(block.content, arrayPath) as unknown[];
            backToFields();
            saveChecked(
              setAt(
                block.content,
                arrayPath,
                list.filter((_, i) => i !== index),
              ),
            );
          }}
        />
      );
    }
  }
}
