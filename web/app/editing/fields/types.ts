import type { Block, FieldInstance, Language, Path } from '@site/blocks';
import type { ReactNode } from 'react';

/*
 * The contract between the inspector panel (inspector/) and the field controls (one file per kind
 * here, `fields/<kind>.tsx`, and `fields/index.ts` mapping kind → control). A control draws one
 * value and reports a new one; it never saves, validates against the schema or keeps history: the
 * panel does, so every control gets undo, rollback and the conflict view for free.
 */

export interface FieldControlProps<V = unknown> {
  block: Block;
  /** The field as the block's field map declares it, with its concrete path. */
  field: FieldInstance;
  /** What it holds now (undefined when the content has none yet). */
  value: V;
  /** Its name in the editor's language ('Title'); the control labels its inputs with it. */
  label: string;
  /** The editor's interface language (not the page's). */
  lang: Language;
  /** The schema's objection to the current value, in words, shown under the control. */
  problem?: string | undefined;
  /** A new value: the panel shows it on the page at once, saves it and records it for undo. */
  onChange: (value: V) => void;
}

/** An array of the content (`cards`, `stories`, `stories[2].detailContent.body`) drawn as a list. */
export interface ListFieldProps {
  block: Block;
  /** The array's concrete path: ['stories'] or ['stories', 2, 'detailContent', 'body']. */
  path: Path;
  items: readonly unknown[];
  label: string;
  lang: Language;
  /** The fields of item `index`, drawn by the panel (the list only places them under the item's summary). */
  renderItem: (index: number) => ReactNode;
  /** The whole new array (an item added, duplicated, deleted or moved). */
  onChange: (items: unknown[], change: ListChange) => void;
}

/** What happened to a list, for the history's and the screen reader's words ('Story "X" deleted'). */
export type ListChange =
  | { kind: 'add'; index: number }
  | { kind: 'duplicate'; index: number }
  | { kind: 'delete'; index: number }
  | { kind: 'move'; from: number; to: number };
