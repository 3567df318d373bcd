import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from './use-language.ts';

/** Switches en ⇄ ar in place: same path, no reload; the choice is remembered for the server. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const next = lang === 'ar' ? 'en' : 'ar';
  const onClick = () => {
    void i18n.changeLanguage(next);
    // A `lng` in the address would win over the new choice on the next load; drop it.
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
