import type { Block, Path } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blockName, pathName } from '../names.ts';
import { EDITING_NS } from '../strings.ts';
import { FormBody, useBlockForm } from './block-form.tsx';
import styles from './inspector.module.css';

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
  const body = useRef<HTMLDivElement>(null);
  const form = useBlockForm(block, scope, onChange);

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

  return (
    <aside
      data-inspector-panel=""
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
        <FormBody block={block} form={form} lang={lang} />
      </div>
    </aside>
  );
}
