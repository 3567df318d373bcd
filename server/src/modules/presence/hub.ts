import { randomUUID } from 'node:crypto';
import type { Block } from '@site/blocks';
import { asc, eq } from 'drizzle-orm';
import { type Database, sql } from '../../db/client.ts';
import { blocks, pages, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PageChange, PageChanges } from '../pages/changes.ts';

/** The PostgreSQL NOTIFY channel on which every copy says who is editing which page (ADR 0028). */
export const PRESENCE_CHANNEL = 'page_presence';

export const PRESENCE_TIMES = {
  /** A presence not heard of for this long is gone (its copy stopped without saying so). */
  expireMs: 30_000,
  /** How often a copy says again that its streams are still open. */
  heartbeatMs: 10_000,
  /** A comment line this often keeps proxies from closing a quiet stream. */
  keepAliveMs: 15_000,
  /**
   * A stream ends after this long and the editor opens a new one, with its token checked again:
   * a signed-out or disabled editor stops hearing within this time.
   */
  streamMaxMs: 5 * 60_000,
};

/** Someone editing a page: who, and the block they are in (null: none). */
export interface PresentEditor {
  user_id: string;
  name: string;
  block_id: string | null;
}

/** What one copy announces to all (the payload stays far below NOTIFY's 8000 bytes). */
interface PresenceMessage {
  slug: string;
  connection: string;
  user_id: string;
  name: string;
  block_id: string | null;
  /** The stream closed. */
  gone?: boolean;
  /** A new stream: every copy says at once who its own streams are. */
  hello?: boolean;
}

/** Where a stream's events go: one server-sent event each. */
export interface EventSink {
  send(event: string, data: unknown): void;
  comment(text: string): void;
  end(): void;
}

interface Stream {
  connection: string;
  slug: string;
  user: { id: string; name: string };
  block: string | null;
  sink: EventSink;
  /** The last presence list sent, to send only changes. */
  lastPresence: string;
  timers: NodeJS.Timeout[];
}

interface Snapshot {
  versions: Map<string, number>;
  /** The ids in page order. */
  order: string;
}

type BlockRow = Block & { by: { id: string; name: string } | null };

/**
 * Editors see each other (issue #19): each copy keeps the streams opened on it, the presence of every
 * editor on any copy (heard over PRESENCE_CHANNEL, or in-process on PGlite), and for each page with a
 * stream the block versions it last told them about. When a page changes (the existing page change
 * notices, from any copy), it reads the page's blocks once and tells its streams what changed: a
 * saved block with its content, or that the blocks were added, deleted or reordered.
 */
export function createPresenceHub(
  database: Pick<Database, 'db' | 'listen'>,
  changes: Pick<PageChanges, 'subscribe'>,
  times = PRESENCE_TIMES,
) {
  const streams = new Map<string, Stream>();
  const present = new Map<string, Map<string, PresentEditor & { seen: number }>>();
  const snapshots = new Map<string, Promise<Snapshot | null>>();
  const diffing = new Map<string, Promise<void>>();
  let stopListening: (() => Promise<void>) | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  const localOn = (slug: string) => [...streams.values()].filter((s) => s.slug === slug);

  async function readBlocks(slug: string): Promise<BlockRow[] | null> {
    const rows = await database.db
      .select({ block: blocks, pageId: pages.id, user: { id: users.id, name: users.name, email: users.email } })
      .from(pages)
      .leftJoin(blocks, eq(blocks.pageId, pages.id))
      .leftJoin(users, eq(users.id, blocks.updatedBy))
      .where(eq(pages.slug, slug))
      .orderBy(asc(blocks.order));
    if (rows.length === 0) return null;
    return rows.flatMap(({ block, user }) =>
      block
        ? [
            {
              id: block.id,
              block_type: block.blockType,
              order: block.order,
              content: block.content,
              version: block.version,
              by: user?.id ? { id: user.id, name: user.name || user.email } : null,
            },
          ]
        : [],
    );
  }

  const snapshotOf = (rows: BlockRow[]): Snapshot => ({
    versions: new Map(rows.map((row) => [row.id, row.version])),
    order: rows.map((row) => row.id).join(),
  });

  /** Reads the page and tells its streams what changed since the last read; one read at a time per page. */
  function diff(slug: string): Promise<void> {
    const run = (diffing.get(slug) ?? Promise.resolve()).then(async () => {
      const before = await snapshots.get(slug);
      if (!before || localOn(slug).length === 0) return;
      const rows = await readBlocks(slug);
      if (!rows) return;
      const after = snapshotOf(rows);
      snapshots.set(slug, Promise.resolve(after));
      const structural = after.order !== before.order;
      for (const row of rows) {
        const known = before.versions.get(row.id);
        if (known === undefined || known >= row.version) continue;
        const { by, ...block } = row;
        for (const stream of localOn(slug)) stream.sink.send('block-saved', { block, by });
      }
      if (structural) for (const stream of localOn(slug)) stream.sink.send('blocks-changed', { slug });
    });
    const settled = run.catch(() => {});
    diffing.set(slug, settled);
    return settled;
  }

  function onChange(change: PageChange) {
    const watched = new Set([...streams.values()].map((s) => s.slug));
    for (const slug of change === 'all' ? watched : change) if (watched.has(slug)) void diff(slug);
  }
  changes.subscribe(onChange);

  /** Everyone on the page but `userId`, once per editor (in a block if any of their windows is). */
  function editorsFor(slug: string, userId: string): PresentEditor[] {
    const byUser = new Map<string, PresentEditor>();
    for (const entry of present.get(slug)?.values() ?? []) {
      if (entry.user_id === userId) continue;
      const known = byUser.get(entry.user_id);
      if (!known || (!known.block_id && entry.block_id))
        byUser.set(entry.user_id, { user_id: entry.user_id, name: entry.name, block_id: entry.block_id });
    }
    return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id.localeCompare(b.user_id));
  }

  function publish(slug: string) {
    for (const stream of localOn(slug)) {
      const editors = editorsFor(slug, stream.user.id);
      const text = JSON.stringify(editors);
      if (text === stream.lastPresence) continue;
      stream.lastPresence = text;
      stream.sink.send('presence', { editors });
    }
  }

  function hear(message: PresenceMessage) {
    let page = present.get(message.slug);
    const known = page?.get(message.connection);
    // A connection belongs to the user who opened it; nobody else may move it.
    if (known && known.user_id !== message.user_id) return;
    const local = streams.get(message.connection);
    if (local && local.user.id !== message.user_id) return;
    if (message.gone) {
      page?.delete(message.connection);
      if (page?.size === 0) present.delete(message.slug);
    } else {
      if (!page) {
        page = new Map();
        present.set(message.slug, page);
      }
      page.set(message.connection, {
        user_id: message.user_id,
        name: message.name,
        block_id: message.block_id,
        seen: Date.now(),
      });
      if (local) local.block = message.block_id;
    }
    if (message.hello && !local) for (const stream of localOn(message.slug)) void announce(stream);
    publish(message.slug);
  }

  async function notify(message: PresenceMessage) {
    // Heard here at once (PGlite has no other listener); PostgreSQL echoes it back, which changes nothing.
    hear(message);
    await database.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(message)})`);
  }

  const announce = (stream: Stream, extra: Partial<PresenceMessage> = {}) =>
    notify({
      slug: stream.slug,
      connection: stream.connection,
      user_id: stream.user.id,
      name: stream.user.name,
      block_id: stream.block,
      ...extra,
    }).catch(() => {});

  function sweep() {
    const now = Date.now();
    for (const [slug, page] of present) {
      let changed = false;
      for (const [connection, entry] of page) {
        if (streams.has(connection) || now - entry.seen < times.expireMs) continue;
        page.delete(connection);
        changed = true;
      }
      if (page.size === 0) present.delete(slug);
      if (changed) publish(slug);
    }
  }

  function close(connection: string): Promise<void> {
    const stream = streams.get(connection);
    if (!stream) return Promise.resolve();
    streams.delete(connection);
    for (const timer of stream.timers) clearInterval(timer);
    stream.sink.end();
    if (localOn(stream.slug).length === 0) {
      snapshots.delete(stream.slug);
      diffing.delete(stream.slug);
    }
    // The other copies drop this editor now rather than when the presence expires.
    return announce(stream, { gone: true });
  }

  return {
    /**
     * Opens a stream for `user` on a page: null when there is no such page (a 503 while stopping).
     * The stream first hears `ready` (its connection id and user), then `presence`, `block-saved`
     * and `blocks-changed`.
     */
    async open(slug: string, user: { id: string; name: string }, sink: EventSink): Promise<string | null> {
      // A copy on its way down: the editor tries again (reaching another copy), as after any drop.
      if (stopped) throw new HttpError(503, 'stopping', 'This server is stopping. Try again shortly.');
      let snapshot = snapshots.get(slug);
      if (!snapshot || !(await snapshot)) {
        snapshot = readBlocks(slug).then((rows) => (rows ? snapshotOf(rows) : null));
        snapshots.set(slug, snapshot);
      }
      if (!(await snapshot)) {
        if (localOn(slug).length === 0) snapshots.delete(slug);
        return null;
      }
      const connection = randomUUID();
      const stream: Stream = { connection, slug, user, block: null, sink, lastPresence: '', timers: [] };
      streams.set(connection, stream);
      sink.send('ready', { connection, user_id: user.id });
      publish(slug);
      stream.timers.push(
        setInterval(() => void announce(stream), times.heartbeatMs),
        setInterval(() => sink.comment('keep-alive'), times.keepAliveMs),
        setTimeout(() => void close(connection), times.streamMaxMs),
      );
      for (const timer of stream.timers) timer.unref();
      await announce(stream, { hello: true });
      return connection;
    },
    /** The block a connection's editor is in now (null: none), said to every copy. */
    async moveTo(slug: string, connection: string, user: { id: string; name: string }, block: string | null) {
      await notify({ slug, connection, user_id: user.id, name: user.name, block_id: block });
    },
    close,
    /** Who is on the page now, but `userId`. */
    editors: editorsFor,
    async start() {
      stopped = false;
      stopListening = await database.listen(PRESENCE_CHANNEL, {
        onMessage(payload) {
          const message = parseMessage(payload);
          if (message) hear(message);
        },
        onLive(live) {
          // Back after a gap: say again who is here, and catch up on the saves that went unheard.
          if (!live) return;
          for (const stream of streams.values()) void announce(stream, { hello: true });
          onChange('all');
        },
      });
      sweeper = setInterval(sweep, Math.min(times.heartbeatMs, 5000));
      sweeper.unref();
    },
    /** Ends every stream (so that the server can close) and stops listening. */
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      await Promise.all([...streams.keys()].map(close));
      await stopListening?.();
    },
  };
}

export type PresenceHub = ReturnType<typeof createPresenceHub>;

function parseMessage(payload: string): PresenceMessage | null {
  try {
    const value = JSON.parse(payload) as PresenceMessage;
    if (
      typeof value.slug === 'string' &&
      typeof value.connection === 'string' &&
      typeof value.user_id === 'string' &&
      typeof value.name === 'string' &&
      (value.block_id === null || typeof value.block_id === 'string')
    )
      return value;
  } catch {}
  return null;
}
