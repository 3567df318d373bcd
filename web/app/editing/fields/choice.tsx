import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITING_NS } from '../strings.ts';
import { Frame, invalidProps } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

/** One of the schema's values; 'Not set' removes it. */
export function ChoiceControl({ field, value, label, problem, onChange }: FieldControlProps<string | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const options = field.options ?? [];
  const current = typeof value === 'string' ? value : '';
  // A stored value outside the list (an icon's alias) stays selectable, so showing it never changes it.
  const all = current && !options.includes(current) ? [current, ...options] : options;
  return (
    <Frame id={id} label={label} problem={problem}>
      <select
        id={id}
        value={current}
        {...invalidProps(id, problem)}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('inspector.notSet')}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {t(`options.${option}`, { defaultValue: option })}
          </option>
        ))}
      </select>
    </Frame>
  );
}
