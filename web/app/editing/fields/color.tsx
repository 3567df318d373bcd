import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITING_NS } from '../strings.ts';
import styles from './fields.module.css';
import { Frame } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** Any CSS colour as text, with a picker for the #rrggbb ones; emptied, the value is removed. */
export function ColorControl({ value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const text = typeof value === 'string' ? value : '';
  const hex = /^#[0-9a-f]{6}$/i.test(text) ? text : '#000000';
  return (
    <Frame id={id} label={label} problem={problem}>
      <div className={styles.colourRow}>
        <input
          type="color"
          value={hex}
          aria-label={`${label}: ${t('inspector.pickColour')}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          type="text"
          dir="ltr"
          value={text}
          aria-describedby={[`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ')}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('inspector.colourHint')}
      </p>
    </Frame>
  );
}
