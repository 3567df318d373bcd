import { useEffect, useState, useSyncExternalStore } from 'react';
import type { UnsavedEntry } from './store.ts';

/**
 * What the page's savers found kept from before (one offer per page list: the header's, the page's,
 * the footer's), gathered so that one dialog asks about them all, drawn by one host.
 */
export interface RestoreOffer {
  slug: string;
  entries: readonly UnsavedEntry[];
  /** Shows and saves the entries through the saver. */
  restore: () => void;
  /** Forgets them. */
  discard: () => void;
}

let offers: readonly RestoreOffer[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A list's offer (replacing its earlier one); an offer without entries withdraws it. */
export function putOffer(offer: RestoreOffer) {
  offers = [...offers.filter((o) => o.slug !== offer.slug), ...(offer.entries.length > 0 ? [offer] : [])];
  emit();
}

export function withdrawOffer(slug: string) {
  if (!offers.some((o) => o.slug === slug)) return;
  offers = offers.filter((o) => o.slug !== slug);
  emit();
}

/**
 * Answers every offer at once: the dialog's Restore or Discard; 'later' (Escape) leaves them kept,
 * to be offered when the page is opened next.
 */
export function answerOffers(answer: 'restore' | 'discard' | 'later') {
  const answered = offers;
  offers = [];
  emit();
  if (answer !== 'later') for (const offer of answered) offer[answer]();
}

export function useOffers(): readonly RestoreOffer[] {
  return useSyncExternalStore(
    subscribe,
    () => offers,
    () => offers,
  );
}

const hosts: object[] = [];
/**
 * Whether this caller draws the page's unsaved-changes dialogs: of the editor lists mounted (the
 * header's, the page's, the footer's), the first one does, so there is one dialog, not three.
 */
export function useIsHost(): boolean {
  const [me] = useState(() => ({}));
  useEffect(() => {
    hosts.push(me);
    emit();
    return () => {
      hosts.splice(hosts.indexOf(me), 1);
      emit();
    };
  }, [me]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === me,
    () => false,
  );
}
