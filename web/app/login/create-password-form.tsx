import { useLanguage } from '@site/blocks/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { PASSWORD_RULES, type PasswordProblem, passwordProblems, passwordProblemsText } from './password-check.ts';
import { TextField } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

type NewPasswordError = { kind: 'required' } | { kind: 'weak'; problems: PasswordProblem[] };
type ConfirmError = 'confirmRequired' | 'mismatch';

/**
 * The create-password screen: the hint of spec 001 §5, enforced with the server's own password schema
 * (`@site/blocks`), and a confirmation that must match. Submitting makes no server call
 * (READING-THE-SPEC item 8); it moves on to the update-success screen.
 */
export function CreatePasswordForm({ onUpdated }: { onUpdated: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const [newError, setNewError] = useState<NewPasswordError | null>(null);
  const [confirmError, setConfirmError] = useState<ConfirmError | null>(null);
  const newInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = String(form.get('newPassword') ?? '');
    const confirmation = String(form.get('confirmPassword') ?? '');
    const problems = value ? passwordProblems(value) : [];
    const foundNew: NewPasswordError | null = !value
      ? { kind: 'required' }
      : problems.length
        ? { kind: 'weak', problems }
        : null;
    const foundConfirm: ConfirmError | null = !confirmation
      ? 'confirmRequired'
      : value && confirmation !== value
        ? 'mismatch'
        : null;
    setNewError(foundNew);
    setConfirmError(foundConfirm);
    if (foundNew) newInput.current?.focus();
    else if (foundConfirm) confirmInput.current?.focus();
    else onUpdated();
  }

  function newErrorText(error: NewPasswordError): string {
    if (error.kind === 'required') return t('login.errors.newPasswordRequired');
    return passwordProblemsText(error.problems, t, lang);
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <TextField
        ref={newInput}
        id="new-password"
        name="newPassword"
        type="password"
        label={t('login.create.newPassword')}
        hint={t('login.create.hint')}
        autoComplete="new-password"
        dir="ltr"
        required
        minLength={PASSWORD_RULES.minLength}
        maxLength={PASSWORD_RULES.maxLength}
        error={newError && newErrorText(newError)}
        onInput={() => newError && setNewError(null)}
      />
      <TextField
        ref={confirmInput}
        id="confirm-password"
        name="confirmPassword"
        type="password"
        label={t('login.create.confirmPassword')}
        autoComplete="new-password"
        dir="ltr"
        required
        error={confirmError && t(`login.errors.${confirmError}`)}
        onInput={() => confirmError && setConfirmError(null)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated}>
        {t('login.create.submit')}
      </button>
    </form>
  );
}
