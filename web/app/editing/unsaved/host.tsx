import { useLanguage } from '@site/blocks/react';
import { hasVisibleText } from '@site/blocks/visible-text';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import loginStyles from '../../login/login.module.css';
import { describeLoginFailure } from '../../login/login-error.ts';
import { TextField } from '../../login/text-field.tsx';
import { ApiError } from '../../session/api-error.ts';
import { setTokens } from '../../session/token-store.ts';
import { Dialog } from '../dialog.tsx';
import { editorApi } from '../editor-api.ts';
import { blockName } from '../names.ts';
import { EDITING_NS } from '../strings.ts';
import { answerOffers, type RestoreOffer, useIsHost, useOffers } from './offers.ts';
import { askToSignIn, declined, signedIn, takeSessionExpiry, useSignInState } from './session.ts';
import styles from './unsaved.module.css';

/** The e-mail of who opened edit mode, for the sign-in dialog (the tokens carry none). */
let knownEmail = '';

/**
 * The page's unsaved-changes dialogs, mounted by each editor list and drawn by the first (offers.ts):
 * "Restore unsaved changes?" when the browser kept changes from before, the sign-in dialog when the
 * session has ended during an edit, and the notice while saves wait for a sign-in.
 */
export function UnsavedHost() {
  const isHost = useIsHost();
  const offers = useOffers();
  const signIn = useSignInState();
  useEffect(() => takeSessionExpiry(), []);
  useEffect(() => {
    if (!isHost || knownEmail) return;
    editorApi.me().then(
      (me) => {
        knownEmail = me.email;
      },
      () => {},
    );
  }, [isHost]);
  if (!isHost) return null;
  return (
    <>
      {signIn === 'asking' && <SignInDialog />}
      {signIn !== 'asking' && offers.length > 0 && <RestoreDialog offers={offers} />}
      {signIn === 'paused' && <PausedNotice />}
    </>
  );
}

function RestoreDialog({ offers }: { offers: readonly RestoreOffer[] }) {
  const { t } = useTranslation(EDITING_NS);
  const lang = useLanguage();
  const when = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const entries = offers.flatMap((offer) => offer.entries).sort((a, b) => a.savedAt - b.savedAt);
  // Focus on Restore, not on the first button (Discard): Enter must not throw the text away.
  const restore = useRef<HTMLButtonElement>(null);
  useEffect(() => restore.current?.focus(), []);
  return (
    <Dialog
      title={t('unsaved.restoreTitle')}
      // Escape or a click outside answers neither: they stay kept and are offered next time.
      onCancel={() => answerOffers('later')}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={() => answerOffers('discard')}>
            {t('unsaved.discard')}
          </button>
          <button ref={restore} type="button" className="btn btn-primary" onClick={() => answerOffers('restore')}>
            {t('unsaved.restore')}
          </button>
        </>
      }
    >
      <p>{t('unsaved.restoreText')}</p>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={`${entry.slug} ${entry.blockId}`}>
            {t('unsaved.restoreItem', {
              block: blockName(entry.blockType, lang),
              when: when.format(new Date(entry.savedAt)),
            })}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

type Failure = { text: string } | null;

function SignInDialog() {
  const { t } = useTranslation(EDITING_NS);
  const { t: site } = useTranslation();
  const lang = useLanguage();
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // The e-mail is known: the password is what is asked.
  useEffect(() => {
    (knownEmail ? passwordInput : emailInput).current?.focus();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found = {
      email: hasVisibleText(email) ? undefined : site('login.errors.emailRequired'),
      password: password ? undefined : site('login.errors.passwordRequired'),
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setPending(true);
    try {
      const pair = await editorApi.signIn(email, password);
      setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      knownEmail = email;
      signedIn(pair.access_token);
      return;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
        // The server's own words in English ('Invalid email or password.'); the login page's in Arabic.
        setFailure({ text: lang === 'en' && error.message ? error.message : site('login.signIn.failed') });
      } else {
        const kind = describeLoginFailure(error, lang);
        setFailure({ text: kind.key === 'server' ? kind.message : site(`login.errors.${kind.key}`) });
      }
      passwordInput.current?.select();
      passwordInput.current?.focus();
    }
    setPending(false);
  }

  return (
    <Dialog
      title={t('unsaved.signInTitle')}
      onCancel={declined}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={declined}>
            {t('unsaved.cancel')}
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={pending}
            data-pending={pending || undefined}
          >
            {pending ? site('login.signIn.pending') : site('login.signIn.submit')}
          </button>
        </>
      }
    >
      <p className={styles.lead}>{t('unsaved.signInText')}</p>
      <form id={formId} className={loginStyles.form} noValidate onSubmit={onSubmit} aria-busy={pending || undefined}>
        <TextField
          ref={emailInput}
          id={`${formId}-email`}
          name="email"
          type="email"
          label={site('login.signIn.email')}
          defaultValue={knownEmail}
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          dir="ltr"
          required
          error={errors.email}
        />
        <TextField
          ref={passwordInput}
          id={`${formId}-password`}
          name="password"
          type="password"
          label={site('login.signIn.password')}
          autoComplete="current-password"
          dir="ltr"
          required
          error={errors.password}
        />
        {failure && (
          <p className={loginStyles.formError} role="alert">
            {failure.text}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** While saves wait for a sign-in: says so, and opens the dialog again. */
function PausedNotice() {
  const { t } = useTranslation(EDITING_NS);
  return (
    <div role="status" className={styles.notice}>
      <span>{t('unsaved.paused')}</span>
      <button type="button" className="btn btn-primary" onClick={() => void askToSignIn()}>
        {t('unsaved.pausedSignIn')}
      </button>
    </div>
  );
}
