import { useLanguage } from '@site/blocks/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { PASSWORD_RULES, type PasswordProblem, passwordProblems, passwordProblemsText } from './password-check.ts';
import { type LinkProblem, linkProblemOf, passwordLinksApi, requestProblemOf } from './password-links.ts';
import { TextField } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

type NewPasswordError = { kind: 'required' } | { kind: 'weak'; problems: PasswordProblem[] };
type ConfirmError = 'confirmRequired' | 'mismatch';

/**
 * The create-password screen: the hint of spec 001 §5, enforced with the server's own password schema
 * (`@site/blocks`), and a confirmation that must match. It serves the links of password-reset and
 * invitation e-mails (ADR 0031): the token in the address sets the password, then the screen moves
 * on to update-success. A link that cannot (none, unknown, expired, used, account disabled) says so
 * at once, with a way to ask for a new one.
 */
export function CreatePasswordForm({
  token,
  onUpdated,
  onAskAgain,
}: {
  token: string | null;
  onUpdated: () => void;
  onAskAgain: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const [newError, setNewError] = useState<NewPasswordError | null>(null);
  const [confirmError, setConfirmError] = useState<ConfirmError | null>(null);
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(token ? null : 'notFound');
  const [failure, setFailure] = useState<ReturnType<typeof requestProblemOf> | null>(null);
  const [pending, setPending] = useState(false);
  const newInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  // Asked before anything is typed, so a dead link says so at once.
  useEffect(() => {
    if (!token) return;
    let current = true;
    passwordLinksApi.check(token).catch((error: unknown) => {
      if (current) setLinkProblem(linkProblemOf(error));
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (linkProblem) {
    return (
      <div className={styles.form}>
        <p className={styles.formError} role="alert">
          {t(`login.link.${linkProblem}`)}
        </p>
        <button type="button" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated} onClick={onAskAgain}>
          {t('login.link.askAgain')}
        </button>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !token) return;
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
    setFailure(null);
    if (foundNew) newInput.current?.focus();
    else if (foundConfirm) confirmInput.current?.focus();
    if (foundNew || foundConfirm) return;
    setPending(true);
    try {
      await passwordLinksApi.reset(token, value);
      onUpdated();
    } catch (error) {
      const problem = linkProblemOf(error);
      if (problem) setLinkProblem(problem);
      else setFailure(requestProblemOf(error));
      setPending(false);
    }
  }

  function newErrorText(error: NewPasswordError): string {
    if (error.kind === 'required') return t('login.errors.newPasswordRequired');
    return passwordProblemsText(error.problems, t, lang);
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
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
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated || pending}>
        {t('login.create.submit')}
      </button>
      {failure && (
        <p className={styles.formError} role="alert">
          {t(`login.errors.${failure}`)}
        </p>
      )}
    </form>
  );
}
