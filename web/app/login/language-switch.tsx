import { useLanguage } from '@site/blocks/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * The site header's language switch, for the login area, which has no header (spec 001 §2): switches
 * en ⇄ ar in place and drops a `lng` from the address so the new choice sticks on reload.
 */
export function LoginLanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const next = lang === 'ar' ? 'en' : 'ar';
  const onClick = () => {
    void i18n.changeLanguage(next);
    const params = new URLSearchParams(location.search);
    if (params.has('lng')) {
      params.delete('lng');
      const search = params.toString();
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  return (
    <button
      type="button"
      className={className}
      lang={next}
      onClick={onClick}
      aria-label={t('global.switchLanguageLabel')}
    >
      {t('global.switchLanguage')}
    </button>
  );
}
