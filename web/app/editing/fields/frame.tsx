import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** A field's problem, under its control; `id` is what the inputs' aria-describedby names. */
export function Problem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className={styles.problem}>
      {problem}
    </p>
  );
}

/** One labelled control with its problem under it. */
export function Frame({
  id,
  label,
  problem,
  children,
}: {
  id: string;
  label: string;
  problem: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.field} data-invalid={problem ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <Problem id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** The attributes an input gets from its field's problem. */
export const invalidProps = (id: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

/**
 * Whether a text is edited in a box of several lines: by the field's key (descriptions, bodies,
 * answers…) or because it is long or has line breaks now. Decided once, when the control appears,
 * so typing never swaps the input under the cursor.
 */
export function isLongText(key: string, ...values: string[]): boolean {
  const name = key.split('.').at(-1)?.replace('[]', '') ?? '';
  return (
    (/description|subtitle|body|text$|content|bio|paragraph|summary|answer|intro|message|quote|address|excerpt/i.test(
      name,
    ) &&
      !/button|label|link|title$/i.test(name)) ||
    values.some((value) => value.length > 80 || value.includes('\n'))
  );
}
