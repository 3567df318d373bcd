import { hasVisibleText } from '@site/blocks/visible-text';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTargetInput, loadLinks } from '../fields/link-target.tsx';
import { type Pair, PairInputs } from '../fields/localized.tsx';
import { EDITING_NS } from '../strings.ts';
import styles from './menu.module.css';

/**
 * A new menu entry, written where it will stand: its label in English and Arabic and its link. A
 * page chosen while the labels are empty gives them its titles in both languages; an Arabic left
 * empty starts as a copy of the English (spec 000 §5), which then reads "needs Arabic". No English
 * label, no entry.
 */
export function NewEntry({
  under,
  onAdd,
  onCancel,
}: {
  /** The entry it goes under (none: the top level). */
  under?: string;
  onAdd: (label: Pair, path: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const [label, setLabel] = useState<Pair>({ en: '', ar: '' });
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string>();
  const box = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    box.current?.querySelector('input')?.focus();
  }, []);

  /** A page of the site chosen while the labels are empty gives them its titles. */
  const labelFrom = async (address: string) => {
    const chosen = (await loadLinks()).find((link) => link.path === address);
    if (chosen) setLabel((now) => (now.en || now.ar ? now : { en: chosen.title.en, ar: chosen.title.ar }));
  };

  const submit = () => {
    if (!hasVisibleText(label.en)) {
      setProblem(t('menu.needsEnglish'));
      return;
    }
    const en = label.en.trim();
    onAdd({ en, ar: hasVisibleText(label.ar) ? label.ar.trim() : en }, path.trim() || '#');
  };

  return (
    <fieldset
      ref={box}
      className={styles.newEntry}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          submit();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <legend className={styles.newTitle}>{under ? t('menu.newUnder', { name: under }) : t('menu.newEntry')}</legend>
      <PairInputs
        label={t('menu.label')}
        pair={label}
        long="label"
        hint={t('menu.arabicCopies')}
        problem={problem}
        onChange={(next) => {
          setLabel(next);
          if (hasVisibleText(next.en)) setProblem(undefined);
        }}
      />
      <label className={styles.linkLabel} htmlFor={`${id}-link`}>
        {t('menu.link')}
      </label>
      <LinkTargetInput
        id={`${id}-link`}
        value={path}
        placeholder="/about"
        onChange={(event) => {
          setPath(event.target.value);
          void labelFrom(event.target.value);
        }}
      />
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={submit}>
          {t('menu.add')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </fieldset>
  );
}
