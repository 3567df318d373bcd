import type { LocalizedText } from '@site/blocks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITING_NS } from '../strings.ts';
import styles from './fields.module.css';
import { invalidProps, Problem } from './frame.tsx';
import { LinkTargetInput } from './link-target.tsx';
import { PairInputs, toPair } from './localized.tsx';
import type { FieldControlProps } from './types.ts';

type Link = { label?: LocalizedText; path?: string } & Record<string, unknown>;

/** A link: its label in both languages side by side, and where it goes. */
export function LinkControl({ value, label, problem, onChange }: FieldControlProps<Link | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const link: Link = value ?? {};
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{label}</legend>
      <PairInputs
        label={t('inspector.linkLabel')}
        pair={toPair(link.label)}
        long="label"
        problem={undefined}
        onChange={(pair) => onChange({ ...link, label: pair, path: link.path ?? '#' })}
      />
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t('inspector.linkPath')}
        </label>
        <LinkTargetInput
          id={id}
          value={link.path ?? ''}
          {...invalidProps(id, problem)}
          onChange={(event) => onChange({ ...link, label: link.label ?? { en: '', ar: '' }, path: event.target.value })}
        />
      </div>
      <Problem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}
