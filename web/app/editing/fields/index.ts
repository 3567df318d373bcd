import type { FieldKind } from '@site/blocks';
import type { ComponentType } from 'react';
import { BooleanControl } from './boolean.tsx';
import { ChoiceControl } from './choice.tsx';
import { ColorControl } from './color.tsx';
import { DateControl } from './date.tsx';
import { IdsControl } from './ids.tsx';
import { ItemControl } from './item.tsx';
import { LinkControl } from './link.tsx';
import { LocalizedControl } from './localized.tsx';
import { LocalizedListControl } from './localized-list.tsx';
import { MediaControl } from './media.tsx';
import { MenuControl } from './menu.tsx';
import { NumberControl } from './number.tsx';
import { TextControl } from './text.tsx';
import type { FieldControlProps } from './types.ts';

/**
 * The control of each kind of field (packages/blocks/src/fields.ts). `list` is a list of short texts
 * in both languages (localized-list.tsx); arrays of items are drawn by list.tsx's ListField.
 */
// biome-ignore lint/suspicious/noExplicitAny: each control narrows the value to its kind's own type
export const fieldControls: Record<FieldKind, ComponentType<FieldControlProps<any>>> = {
  text: TextControl,
  localized: LocalizedControl,
  link: LinkControl,
  list: LocalizedListControl,
  media: MediaControl,
  menu: MenuControl,
  boolean: BooleanControl,
  number: NumberControl,
  date: DateControl,
  color: ColorControl,
  choice: ChoiceControl,
  ids: IdsControl,
  item: ItemControl,
};
