import { useEffect, useId, useState } from 'react';
import { Frame, invalidProps } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/**
 * A number; emptied, the value is removed (the block's default applies). What is typed stays as
 * typed ('0.' on the way to '0.5') while it means the stored number.
 */
export function NumberControl({ value, label, problem, onChange }: FieldControlProps<number | undefined>) {
  const id = useId();
  const [draft, setDraft] = useState(() => (typeof value === 'number' ? String(value) : ''));
  useEffect(() => {
    setDraft((current) => (toNumber(current) === value ? current : typeof value === 'number' ? String(value) : ''));
  }, [value]);
  return (
    <Frame id={id} label={label} problem={problem}>
      <input
        id={id}
        type="number"
        step="any"
        dir="ltr"
        value={draft}
        {...invalidProps(id, problem)}
        onChange={(event) => {
          setDraft(event.target.value);
          const next = toNumber(event.target.value);
          if (!Number.isNaN(next)) onChange(next);
        }}
      />
    </Frame>
  );
}

function toNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
