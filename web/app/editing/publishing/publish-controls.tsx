import type { Block, PublishingState } from '@site/blocks';
import { useLanguage } from '@site/blocks/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionNotice } from '../action-notice.tsx';
import { BarMenu, MenuItem } from '../bar-menu.tsx';
import { onDraftSaved } from '../draft-saved.ts';
import barStyles from '../editing.module.css';
import { editorApi } from '../editor-api.ts';
import { usePageActions } from '../pages/page-controls.tsx';
import { ConfirmDialog } from '../prompts.tsx';
import { pageTranslationIssues } from '../translation/index.ts';
import { PagesDialog } from './pages-dialog.tsx';
import { PreviewDialog } from './preview-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import styles from './publishing.module.css';
import { ReleasesDialog } from './releases-dialog.tsx';
import { reasonOf } from './use-publish-action.ts';
import './register-strings.ts';
import { StateLabel } from './state-label.tsx';
import { PUBLISHING_NS } from './strings.ts';

/** The pages a page's edit mode shows and edits: itself, and the header and footer around it. */
const SHELL = ['header', 'footer'];

/** What a publish made live, to take back: each page with the release visitors saw before. */
type Undoable = Array<{ slug: string; release: number }>;

/**
 * Publishing in the page bar (issue #19, ADR 0025, 0043, 0045): where the page stands (published,
 * unpublished changes, scheduled); Publish, which publishes at once (with Undo) when nothing needs a
 * decision, else Publish… (what changes, the texts still to translate, a publish already scheduled,
 * then now or at a time); New page; and More: Review and publish… (the same dialog, always), Discard
 * changes, preview links to share, the page's releases with rollback, the list of pages, the page's
 * own actions and the bar's (`more`).
 */
export function PublishControls({
  slug,
  blocks,
  onDraftReplaced,
  beforePublish,
  more,
}: {
  slug: string;
  blocks: readonly Block[];
  /** The draft changed under the editor (discarded, rolled back): load it again. */
  onDraftReplaced: () => void;
  /** Resolves once what the editor typed is saved: a publish at once takes it along. */
  beforePublish?: () => Promise<void>;
  /** The bar's own actions, at the end of More. */
  more: ReactNode;
}) {
  const { t } = useTranslation(PUBLISHING_NS);
  const lang = useLanguage();
  const [states, setStates] = useState<PublishingState[]>([]);
  const [busy, setBusy] = useState(false);
  const [undoable, setUndoable] = useState<Undoable | null>(null);
  const [open, setOpen] = useState<'publish' | 'discard' | 'share' | 'releases' | 'pages' | null>(null);
  const [news, setNews] = useState('');
  const [alert, setAlert] = useState('');

  // Only the newest look at the server is shown: one that began before a save landed would undo it.
  const looks = useRef(0);
  const refresh = useCallback(async () => {
    const look = ++looks.current;
    try {
      const fresh = await Promise.all([slug, ...SHELL].map((s) => editorApi.publishing(s)));
      if (look === looks.current) setStates(fresh);
    } catch {
      // Shown again at the next change; publishing itself reports its own failures.
    }
  }, [slug]);
  // A landed save changes the draft: the page says so (and Discard works) at once, then asks to be sure.
  useEffect(
    () =>
      onDraftSaved((saved) => {
        if (saved !== slug && !SHELL.includes(saved)) return;
        setStates((current) => current.map((s) => (s.slug === saved ? { ...s, changed: true } : s)));
        void refresh();
      }),
    [slug, refresh],
  );
  // After every change the saver makes (saves land 600 ms after typing stops), and on coming back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `blocks` changing is the signal to look again
  useEffect(() => {
    const timer = setTimeout(() => void refresh(), 1200);
    return () => clearTimeout(timer);
  }, [refresh, blocks]);
  useEffect(() => {
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  const done = (message: string, replaced = false) => {
    setOpen(null);
    setNews(message);
    if (replaced) onDraftReplaced();
    void refresh();
  };
  const changed = states.some((s) => s.changed);
  const page = usePageActions(slug, states.find((s) => s.slug === slug)?.path ?? null);
  // At once only when the dialog would have nothing to ask: no publish scheduled (it would go out
  // early), no text waiting for its translation.
  const direct = changed && !states.some((s) => s.scheduled) && pageTranslationIssues(blocks, lang).length === 0;

  const publishNow = async () => {
    setBusy(true);
    setAlert('');
    setUndoable(null);
    try {
      await beforePublish?.();
      const going = states.filter((s) => s.changed);
      await editorApi.publish(going.map((s) => s.slug));
      // A page published for the first time has nothing to go back to: no Undo then.
      const before = going.map((s) => ({ slug: s.slug, release: s.live?.id }));
      if (before.every((b) => b.release !== undefined)) {
        // Said by the notice with its Undo (announced once, not twice).
        setUndoable(before as Undoable);
        void refresh();
      } else done(t('published'));
    } catch (e) {
      setAlert(t('failed', { reason: reasonOf(e) }));
    } finally {
      setBusy(false);
    }
  };
  const undoPublish = async (back: Undoable) => {
    setUndoable(null);
    try {
      await Promise.all(back.map((b) => editorApi.rollback(b.slug, b.release, true)));
      done(t('publishUndone'));
    } catch (e) {
      setAlert(t('failed', { reason: reasonOf(e) }));
    }
  };

  return (
    <section className={styles.controls} aria-label={t('region')}>
      {states.length > 0 && <StateLabel states={states} />}
      <button
        type="button"
        className={styles.publish}
        disabled={busy}
        onClick={() => (direct ? void publishNow() : setOpen('publish'))}
      >
        {direct ? t('publishDirect') : t('publish')}
      </button>
      <button type="button" className={`${styles.smallButton} ${barStyles.wideOnly}`} onClick={page.newPage}>
        {page.newPageLabel}
      </button>
      <BarMenu>
        <MenuItem onSelect={() => setOpen('publish')}>{t('review')}</MenuItem>
        <MenuItem disabled={!changed} onSelect={() => setOpen('discard')}>
          {t('discard')}
        </MenuItem>
        <MenuItem onSelect={() => setOpen('share')}>{t('share')}</MenuItem>
        <MenuItem onSelect={() => setOpen('releases')}>{t('releases')}</MenuItem>
        <MenuItem onSelect={() => setOpen('pages')}>{t('pages')}</MenuItem>
        {page.items}
        {more}
      </BarMenu>
      {page.dialogs}
      <p className="visually-hidden" role="status">
        {news}
      </p>
      {alert && (
        <p role="alert" className={styles.error}>
          {alert}
        </p>
      )}
      {undoable && (
        <ActionNotice
          message={t('published')}
          action={t('undoPublish')}
          onAction={() => void undoPublish(undoable)}
          onClose={() => setUndoable(null)}
        />
      )}
      {open === 'publish' && (
        <PublishDialog
          slug={slug}
          states={states}
          blocks={blocks}
          onCancel={() => setOpen(null)}
          onDone={(message) => done(message)}
        />
      )}
      {open === 'discard' && (
        <ConfirmDialog
          message={t('discardConfirm')}
          confirmLabel={t('discard')}
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null);
            const changedSlugs = states.filter((s) => s.changed).map((s) => s.slug);
            Promise.all(changedSlugs.map((s) => editorApi.discardDraft(s)))
              .then(() => done(t('discarded'), true))
              .catch((e) => setAlert(t('failed', { reason: reasonOf(e) })));
          }}
        />
      )}
      {open === 'releases' && (
        <ReleasesDialog of={{ slug }} onCancel={() => setOpen(null)} onRolledBack={(message) => done(message, true)} />
      )}
      {open === 'share' && <PreviewDialog slug={slug} onCancel={() => setOpen(null)} />}
      {open === 'pages' && <PagesDialog onCancel={() => setOpen(null)} />}
    </section>
  );
}
