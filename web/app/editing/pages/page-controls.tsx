import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorApi } from '../editor-api.ts';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { MovePageDialog } from './move-page-dialog.tsx';
import { NewPageDialog } from './new-page-dialog.tsx';
import './register-strings.ts';
import { PAGES_NS } from './strings.ts';

/**
 * In the page bar (ADR 0033): New page, on every page; Change address and Delete page on the pages
 * editors created (the spec's pages keep their addresses and cannot be deleted).
 */
export function PageControls({ slug, buttonClass }: { slug: string; buttonClass: string }) {
  const { t } = useTranslation(PAGES_NS);
  const [open, setOpen] = useState<'new' | 'move' | 'delete' | null>(null);
  const [created, setCreated] = useState<{ path: string | null; others: string[] }>({ path: null, others: [] });

  useEffect(() => {
    let current = true;
    editorApi
      .listPages()
      .then(({ pages }) => {
        if (!current) return;
        const path = pages.find((page) => page.slug === slug)?.path ?? null;
        const others = pages.flatMap((page) => (page.path && page.slug !== slug ? [page.path] : []));
        setCreated({ path, others });
      })
      .catch(() => {
        // Without the list, only New page is offered.
      });
    return () => {
      current = false;
    };
  }, [slug]);

  return (
    <>
      <button type="button" className={buttonClass} onClick={() => setOpen('new')}>
        + {t('newPage')}
      </button>
      {created.path && (
        <>
          <button type="button" className={buttonClass} onClick={() => setOpen('move')}>
            {t('changeAddress')}
          </button>
          <button type="button" className={buttonClass} onClick={() => setOpen('delete')}>
            {t('deletePage')}
          </button>
        </>
      )}
      {open === 'new' && <NewPageDialog onCancel={() => setOpen(null)} />}
      {open === 'move' && created.path && (
        <MovePageDialog slug={slug} path={created.path} onCancel={() => setOpen(null)} />
      )}
      {open === 'delete' && created.path && (
        <DeletePageDialog slug={slug} path={created.path} otherPaths={created.others} onCancel={() => setOpen(null)} />
      )}
    </>
  );
}
