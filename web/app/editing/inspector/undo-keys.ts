import { useEffect, useRef } from 'react';

/** The modifier of shortcuts on this machine: Cmd on macOS and iOS, Ctrl elsewhere. */
export function isApple(platform = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(platform);
}

/** Which history step a key press asks for, if any: Mod+Z undo, Mod+Shift+Z (or Ctrl+Y off Apple) redo. */
export function undoKeyOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  apple: boolean,
): 'undo' | 'redo' | null {
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!mod || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !apple && !event.shiftKey) return 'redo';
  return null;
}

/** A text box whose own (native) undo could apply. */
function isTextEntry(target: EventTarget | null): target is HTMLElement {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !/^(checkbox|radio|button|submit|reset|file|color|range)$/.test(target.type);
  return target.isContentEditable;
}

interface Handler {
  step: (step: 'undo' | 'redo') => void;
  /** When this editor last changed something (0: never); the keys go to the latest. */
  activity: () => number;
}

/** One listener for the page; each block list (the page's, the header's, the footer's) registers here. */
const handlers = new Set<Handler>();
let detach: (() => void) | null = null;

function attach() {
  const apple = isApple();
  const typed = new WeakSet<EventTarget>();
  const onFocus = (event: FocusEvent) => {
    if (event.target) typed.delete(event.target);
  };
  const onInput = (event: Event) => {
    if (event.target) typed.add(event.target);
  };
  const onKey = (event: KeyboardEvent) => {
    const step = undoKeyOf(event, apple);
    if (!step || event.defaultPrevented) return;
    if (document.querySelector('dialog[open]')) return;
    if (isTextEntry(event.target) && typed.has(event.target)) return;
    let latest: Handler | undefined;
    for (const handler of handlers) if (!latest || handler.activity() > latest.activity()) latest = handler;
    if (!latest) return;
    event.preventDefault();
    latest.step(step);
  };
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('keydown', onKey);
  };
}

/**
 * The page-wide undo/redo keys of edit mode. A text box that has been typed into since it got
 * focus keeps its own native undo (the browser undoes the typing letter by letter, and the panel
 * saves the result as one more change of the same burst); anywhere else, including a text box not
 * typed into since it was focused, the keys step through the editor's history: that of the block
 * list (page, header, footer) that changed something last. While a modal dialog is open the keys
 * are left to it.
 */
export function useUndoKeys(onStep: (step: 'undo' | 'redo') => void, activity: () => number) {
  const latest = useRef<Handler>({ step: onStep, activity });
  latest.current.step = onStep;
  latest.current.activity = activity;
  useEffect(() => {
    const handler: Handler = {
      step: (step) => latest.current.step(step),
      activity: () => latest.current.activity(),
    };
    handlers.add(handler);
    detach ??= attach();
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0) {
        detach?.();
        detach = null;
      }
    };
  }, []);
}
