import { useLanguage, useT } from '@site/blocks/react';
import { data, Link } from 'react-router';
import { NotFoundHead } from '../seo/page-head.tsx';
import { documentTitle, useSiteData } from '../site-data.ts';

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useT();
  const lang = useLanguage();
  const { header } = useSiteData();
  return (
    <section className="not-found">
      <title>{documentTitle(undefined, header, lang)}</title>
      <NotFoundHead />
      <p className="not-found__code" aria-hidden="true">
        {t('notFound.code')}
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/">
        {t('notFound.button')}
      </Link>
    </section>
  );
}
