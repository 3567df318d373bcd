import {
  type Block,
  type FieldInstance,
  fieldGroupNames,
  getAt,
  getBlockDefinition,
  keyOfPath,
  type Language,
  type Path,
} from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldControls } from '../fields/index.ts';
import { ListField } from '../fields/list.tsx';
import { issueMessage } from '../issue-message.ts';
import { applyMediaRuleAt } from '../media-rule.ts';
import { blockName, fieldName, pathName } from '../names.ts';
import { EDITING_NS } from '../strings.ts';
import { buildForm, byFieldGroup, type FormNode, fieldOfIssue, formAt, formFields, splitShown } from './form-tree.ts';
import styles from './inspector.module.css';

/** Kinds whose every change is a decision of its own (a click), saved at once; the others are typed. */
const DISCRETE = new Set(['boolean', 'choice', 'ids', 'date']);

export type SaveState = 'idle' | 'saving' | 'saved';

export interface InspectorPanelProps {
  block: Block;
  /** Only the fields under this path (one item of a list, on a detail page). */
  scope?: Path;
  /** A field to bring into view and focus when the panel opens (the toolbar's "Replace image"). */
  focusPath?: Path | undefined;
  /**
   * A new, schema-valid content: shown on the page at once and saved. `burst` names the field being
   * typed into (its changes are one undo step and are saved 600 ms after the last one); none means a
   * change of its own, saved at once.
   */
  onChange: (content: unknown, burst?: string) => void;
  /** Saves what is being typed now (the field was left, Enter was pressed, the panel closes). */
  onCommit: () => void;
  onClose: () => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  saveState: SaveState;
}

/**
 * The inspector: the selected block's fields as one form, docked at the inline end of the viewport
 * (a bottom sheet on phones), the page live beside it. Fields come from the block's field map, only
 * those its variant shows (the others tucked away under a disclosure); English and Arabic side by
 * side; arrays drawn by ListField with each item's own fields inside. A change that fails the
 * block's schema stays in the form, with the problem under its field, and is not applied or saved.
 */
export function InspectorPanel({
  block,
  scope = [],
  focusPath,
  onChange,
  onCommit,
  onClose,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  saveState,
}: InspectorPanelProps) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const def = getBlockDefinition(block.block_type);
  const body = useRef<HTMLDivElement>(null);
  // A change the schema refused, kept in the form until it is mended (or the block changes under it).
  const [draft, setDraft] = useState<{ base: unknown; content: unknown } | null>(null);
  const content = draft && draft.base === block.content ? draft.content : block.content;

  const form = useMemo(() => {
    if (!def) return [];
    const shown = def.shownFields?.(content as never);
    return formAt(buildForm(def.fields, content, shown), scope);
  }, [def, content, scope]);
  const { shown, hidden } = splitShown(form);
  // Under headings (Content, Pictures and video, Buttons and links…) when there is more than one.
  const groups = byFieldGroup(shown);

  const problems = useMemo(() => {
    const out = new Map<string, string>();
    if (!draft || draft.base !== block.content || !def) return out;
    const result = def.schema.safeParse(content);
    if (result.success) return out;
    const fields = formFields(form);
    for (const issue of result.error.issues) {
      const field = fieldOfIssue(fields, issue.path as Path);
      const key = field ? field.path.join('.') : '';
      if (!out.has(key)) out.set(key, issueMessage(issue, lang));
    }
    return out;
  }, [draft, block.content, def, content, form, lang]);

  const change = (next: unknown, burst?: string) => {
    const result = def?.schema.safeParse(next);
    if (result && !result.success) {
      setDraft({ base: block.content, content: next });
      return;
    }
    setDraft(null);
    onChange(next, burst);
  };
  const changeField = (field: FieldInstance, value: unknown) =>
    change(applyMediaRuleAt(content, field.path, value), DISCRETE.has(field.kind) ? undefined : field.path.join('.'));

  // Opened on a field: bring it into view and into focus.
  const focusKey = focusPath?.join('.');
  const blockId = block.id;
  useLayoutEffect(() => {
    if (!blockId) return;
    const root = body.current;
    if (!root) return;
    const target = focusKey ? root.querySelector(`[data-field-path="${CSS.escape(focusKey)}"]`) : null;
    const focusable = (target ?? root).querySelector<HTMLElement>('input:not([hidden]), textarea, select, button');
    if (target) target.scrollIntoView({ block: 'nearest' });
    focusable?.focus({ preventScroll: !target });
  }, [focusKey, blockId]);

  // The page makes room for the panel (html[data-inspector]).
  useEffect(() => {
    document.documentElement.dataset.inspector = 'open';
    return () => {
      delete document.documentElement.dataset.inspector;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      onCommit();
    }
  };

  const name = blockName(block.block_type, lang);
  const problemAtTop = problems.get('');
  const renderNodes = (nodes: FormNode[]) => (
    <Nodes
      nodes={nodes}
      block={block}
      content={content}
      lang={lang}
      problems={problems}
      onField={changeField}
      onList={(path, items) => change(applyMediaRuleAt(content, path, items))}
    />
  );

  return (
    <aside
      className={styles.panel}
      aria-label={t('inspector.panel', { block: name })}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Leaving a field saves what was typed in it at once.
        if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) onCommit();
      }}
    >
      <div className={styles.handleBar} aria-hidden="true" />
      <header className={styles.header}>
        <h2 className={styles.title}>
          <span className={styles.kind}>{name}</span>
          {scope.length > 0 && <span className={styles.scope}>{pathName(block.block_type, scope, lang)}</span>}
        </h2>
        <span className={styles.state} data-state={saveState}>
          {saveState === 'saving' ? t('inspector.saving') : saveState === 'saved' ? t('inspector.saved') : ''}
        </span>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onUndo}
            disabled={!canUndo}
            title={t('inspector.undoHint')}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            <span aria-hidden="true" className={styles.glyph}>
              ↶
            </span>
            <span className="visually-hidden">{t('inspector.undo')}</span>
          </button>
          <button
            type="button"
            className={styles.iconButton}
            onClick={onRedo}
            disabled={!canRedo}
            title={t('inspector.redoHint')}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            <span aria-hidden="true" className={styles.glyph}>
              ↷
            </span>
            <span className="visually-hidden">{t('inspector.redo')}</span>
          </button>
          <button type="button" className={styles.iconButton} onClick={onClose} title={t('inspector.close')}>
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('inspector.close')}</span>
          </button>
        </div>
      </header>
      <div ref={body} className={styles.body}>
        {problemAtTop && <p className={styles.problem}>{problemAtTop}</p>}
        {form.length === 0 && <p className={styles.empty}>{t('inspector.noFields')}</p>}
        {groups.length > 1
          ? groups.map(({ group, nodes }) => (
              <div key={group} className={styles.fieldGroup}>
                <h3 className={styles.fieldGroupTitle}>{fieldGroupNames[group][lang]}</h3>
                {renderNodes(nodes)}
              </div>
            ))
          : renderNodes(shown)}
        {hidden.length > 0 && (
          <details className={styles.more}>
            <summary>{t('inspector.otherFields', { count: hidden.length })}</summary>
            <p className={styles.moreHint}>{t('inspector.otherFieldsHint')}</p>
            {renderNodes(hidden)}
          </details>
        )}
      </div>
    </aside>
  );
}

/** The nodes of a form: fields with their controls, groups as framed sets, lists as ListFields. */
function Nodes({
  nodes,
  block,
  content,
  lang,
  problems,
  onField,
  onList,
}: {
  nodes: FormNode[];
  block: Block;
  content: unknown;
  lang: Language;
  problems: ReadonlyMap<string, string>;
  onField: (field: FieldInstance, value: unknown) => void;
  onList: (path: Path, items: unknown[]) => void;
}) {
  // Controls see the form's content (a refused change included), so ids pick from the current lists.
  const shownBlock = content === block.content ? block : { ...block, content };
  const nameOf = (key: string) => fieldName(block.block_type, key, lang);
  const draw = (children: FormNode[]) => (
    <Nodes
      nodes={children}
      block={block}
      content={content}
      lang={lang}
      problems={problems}
      onField={onField}
      onList={onList}
    />
  );
  return (
    <>
      {nodes.map((node) => {
        const at = node.kind === 'field' ? node.field.path.join('.') : node.path.join('.');
        if (node.kind === 'field') {
          const Control = fieldControls[node.field.kind];
          return (
            <div key={`f:${at}`} data-field-path={at} data-field-label={nameOf(node.field.key)} className={styles.node}>
              <Control
                block={shownBlock}
                field={node.field}
                value={getAt(content, node.field.path)}
                label={nameOf(node.field.key)}
                lang={lang}
                problem={problems.get(at)}
                onChange={(value: unknown) => onField(node.field, value)}
              />
            </div>
          );
        }
        if (node.kind === 'group') {
          return (
            <fieldset key={`g:${at}`} className={styles.group} data-field-path={at}>
              <legend>{nameOf(keyOfPath(node.path))}</legend>
              {draw(node.children)}
            </fieldset>
          );
        }
        const items = getAt(content, node.path);
        return (
          <div key={`l:${at}`} data-field-path={at} className={styles.node}>
            <ListField
              block={shownBlock}
              path={node.path}
              items={Array.isArray(items) ? items : []}
              label={nameOf(keyOfPath(node.path))}
              lang={lang}
              renderItem={(index) => draw(node.items[index] ?? [])}
              onChange={(next) => onList(node.path, next)}
            />
          </div>
        );
      })}
    </>
  );
}
