import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoginScreen } from '../login/login-screen.tsx';
import { initialModeForPath } from '../login/modes.ts';
import { documentTitle, useSiteData } from '../site-data.ts';

/** /login, /login/* and /create-new-password: no site header or footer (spec 001 §2). */
export const handle = { bare: true };

export default function Login() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { header } = useSiteData();
  const { pathname } = useLocation();
  const initialMode = initialModeForPath(pathname);
  return (
    <>
      <title>{documentTitle(t('login.documentTitle'), header, lang)}</title>
      {/* A new path starts its own screen; within one path the screen lives in state. */}
      <LoginScreen key={initialMode} initialMode={initialMode} />
    </>
  );
}
