/**
 * "A draft write of page `slug` has landed": said by whatever stores an editor's change (the block
 * saver, add/delete/move, page settings), heard by the page bar, which shows the page as changed at
 * once instead of after its next look at the server (issue #29).
 */
const DRAFT_SAVED = 'site:draft-saved';

export function announceDraftSaved(slug: string): void {
  window.dispatchEvent(new CustomEvent<string>(DRAFT_SAVED, { detail: slug }));
}

/** Calls `listener` with the page's slug after each landed draft write; gives the function that stops it. */
export function onDraftSaved(listener: (slug: string) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(DRAFT_SAVED, handle);
  return () => window.removeEventListener(DRAFT_SAVED, handle);
}
