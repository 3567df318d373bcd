import { useId } from 'react';
import styles from './fields.module.css';
import { invalidProps, Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** A switch; a missing value counts as the field's `whenMissing` (off unless the view shows it by default). */
export function BooleanControl({ field, value, label, problem, onChange }: FieldControlProps<boolean | undefined>) {
  const id = useId();
  const checked = value === undefined ? field.whenMissing === true : value === true;
  return (
    <div className={styles.switch}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        {...invalidProps(id, problem)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <Problem id={`${id}-problem`} problem={problem} />
    </div>
  );
}
