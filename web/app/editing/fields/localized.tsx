import type { Language, LocalizedText } from '@site/blocks';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITING_NS } from '../strings.ts';
import { FieldTranslationState } from '../translation/index.ts';
import styles from './fields.module.css';
import { isLongText, Problem } from './frame.tsx';
import type { FieldControlProps } from './types.ts';

export type Pair = { en: string; ar: string };

export function toPair(value: unknown): Pair {
  if (typeof value === 'string') return { en: value, ar: value };
  const text = (value ?? {}) as Exclude<LocalizedText, string>;
  return { en: text.en ?? '', ar: text.ar ?? '' };
}

/**
 * A text in English and Arabic side by side: two inputs (boxes of several lines for long texts),
 * the Arabic one right to left in the Arabic font. The group is named by the field's label.
 */
export function LocalizedControl({
  block,
  field,
  value,
  label,
  problem,
  onChange,
}: FieldControlProps<LocalizedText | undefined>) {
  const pair = toPair(value);
  return (
    <PairInputs
      label={label}
      pair={pair}
      long={field.key}
      problem={problem}
      note={(language) => <FieldTranslationState block={block} path={field.path} language={language} />}
      onChange={(next) => onChange({ ...(typeof value === 'object' ? value : {}), ...next })}
    />
  );
}

/** The two inputs of a pair, shared by localized texts, links' labels and line lists. */
export function PairInputs({
  label,
  pair,
  long,
  rows = 3,
  hint,
  problem,
  note,
  onChange,
}: {
  label: string;
  pair: Pair;
  /** The field key, to decide whether the text is long; `true` forces boxes of several lines. */
  long: string | true;
  rows?: number;
  hint?: string;
  problem: string | undefined;
  /** Shown after a language's label (its translation state), and its input's description: the name stays the field's. */
  note?: (language: Language) => ReactNode;
  onChange: (pair: Pair) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const [multiline] = useState(() => long === true || isLongText(long, pair.en, pair.ar));
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.pairField} data-invalid={problem ? '' : undefined}>
      <legend id={`${id}-legend`} className={styles.label}>
        {label}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.pair}>
        {(['en', 'ar'] as const).map((language) => {
          const inputId = `${id}-${language}`;
          const noted = note?.(language);
          const describedBy = [described, noted ? `${inputId}-note` : ''].filter(Boolean).join(' ');
          const props = {
            id: inputId,
            lang: language,
            dir: language === 'ar' ? ('rtl' as const) : ('ltr' as const),
            className: language === 'ar' ? styles.arabic : undefined,
            value: pair[language],
            'aria-labelledby': `${id}-legend ${inputId}-label`,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            ...(problem ? { 'aria-invalid': true } : {}),
            onChange: (event: { target: { value: string } }) => onChange({ ...pair, [language]: event.target.value }),
          };
          return (
            <div key={language} className={styles.pairPart}>
              <label id={`${inputId}-label`} htmlFor={inputId} className={styles.sublabel}>
                {language === 'en' ? t('inspector.english') : t('inspector.arabic')}
              </label>
              {noted && <span id={`${inputId}-note`}>{noted}</span>}
              {multiline ? <textarea rows={rows} {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
      </div>
      <Problem id={`${id}-problem`} problem={problem} />
    </fieldset>
  );
}
