import { useId } from 'react';
import { Frame, invalidProps } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** A day (YYYY-MM-DD); emptied, the value is removed. */
export function DateControl({ value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const id = useId();
  return (
    <Frame id={id} label={label} problem={problem}>
      <input
        id={id}
        type="date"
        dir="ltr"
        value={typeof value === 'string' ? value : ''}
        {...invalidProps(id, problem)}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </Frame>
  );
}
