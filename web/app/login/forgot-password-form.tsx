import type { MailLanguage } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { hasVisibleText } from '@site/blocks/visible-text';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login.module.css';
import { passwordLinksApi, requestProblemOf } from './password-links.ts';
import { TextField } from './text-field.tsx';
import { useHydrated } from './use-hydrated.ts';

/** An address with something before and after one '@', a dot in the domain, and no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type EmailError = 'emailRequired' | 'emailInvalid';

/**
 * Spec 001 §4: submitting moves on to the reset-success screen. Issue #20 makes it real (ADR 0031):
 * the server is asked for a reset link in the page's language and answers the same whether or not
 * the address has an account, so the next screen says "if an account exists".
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
  const lang = useLanguage();
  const [error, setError] = useState<EmailError | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof requestProblemOf> | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found: EmailError | null = !hasVisibleText(email)
      ? 'emailRequired'
      : EMAIL_PATTERN.test(email)
        ? null
        : 'emailInvalid';
    setError(found);
    setFailure(null);
    if (found) {
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await passwordLinksApi.forgot(email, lang as MailLanguage);
      onSent(email);
    } catch (problem) {
      setFailure(requestProblemOf(problem));
      setPending(false);
    }
  }

  return (
    <form className={styles.form} method="post" noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
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
      <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={!hydrated || pending}>
        {t('login.forgot.submit')}
      </button>
      {failure && (
        <p className={styles.formError} role="alert">
          {t(`login.errors.${failure}`)}
        </p>
      )}
    </form>
  );
}
