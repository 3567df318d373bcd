import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './login.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  error?: ReactNode;
};

/**
 * A labelled input whose hint and error are tied to it (aria-describedby), marked invalid while the
 * error shows. Errors are also announced when they appear (role="alert").
 */
export function TextField({ id, label, hint, error, className, ref, ...input }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={`${styles.input} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
