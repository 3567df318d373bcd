import { useId, useState } from 'react';
import { Frame, invalidProps, isLongText } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** One text, the same in both languages (a link's target, an id-like value): one input. */
export function TextControl({ field, value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const [multiline] = useState(() => isLongText(field.key, text) && !/link|url|path|href|to$/i.test(field.key));
  const props = {
    id,
    dir: 'auto' as const,
    value: text,
    ...invalidProps(id, problem),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <Frame id={id} label={label} problem={problem}>
      {multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
    </Frame>
  );
}
