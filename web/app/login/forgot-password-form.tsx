import { hasVisibleText } from '@site/blocks/visible-text';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { TextField } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

/** An address with something before and after one '@', a dot in the domain, and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type EmailError = 'emailRequired' | 'emailInvalid';

/**
 * Spec 001 §4 and READING-THE-SPEC item 8: submitting makes no server call, it only moves on to the
 * reset-success screen.
 */
export function ForgotPasswordForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [error, setError] = useState<EmailError | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found: EmailError | null = !hasVisibleText(email)
      ? 'emailRequired'
      : EMAIL_PATTERN.test(email)
        ? null
        : 'emailInvalid';
    setError(found);
    if (found) input.current?.focus();
    else onSent(email);
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit}>
      <TextField
        ref={input}
        id="forgot-email"
        name="email"
        type="email"
        label={t('login.forgot.email')}
        defaultValue={initialEmail}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        dir="ltr"
        required
        error={error && t(`login.errors.${error}`)}
        onInput={() => error && setError(null)}
      />
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated}>
        {t('login.forgot.submit')}
      </button>
    </form>
  );
}
