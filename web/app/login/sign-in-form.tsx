import { useLanguage } from '@site/blocks/react';
import { hasVisibleText } from '@site/blocks/visible-text';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { signIn } from '../session/session-actions.ts';
import styles from './login.module.css';
import { describeLoginFailure, type LoginFailure } from './login-error.ts';
import { safeRedirectPath } from './safe-redirect.ts';
import { TextField } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

/** Spec 001 §9's sample address: the e-mail field's placeholder, shown and never submitted. */
export const SAMPLE_EMAIL = 'name@company.com';

type FieldErrors = { email?: 'emailRequired'; password?: 'passwordRequired' };
type Failure = { key: 'credentials' } | LoginFailure;

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: FieldErrors = {};
    if (!hasVisibleText(email)) found.email = 'emailRequired';
    if (!password) found.password = 'passwordRequired';
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setPending(true);
    try {
      if (await signIn(email, password)) {
        // Stay "Signing in…" until the next page replaces this one.
        await navigate(safeRedirectPath(searchParams.get('from')), { replace: true });
        return;
      }
      setFailure({ key: 'credentials' });
    } catch (error) {
      setFailure(describeLoginFailure(error, lang));
    }
    setPending(false);
  }

  const clearError = (field: keyof FieldErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const failureText =
    failure === null
      ? null
      : failure.key === 'credentials'
        ? t('login.signIn.failed')
        : failure.key === 'server'
          ? failure.message
          : t(`login.errors.${failure.key}`);

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
      <TextField
        ref={emailInput}
        id="login-email"
        name="email"
        type="email"
        label={t('login.signIn.email')}
        placeholder={SAMPLE_EMAIL}
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        dir="ltr"
        required
        error={errors.email && t(`login.errors.${errors.email}`)}
        onInput={clearError('email')}
      />
      <TextField
        ref={passwordInput}
        id="login-password"
        name="password"
        type="password"
        label={t('login.signIn.password')}
        autoComplete="current-password"
        dir="ltr"
        required
        error={errors.password && t(`login.errors.${errors.password}`)}
        onInput={clearError('password')}
      />
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input type="checkbox" name="remember" defaultChecked={false} />
          <span>{t('login.signIn.rememberMe')}</span>
        </label>
        <button
          type="button"
          className={styles.linkButton}
          disabled={!hydrated}
          onClick={() => onForgotPassword(emailInput.current?.value.trim() ?? '')}
        >
          {t('login.signIn.forgotPassword')}
        </button>
      </div>
      <button
        type="submit"
        className={`btn btn-primary ${styles.submit}`}
        disabled={!hydrated || pending}
        data-pending={pending || undefined}
      >
        {pending ? t('login.signIn.pending') : t('login.signIn.submit')}
      </button>
      {failureText && (
        <p className={styles.formError} role="alert">
          {failureText}
        </p>
      )}
    </form>
  );
}
