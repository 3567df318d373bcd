import { MenuTree } from '../menu/menu-tree.tsx';
import type { MenuNode } from '../menu/tree.ts';
import styles from './fields.module.css';
import { Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** A menu or list of links: the header's tree (three levels), a footer column's links (one). */
export function MenuControl({
  block,
  field,
  value,
  label,
  problem,
  onChange,
}: FieldControlProps<MenuNode[] | undefined>) {
  const id = `menu-${field.path.join('-')}`;
  return (
    <fieldset className={styles.group} data-invalid={problem ? '' : undefined}>
      <legend className={styles.groupTitle}>{label}</legend>
      <MenuTree
        block={block}
        base={field.path}
        items={Array.isArray(value) ? value : []}
        depth={field.depth ?? 1}
        onChange={onChange}
      />
      <Problem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}
