import type { LocalizedList } from '@site/blocks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITING_NS } from '../strings.ts';
import { FieldTranslationState } from '../translation/index.ts';
import { type Pair, PairInputs } from './localized.tsx';
import type { FieldControlProps } from './types.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const asText = (list: LocalizedList | undefined): Pair => ({
  en: (list?.en ?? []).join('\n'),
  ar: (list?.ar ?? []).join('\n'),
});
const same = (a: readonly string[], b: readonly string[] | undefined) =>
  a.length === (b ?? []).length && a.every((line, i) => line === b?.[i]);

/**
 * A list of short texts in both languages (FieldKind `list`: a vacancy's requirements): one item
 * per line, English and Arabic side by side. What is typed stays as typed (a new empty line
 * included) until the stored lines differ from it, e.g. after an undo.
 */
export function LocalizedListControl({
  block,
  field,
  value,
  label,
  problem,
  onChange,
}: FieldControlProps<LocalizedList | undefined>) {
  const { t } = useTranslation(EDITING_NS);
  const [draft, setDraft] = useState<Pair>(() => asText(value));
  useEffect(() => {
    setDraft((current) =>
      same(lines(current.en), value?.en) && same(lines(current.ar), value?.ar) ? current : asText(value),
    );
  }, [value]);
  return (
    <PairInputs
      label={label}
      pair={draft}
      long
      rows={5}
      hint={t('inspector.linesHint')}
      problem={problem}
      note={(language) => <FieldTranslationState block={block} path={field.path} language={language} />}
      onChange={(next) => {
        setDraft(next);
        onChange({ ...value, en: lines(next.en), ar: lines(next.ar) });
      }}
    />
  );
}
