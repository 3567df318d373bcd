import type { FieldKind, LocalizedList, LocalizedText } from '@site/blocks';
import { mediaKindOf } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { isMediaUrl } from '@site/blocks/url-checks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SaveCancelButtons } from './dialog.tsx';
import styles from './editing.module.css';
import { MenuEditor, type MenuNode } from './menu-editor.tsx';
import { EDITING_NS } from './strings.ts';
import { uploadFile } from './upload.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

/** Items an `ids` field can pick, from one list of the block (a filter's options). */
export interface IdGroup {
  label: string;
  items: ReadonlyArray<{ id: string; name: LocalizedText }>;
}

interface FieldEditorProps {
  kind: FieldKind;
  label: string;
  value: unknown;
  /** For `choice`: the values to pick from. */
  options?: readonly string[];
  /** For `ids`: the lists whose items can be picked. */
  idGroups?: readonly IdGroup[];
  /** For `boolean`: what a missing value means. */
  whenMissing?: boolean;
  /** Checks the value against the block's schema; a message keeps the dialog open and shows it. */
  validate?: (value: unknown) => string | undefined;
  onSave: (value: unknown) => void;
  onCancel: () => void;
  onError: (message: string) => void;
}

/** The edit dialog of spec 000 §5 for one field: its draft is thrown away on cancel. */
export function FieldEditor({
  kind,
  label,
  value,
  options = [],
  idGroups = [],
  whenMissing = false,
  validate,
  onSave,
  onCancel,
  onError,
}: FieldEditorProps) {
  const { t } = useTranslation(EDITING_NS);
  const initial = kind === 'boolean' && value === undefined ? whenMissing : initialDraft(kind, value);
  const [draft, setDraft] = useState<unknown>(initial);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>();
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(dirty);
  const submit = () => {
    const next = finalValue(kind, draft);
    const problem = validate?.(next);
    setInvalid(problem);
    if (!problem) onSave(next);
  };

  const footer = <SaveCancelButtons onCancel={onCancel} onSave={submit} busy={busy} />;
  return (
    <Dialog title={t('editField', { field: label })} onCancel={onCancel} footer={footer} wide={kind === 'menu'}>
      {kind === 'localized' && <LocalizedFields draft={draft as Pair} setDraft={setDraft} rows={8} />}
      {kind === 'list' && <LocalizedFields draft={draft as Pair} setDraft={setDraft} rows={8} hint={t('listHint')} />}
      {kind === 'text' && <TextField label={t('text')} value={String(draft ?? '')} onChange={setDraft} rows={5} />}
      {kind === 'link' && <LinkFields draft={draft as LinkDraft} setDraft={setDraft} />}
      {kind === 'media' && (
        <MediaField value={String(draft ?? '')} onChange={setDraft} setBusy={setBusy} onError={onError} />
      )}
      {kind === 'menu' && <MenuEditor items={draft as MenuNode[]} onChange={setDraft} />}
      {kind === 'boolean' && <SwitchField label={label} checked={draft === true} onChange={setDraft} />}
      {kind === 'number' && (
        <InputField type="number" label={label} value={String(draft)} onChange={setDraft} step="any" />
      )}
      {kind === 'date' && <InputField type="date" label={label} value={String(draft)} onChange={setDraft} />}
      {kind === 'color' && <ColourField label={label} value={String(draft)} onChange={setDraft} />}
      {kind === 'choice' && <ChoiceField label={label} value={String(draft)} options={options} onChange={setDraft} />}
      {kind === 'ids' && <IdsField groups={idGroups} value={draft as string[]} onChange={setDraft} />}
      {invalid && (
        <p role="alert" className={styles.invalid}>
          {invalid}
        </p>
      )}
    </Dialog>
  );
}

export type Pair = { en: string; ar: string };
type LinkDraft = { label: Pair; path: string };

function initialDraft(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'localized':
      return toPair(value as LocalizedText | undefined);
    case 'list': {
      const list = (value ?? {}) as LocalizedList;
      return { en: (list.en ?? []).join('\n'), ar: (list.ar ?? []).join('\n') };
    }
    case 'link': {
      const link = (value ?? {}) as { label?: LocalizedText; path?: string };
      return { label: toPair(link.label), path: link.path ?? '#' };
    }
    case 'menu':
      return Array.isArray(value) ? value : [];
    case 'boolean':
      return value === true;
    case 'number':
      return typeof value === 'number' ? String(value) : '';
    case 'ids':
      return Array.isArray(value) ? value : [];
    default:
      return typeof value === 'string' ? value : '';
  }
}

function finalValue(kind: FieldKind, draft: unknown): unknown {
  if (kind === 'list') {
    const pair = draft as Pair;
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    return { en: lines(pair.en), ar: lines(pair.ar) };
  }
  if (kind === 'link') {
    const link = draft as LinkDraft;
    return { label: link.label, path: link.path || '#' };
  }
  // An emptied number, date, colour or choice removes the value (the block's default applies).
  if (kind === 'number') return draft === '' ? undefined : Number(draft);
  if ((kind === 'date' || kind === 'color' || kind === 'choice') && draft === '') return undefined;
  return draft;
}

function toPair(value: LocalizedText | undefined): Pair {
  if (typeof value === 'string') return { en: value, ar: value };
  return { en: value?.en ?? '', ar: value?.ar ?? '' };
}

export function TextField({
  label,
  value,
  onChange,
  rows,
  dir = 'auto',
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows: number;
  dir?: 'auto' | 'rtl' | 'ltr';
  lang?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} dir={dir} lang={lang} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A text in English and Arabic, each in its own box and direction. */
export function LocalizedFields({
  draft,
  setDraft,
  rows,
  hint,
  hintId,
}: {
  draft: Pair;
  setDraft: (v: Pair) => void;
  rows: number;
  hint?: string;
  /** For an element that the hint describes (a fieldset's aria-describedby). */
  hintId?: string;
}) {
  const { t } = useTranslation(EDITING_NS);
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <TextField
        label={t('english')}
        lang="en"
        dir="ltr"
        rows={rows}
        value={draft.en}
        onChange={(en) => setDraft({ ...draft, en })}
      />
      <TextField
        label={t('arabic')}
        lang="ar"
        dir="rtl"
        rows={rows}
        value={draft.ar}
        onChange={(ar) => setDraft({ ...draft, ar })}
      />
    </>
  );
}

function LinkFields({ draft, setDraft }: { draft: LinkDraft; setDraft: (v: LinkDraft) => void }) {
  const { t } = useTranslation(EDITING_NS);
  const pathId = useId();
  return (
    <>
      <TextField
        label={t('labelEn')}
        lang="en"
        dir="ltr"
        rows={2}
        value={draft.label.en}
        onChange={(en) => setDraft({ ...draft, label: { ...draft.label, en } })}
      />
      <TextField
        label={t('labelAr')}
        lang="ar"
        dir="rtl"
        rows={2}
        value={draft.label.ar}
        onChange={(ar) => setDraft({ ...draft, label: { ...draft.label, ar } })}
      />
      <div className={styles.field}>
        <label htmlFor={pathId}>{t('path')}</label>
        <input
          id={pathId}
          dir="ltr"
          value={draft.path}
          onChange={(e) => setDraft({ ...draft, path: e.target.value })}
        />
      </div>
    </>
  );
}

export function MediaField({
  value,
  onChange,
  setBusy,
  onError,
}: {
  value: string;
  onChange: (value: string) => void;
  setBusy: (busy: boolean) => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const fileId = useId();
  const pathId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProgress(0);
    try {
      const result = await uploadFile(file, setProgress);
      onChange(result.url);
    } catch (error) {
      console.warn(error);
      onError(t('uploadFailed'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  // Only an address the media rule accepts is previewed: the draft is whatever was typed.
  const kind = isMediaUrl(value) ? mediaKindOf(value) : undefined;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={fileId}>{t('chooseFile')}</label>
        <input
          id={fileId}
          type="file"
          accept="image/*,video/mp4,video/webm"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      {progress !== null && (
        <div className={styles.progress}>
          <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} />
          <span aria-live="polite">{t('uploading', { percent: progress })}</span>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={pathId}>{t('mediaPath')}</label>
        <input id={pathId} dir="ltr" value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <figure className={styles.preview}>
        {kind === 'video' ? (
          <video src={value} controls muted aria-label={t('preview')} />
        ) : kind === 'image' ? (
          <img src={value} alt={t('preview')} />
        ) : (
          <figcaption>{t('noMedia')}</figcaption>
        )}
      </figure>
    </>
  );
}

export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={styles.switch}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function InputField({
  type,
  label,
  value,
  onChange,
  step,
}: {
  type: 'number' | 'date';
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: string;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} dir="ltr" step={step} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Any CSS colour as text, with a picker for the #rrggbb ones. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.colourRow}>
        <input
          id={id}
          dir="ltr"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <input type="color" value={hex} aria-label={t('pickColour')} onChange={(e) => onChange(e.target.value)} />
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('colourHint')}
      </p>
    </div>
  );
}

function ChoiceField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const id = useId();
  // A stored value outside the list (an icon's alias) stays selectable, so opening never changes it.
  const all = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('notSet')}</option>
        {all.map((option) => (
          <option key={option} value={option}>
            {t(`options.${option}`, { defaultValue: option })}
          </option>
        ))}
      </select>
    </div>
  );
}

function IdsField({
  groups,
  value,
  onChange,
}: {
  groups: readonly IdGroup[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { i18n } = useTranslation(EDITING_NS);
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group.label} className={styles.choices}>
          <legend>{group.label}</legend>
          {group.items.map((item) => (
            <label key={item.id}>
              <input
                type="checkbox"
                checked={value.includes(item.id)}
                onChange={(e) => toggle(item.id, e.target.checked)}
              />
              <span dir="auto">{localize(item.name, lang) || item.id}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
