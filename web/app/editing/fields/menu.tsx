import { MenuEditor, type MenuNode } from '../menu-editor.tsx';
import styles from './fields.module.css';
import { Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** A menu or list of links, up to three levels (the header's menu, the footer's columns). */
export function MenuControl({ field, value, label, problem, onChange }: FieldControlProps<MenuNode[] | undefined>) {
  const id = `menu-${field.path.join('-')}`;
  return (
    <fieldset className={styles.group} data-invalid={problem ? '' : undefined}>
      <legend className={styles.groupTitle}>{label}</legend>
      <MenuEditor items={Array.isArray(value) ? value : []} onChange={onChange} />
      <Problem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}
