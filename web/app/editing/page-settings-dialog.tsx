import { type EditableFields, type PageSettings, type Path, pageSettings } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/api-error.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { Dialog, SaveCancelButtons } from './dialog.tsx';
import { announceDraftSaved } from './draft-saved.ts';
import styles from './editing.module.css';
import { editorApi, type StoredSettings } from './editor-api.ts';
import { issueMessage } from './issue-message.ts';
import { LocalizedFields, MediaField, type Pair, SwitchField } from './settings-fields.tsx';
import { EDITING_NS } from './strings.ts';
import { dropUnsaved, keepUnsaved, readUnsaved } from './unsaved/store.ts';
import { useUnsavedWarning } from './use-unsaved-warning.ts';

const TEXTS = ['name', 'description', 'socialTitle', 'socialDescription'] as const;
type TextKey = (typeof TEXTS)[number];
type Draft = Record<TextKey, Pair> & { image: string; noindex: boolean };

/** Where the dialog's typing is kept in the browser, beside the page's blocks (ADR 0027). */
const KEPT_AS = 'page-settings';

/** The settings as the conflict view compares them. */
const SETTINGS_FIELDS: EditableFields = {
  name: 'localized',
  description: 'localized',
  socialTitle: 'localized',
  socialDescription: 'localized',
  image: 'media',
  noindex: 'boolean',
};

function toDraft(settings: PageSettings): Draft {
  const pair = (key: TextKey) => ({ en: settings[key]?.en ?? '', ar: settings[key]?.ar ?? '' });
  return {
    name: pair('name'),
    description: pair('description'),
    socialTitle: pair('socialTitle'),
    socialDescription: pair('socialDescription'),
    image: settings.image ?? '',
    noindex: settings.noindex === true,
  };
}

/** Empty texts are left out, so the page's own words stand in for them. */
function fromDraft(draft: Draft): PageSettings {
  const settings: PageSettings = {};
  for (const key of TEXTS) {
    const en = draft[key].en.trim();
    const ar = draft[key].ar.trim();
    if (en || ar) settings[key] = { ...(en ? { en } : {}), ...(ar ? { ar } : {}) };
  }
  if (draft.image.trim()) settings.image = draft.image.trim();
  if (draft.noindex) settings.noindex = true;
  return settings;
}

/**
 * A page's settings (issue #9): its description in search results, the title, text and image of its
 * link previews, and whether search engines may list it. Checked with the schema the server uses,
 * saved with the version it was opened at; when someone else saved first, both are compared.
 */
export function PageSettingsDialog({
  slug,
  settings,
  version,
  onSaved,
  onClose,
  onError,
}: {
  slug: string;
  settings: PageSettings;
  version: number;
  onSaved: (stored: StoredSettings) => void;
  onClose: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const initial = toDraft(settings);
  const [draft, setDraft] = useState<Draft>(initial);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>();
  const [conflict, setConflict] = useState<StoredSettings | null>(null);
  const [restored, setRestored] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(initial);
  useUnsavedWarning(changed);
  const label = (path: Path) => t(`settings.${String(path[0])}`);

  // Nothing typed is lost (ADR 0027): what was typed here and not saved comes back when the dialog
  // opens again, after a reload or a crash; it is kept while typing, and dropped on Save or Cancel.
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => {
    void readUnsaved(slug).then((entries) => {
      const kept = entries.find((entry) => entry.blockId === KEPT_AS);
      started.current = true;
      if (!kept) return;
      const back = toDraft(kept.content as PageSettings);
      if (JSON.stringify(back) === JSON.stringify(initial)) return void dropUnsaved(slug, KEPT_AS);
      setDraft(back);
      setRestored(true);
    });
  }, [slug]);
  useEffect(() => {
    if (!started.current) return;
    if (!changed) return void dropUnsaved(slug, KEPT_AS);
    void keepUnsaved({
      slug,
      blockId: KEPT_AS,
      blockType: 'PAGE_SETTINGS',
      content: fromDraft(draft),
      baseVersion: version,
      savedAt: Date.now(),
    });
  }, [draft, changed, slug, version]);
  const cancel = () => {
    void dropUnsaved(slug, KEPT_AS);
    onClose();
  };

  async function save(next: PageSettings, atVersion: number) {
    setBusy(true);
    try {
      const stored = await editorApi.savePageSettings(slug, next, atVersion);
      announceDraftSaved(slug);
      void dropUnsaved(slug, KEPT_AS);
      onSaved(stored);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict((error.details as { current: StoredSettings }).current);
        return;
      }
      console.warn(error);
      onError(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const submit = () => {
    const next = fromDraft(draft);
    const result = pageSettings.safeParse(next);
    if (!result.success) {
      const issue = result.error.issues[0];
      setInvalid(t('invalidValue', { field: label((issue?.path ?? []) as Path), message: issueMessage(issue, lang) }));
      return;
    }
    setInvalid(undefined);
    void save(result.data, version);
  };

  if (conflict) {
    return (
      <ConflictDialog
        theirs={{ block_type: 'PAGE_SETTINGS', content: conflict.settings }}
        mine={fromDraft(draft)}
        fieldMap={SETTINGS_FIELDS}
        title={t('settings.conflictTitle')}
        label={label}
        onTakeTheirs={() => {
          void dropUnsaved(slug, KEPT_AS);
          onSaved(conflict);
        }}
        onKeepMine={() => {
          setConflict(null);
          void save(fromDraft(draft), conflict.settings_version);
        }}
      />
    );
  }

  const footer = <SaveCancelButtons onCancel={cancel} onSave={submit} busy={busy} />;
  return (
    <Dialog title={t('settings.title')} onCancel={cancel} footer={footer} wide>
      {restored && (
        <p role="status" className={styles.hint} data-restored="">
          {t('settings.restored')}{' '}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setDraft(initial);
              setRestored(false);
            }}
          >
            {t('settings.discardRestored')}
          </button>
        </p>
      )}
      {TEXTS.map((key) => (
        <LocalizedGroup
          key={key}
          legend={t(`settings.${key}`)}
          hint={t(`settings.${key}Hint`)}
          value={draft[key]}
          rows={key === 'socialTitle' || key === 'name' ? 2 : 3}
          onChange={(value) => setDraft({ ...draft, [key]: value })}
        />
      ))}
      <fieldset className={styles.group}>
        <legend>{t('settings.image')}</legend>
        <p className={styles.hint}>{t('settings.imageHint')}</p>
        <MediaField
          value={draft.image}
          onChange={(image) => setDraft({ ...draft, image })}
          setBusy={setBusy}
          onError={onError}
        />
      </fieldset>
      <SwitchField
        label={t('settings.noindex')}
        checked={draft.noindex}
        onChange={(noindex) => setDraft({ ...draft, noindex })}
      />
      {invalid && (
        <p role="alert" className={styles.invalid}>
          {invalid}
        </p>
      )}
    </Dialog>
  );
}

/** One setting in both languages, with a hint saying what it is for and what stands in when empty. */
function LocalizedGroup({
  legend,
  hint,
  value,
  rows,
  onChange,
}: {
  legend: string;
  hint: string;
  value: Pair;
  rows: number;
  onChange: (value: Pair) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className={styles.group} aria-describedby={hintId}>
      <legend>{legend}</legend>
      <LocalizedFields draft={value} setDraft={onChange} rows={rows} hint={hint} hintId={hintId} />
    </fieldset>
  );
}
