import { useLanguage } from '@site/blocks/react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../editing/dialog.tsx';
import editingStyles from '../editing/editing.module.css';
import { PASSWORD_RULES, passwordProblems, passwordProblemsText } from '../login/password-check.ts';
import { accountApi } from './account-api.ts';
import styles from './account-menu.module.css';
import { type ChangePasswordFailure, describeChangePasswordFailure } from './change-password-failure.ts';
import { ACCOUNT_NS } from './strings.ts';

type Field = 'current' | 'new' | 'confirm';
type Errors = Partial<Record<Field | 'form', string>>;
const FIELDS: readonly Field[] = ['current', 'new', 'confirm'];

/**
 * Current password, a new one (with the spec's hint, checked with the server's own rules) and its
 * confirmation. The server checks again and ends every other session of the user; this one goes on.
 * Success is announced (role="status") and the dialog offers to close.
 */
export function ChangePasswordDialog({ email, onClose }: { email: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { t: site } = useTranslation();
  const lang = useLanguage();
  const formId = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    new: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (done) closeButton.current?.focus();
  }, [done]);

  const failureText = (failure: ChangePasswordFailure) => {
    if (failure.kind === 'weak') return passwordProblemsText(failure.problems, site, lang);
    if (failure.kind === 'wrongCurrent' || failure.kind === 'currentRequired' || failure.kind === 'rateLimited')
      return t(failure.kind);
    return site(`login.errors.${failure.kind}`);
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    const input = first && inputs[first].current;
    if (input) {
      input.focus();
      input.select();
    }
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const current = String(form.get('current') ?? '');
    const next = String(form.get('new') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const problems = next ? passwordProblems(next) : [];
    const found: Errors = {};
    if (!current) found.current = t('currentRequired');
    if (!next) found.new = site('login.errors.newPasswordRequired');
    else if (problems.length) found.new = passwordProblemsText(problems, site, lang);
    if (!confirm) found.confirm = site('login.errors.confirmRequired');
    else if (next && confirm !== next) found.confirm = site('login.errors.mismatch');
    show(found);
    if (Object.keys(found).length) return;

    setBusy(true);
    try {
      await accountApi.changePassword({ current_password: current, new_password: next });
      setDone(true);
    } catch (error) {
      const failure = describeChangePasswordFailure(error, next);
      show({ [failure.field]: failureText(failure) });
    } finally {
      setBusy(false);
    }
  }

  const clear = (field: Field) => errors[field] && setErrors(({ [field]: _, ...rest }) => rest);

  return (
    <Dialog
      title={t('changePassword')}
      onCancel={onClose}
      footer={
        done ? (
          <button ref={closeButton} type="button" className="btn btn-primary" onClick={onClose}>
            {t('close')}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-outline" onClick={onClose}>
              {t('cancel')}
            </button>
            <button type="submit" form={formId} className="btn btn-primary" aria-disabled={busy || undefined}>
              {t(busy ? 'submitting' : 'submit')}
            </button>
          </>
        )
      }
    >
      {/* In the page from the start, so that the change of text is announced. */}
      <p role="status" className={styles.status}>
        {done ? t('changed') : ''}
      </p>
      {!done && (
        <form id={formId} noValidate onSubmit={onSubmit}>
          {errors.form && (
            <p role="alert" className={editingStyles.invalid}>
              {errors.form}
            </p>
          )}
          {/* For password managers: which account this password belongs to. */}
          {email && <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />}
          <PasswordField
            inputRef={inputs.current}
            name="current"
            label={t('currentPassword')}
            autoComplete="current-password"
            error={errors.current}
            onInput={() => clear('current')}
          />
          <PasswordField
            inputRef={inputs.new}
            name="new"
            label={t('newPassword')}
            hint={site('login.create.hint')}
            autoComplete="new-password"
            error={errors.new}
            onInput={() => clear('new')}
          />
          <PasswordField
            inputRef={inputs.confirm}
            name="confirm"
            label={t('confirmPassword')}
            autoComplete="new-password"
            error={errors.confirm}
            onInput={() => clear('confirm')}
          />
        </form>
      )}
    </Dialog>
  );
}

/** A labelled password input whose hint and error are read with it; the error is also announced. */
function PasswordField({
  inputRef,
  name,
  label,
  hint,
  autoComplete,
  error,
  onInput,
}: {
  inputRef: Ref<HTMLInputElement>;
  name: string;
  label: string;
  hint?: string;
  autoComplete: string;
  error: string | undefined;
  onInput: () => void;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={editingStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="password"
        dir="ltr"
        autoComplete={autoComplete}
        required
        maxLength={PASSWORD_RULES.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onInput={onInput}
      />
      {hint && (
        <span id={`${id}-hint`} className={editingStyles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
