import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem } from '../bar-menu.tsx';
import { DeletePageDialog } from './delete-page-dialog.tsx';
import { MovePageDialog } from './move-page-dialog.tsx';
import { NewPageDialog } from './new-page-dialog.tsx';
import './register-strings.ts';
import { PAGES_NS } from './strings.ts';

/**
 * The page bar's page actions (ADR 0033, 0043): New page, on every page (its own button where the
 * bar has room, else in More); Change address and Delete page, in More, on the pages editors created
 * (`path`: the spec's pages have none, keep their addresses and cannot be deleted).
 */
export function usePageActions(slug: string, path: string | null) {
  const { t } = useTranslation(PAGES_NS);
  const [open, setOpen] = useState<'new' | 'move' | 'delete' | null>(null);
  const newPage = () => setOpen('new');
  const items: ReactNode = (
    <>
      <MenuItem only="narrow" onSelect={newPage}>
        + {t('newPage')}
      </MenuItem>
      {path && (
        <>
          <MenuItem onSelect={() => setOpen('move')}>{t('changeAddress')}</MenuItem>
          <MenuItem onSelect={() => setOpen('delete')}>{t('deletePage')}</MenuItem>
        </>
      )}
    </>
  );
  const dialogs: ReactNode = (
    <>
      {open === 'new' && <NewPageDialog onCancel={() => setOpen(null)} />}
      {open === 'move' && path && <MovePageDialog slug={slug} path={path} onCancel={() => setOpen(null)} />}
      {open === 'delete' && path && <DeletePageDialog slug={slug} path={path} onCancel={() => setOpen(null)} />}
    </>
  );
  return { newPage, newPageLabel: `+ ${t('newPage')}`, items, dialogs };
}
