import { PASSWORD_TOKEN_QUERY } from '@site/blocks';
import { localize } from '@site/blocks/localized';
import { Image, LanguageSwitch, useLanguage } from '@site/blocks/react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { headerContent, useSiteData } from '../site-data.ts';
import { CreatePasswordForm } from './create-password-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import styles from './login.module.css';
import { LoginBackground } from './login-background.tsx';
import type { LoginMode } from './modes.ts';
import { Panel } from './panel.tsx';
import { SignInForm } from './sign-in-form.tsx';

/**
 * The login area (spec 001 §2, §4): one card whose screen is kept in component state. Only the first
 * screen comes from the address (/create-new-password opens the create-password screen).
 */
export function LoginScreen({ initialMode }: { initialMode: LoginMode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { header } = useSiteData();
  const brand = headerContent(header);
  const siteName = localize(brand?.productName, lang) || t('login.siteName');

  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  // Focus follows the heading only after the visitor switched screens, never on the first render.
  const [switched, setSwitched] = useState(false);
  const go = (next: LoginMode) => {
    setMode(next);
    setSwitched(true);
  };

  const backToLogin = (
    <button type="button" className={`${styles.linkButton} ${styles.back}`} onClick={() => go('login')}>
      <Arrow />
      {t('login.back')}
    </button>
  );

  let panel: ReactNode;
  switch (mode) {
    case 'login':
      panel = (
        <Panel title={t('login.signIn.title')} lead={t('login.signIn.lead')} focusHeading={switched}>
          <SignInForm
            onForgotPassword={(current) => {
              if (current) setEmail(current);
              go('forgotPassword');
            }}
          />
        </Panel>
      );
      break;
    case 'forgotPassword':
      panel = (
        <Panel title={t('login.forgot.title')} lead={t('login.forgot.lead')} focusHeading={switched}>
          <ForgotPasswordForm
            initialEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              go('resetSuccess');
            }}
          />
          {backToLogin}
        </Panel>
      );
      break;
    case 'resetSuccess':
      panel = (
        <Panel title={t('login.resetSent.title')} focusHeading={switched}>
          <SuccessMark />
          <p className={styles.message}>
            <Trans
              i18nKey="login.resetSent.text"
              values={{ email }}
              components={{ email: <bdi className={styles.email} /> }}
            />
          </p>
          <button type="button" className={`btn btn-primary ${styles.submit}`} onClick={() => go('login')}>
            {t('login.resetSent.done')}
          </button>
        </Panel>
      );
      break;
    case 'createNewPassword':
      panel = (
        <Panel title={t('login.create.title')} lead={t('login.create.lead')} focusHeading={switched}>
          <CreatePasswordForm
            token={searchParams.get(PASSWORD_TOKEN_QUERY)}
            onUpdated={() => go('updateSuccess')}
            onAskAgain={() => go('forgotPassword')}
          />
          {backToLogin}
        </Panel>
      );
      break;
    case 'updateSuccess':
      panel = (
        <Panel title={t('login.updated.title')} focusHeading={switched}>
          <SuccessMark />
          <p className={styles.message}>{t('login.updated.text')}</p>
          <button type="button" className={`btn btn-primary ${styles.submit}`} onClick={() => go('login')}>
            {t('login.back')}
          </button>
        </Panel>
      );
      break;
  }

  return (
    <div className={styles.page}>
      <LoginBackground />
      <header className={styles.topBar}>
        <Link to="/" className={styles.siteLink}>
          <Arrow />
          {t('login.backToSite')}
        </Link>
        <LanguageSwitch className={styles.language} />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.card}>
          <Link to="/" className={styles.brand} aria-label={t('login.homeLink', { name: siteName })}>
            {brand?.logo ? (
              <Image src={brand.logo} alt="" loading="eager" width={200} height={48} />
            ) : (
              <span className={styles.brandName}>{siteName}</span>
            )}
          </Link>
          {panel}
        </div>
      </main>
    </div>
  );
}

/** A "back" arrow; it points the other way in Arabic. */
function Arrow() {
  return (
    <svg className={styles.arrow} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M12.5 4.5 7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SuccessMark() {
  return (
    <div className={styles.successMark}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="m5 12.5 4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}
