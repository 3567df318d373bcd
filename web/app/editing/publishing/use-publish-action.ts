import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/api-error.ts';
import { PUBLISHING_NS } from './strings.ts';

/** The message of a failed call, as the server put it when it said. */
export function reasonOf(error: unknown): string {
  return error instanceof ApiError ? error.message : String((error as Error)?.message ?? error);
}

/**
 * One publishing request at a time from a dialog: busy while it runs, `onDone(message)` once it
 * has, its failure said in words (`error`) and the dialog left open to try again.
 */
export function usePublishAction(onDone: (message: string) => void) {
  const { t } = useTranslation(PUBLISHING_NS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  const fail = useCallback((reason: string) => setError(t('failed', { reason })), [t]);
  const run = useCallback(
    async (action: () => Promise<unknown>, message: string) => {
      setBusy(true);
      setError(null);
      try {
        await action();
        done.current(message);
      } catch (e) {
        fail(reasonOf(e));
        setBusy(false);
      }
    },
    [fail],
  );
  return { busy, error, run, fail };
}
