import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { MovePageDialog } from './move-page-dialog.tsx';
import { NewPageDialog } from './new-page-dialog.tsx';
import './register-strings.ts';
import { PAGES_NS } from './strings.ts';

/**
 * In the page bar (ADR 0033): New page, on every page; Change address and Delete page on the pages
 * editors created (`path`: the spec's pages have none, keep their addresses and cannot be deleted).
 */
export function PageControls({ slug, path, buttonClass }: { slug: string; path: string | null; buttonClass: string }) {
  const { t } = useTranslation(PAGES_NS);
  const [open, setOpen] = useState<'new' | 'move' | 'delete' | null>(null);
  return (
    <>
      <button type="button" className={buttonClass} onClick={() => setOpen('new')}>
        + {t('newPage')}
      </button>
      {path && (
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
      {open === 'move' && path && <MovePageDialog slug={slug} path={path} onCancel={() => setOpen(null)} />}
      {open === 'delete' && path && <DeletePageDialog slug={slug} path={path} onCancel={() => setOpen(null)} />}
    </>
  );
}
