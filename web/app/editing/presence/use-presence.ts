import type { Block } from '@site/blocks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { editorApi, type PresentEditor, readEvents } from '../editor-api.ts';
import './strings.ts';

/** First wait before opening a dropped stream again; doubling up to the maximum. */
const RECONNECT_MS = { first: 1000, max: 15_000, renew: 100 };

interface Handlers {
  /** Another editor's save (or mine from another window): the block as stored now. */
  onSaved(block: Block, by: { id: string; name: string } | null, mine: boolean): void;
  /** Blocks were added, deleted or reordered elsewhere: read the page again. */
  onChanged(): void;
  /** The stream is (again) open: catch up on what may have been missed while it was not. */
  onReady(): void;
}

/**
 * Editors see each other (ADR 0028): keeps the page's event stream open while the page is edited
 * (opened again after a drop, with a growing pause), and says which block I am in. `slug` null: off.
 * Returns the other editors on the page and `moveTo(blockId | null)`.
 */
export function usePresence(slug: string | null, handlers: Handlers) {
  const [editors, setEditors] = useState<PresentEditor[]>([]);
  const latest = useRef(handlers);
  latest.current = handlers;
  const connection = useRef<string | null>(null);
  /** The block I am in, and what the server was last told (undefined: nothing yet). */
  const place = useRef<string | null>(null);
  const told = useRef<string | null | undefined>(undefined);
  /** Who I am, as the stream's `ready` said: my saves from another window are not another editor's. */
  const me = useRef<string | null>(null);

  const tell = useCallback(() => {
    const open = connection.current;
    if (!slug || !open || told.current === place.current) return;
    const block = place.current;
    told.current = block;
    editorApi.sayPresence(slug, open, block).catch(() => {
      // Said again at the next move or reconnection.
      if (told.current === block) told.current = undefined;
    });
  }, [slug]);

  useEffect(() => {
    if (!slug) return;
    const controller = new AbortController();
    const { signal } = controller;
    let delay = RECONNECT_MS.first;
    void (async () => {
      while (!signal.aborted) {
        /** Whether the stream opened and ended without an error (the server ends each after a while). */
        let ended = false;
        try {
          const response = await editorApi.pageEvents(slug, signal);
          for await (const message of readEvents(response.body as ReadableStream<Uint8Array>)) {
            if (message.event === 'ready') {
              connection.current = message.data.connection;
              told.current = undefined;
              delay = RECONNECT_MS.first;
              tell();
              me.current = message.data.user_id;
              latest.current.onReady();
              ended = true;
            } else if (message.event === 'presence') {
              setEditors(message.data.editors);
            } else if (message.event === 'block-saved') {
              const { block, by } = message.data;
              latest.current.onSaved(block, by, by?.id === me.current);
            } else if (message.event === 'blocks-changed') {
              latest.current.onChanged();
            }
          }
        } catch (error) {
          ended = false;
          if (signal.aborted) return;
          // The page is gone: nothing to hear.
          if (error instanceof ApiError && error.status === 404) return;
        }
        connection.current = null;
        if (ended) {
          // A stream the server ended on time: a new one at once, the list kept meanwhile.
          await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS.renew));
          continue;
        }
        setEditors([]);
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay = Math.min(delay * 2, RECONNECT_MS.max);
      }
    })();
    return () => {
      controller.abort();
      connection.current = null;
    };
  }, [slug, tell]);

  const moveTo = useCallback(
    (blockId: string | null) => {
      place.current = blockId;
      tell();
    },
    [tell],
  );
  return { editors, moveTo };
}
