import { type FormEvent, useId, useState } from 'react';
import { useLanguage } from '../../ui/use-language.ts';
import { isNewsletterEmail, NEWSLETTER_SUBJECT, newsletterMailto, openMailDraft } from './newsletter.ts';
import { strings } from './strings.ts';
import styles from './view.module.css';

/**
 * Newsletter sign-up (spec 000 §5): opens a mail draft to the info address; no server call.
 * `noValidate` keeps `required` and `type="email"` for assistive technology and mobile keyboards
 * while our own check shows the spec's message in-page instead of the browser's bubble.
 * Before (or without) the page's scripts, the browser submits the form itself: to the same address,
 * with the same subject and a body that asks to add the address the mail comes from (Chromium
 * writes their spaces as '+', which most mail programs read as spaces). The typed address has no
 * `name`, so it never lands in a URL.
 */
export function NewsletterForm({ infoEmail }: { infoEmail: string }) {
  const lang = useLanguage();
  const s = strings[lang];
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isNewsletterEmail(email)) {
      setError(true);
      return;
    }
    setError(false);
    openMailDraft(newsletterMailto(infoEmail, email, lang));
    setEmail('');
  }

  return (
    <form className={styles.newsletter} action={`mailto:${infoEmail}`} method="get" onSubmit={submit} noValidate>
      <input type="hidden" name="subject" value={NEWSLETTER_SUBJECT} />
      <input type="hidden" name="body" value={s.mailBodyFromSender} />
      <label htmlFor={`${id}-email`} className={styles.label}>
        {s.emailLabel}
      </label>
      <div className={styles.field}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          placeholder={s.emailPlaceholder}
          value={email}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(false);
          }}
        />
        <button type="submit" className="btn btn-accent">
          {s.subscribe}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {s.invalidEmail}
        </p>
      )}
    </form>
  );
}
