import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inquiries, inquiryDeliveries } from '../../db/schema.ts';
import { composeMail } from './compose.ts';
import type { InquiryFields, InquiryKind } from './input.ts';
import type { InquiryService } from './service.ts';
import { DeliveryError, type MailTransport } from './transports.ts';

export interface OutboxOptions {
  db: Db;
  inquiries: InquiryService;
  transport: MailTransport;
  /** Attempts before an inquiry is marked failed. */
  maxAttempts: number;
  /** Seconds before the first retry; doubled for each further one, at most an hour. */
  retrySeconds: number;
  /** Where an editor reads an inquiry (linked from the e-mail). */
  inboxUrl: (id: string) => string;
  log: { info: (entry: object, message: string) => void; warn: (entry: object, message: string) => void };
  /** How long a claim holds an inquiry; a worker that dies leaves it to another after this. */
  leaseSeconds?: number;
}

const MAX_BACKOFF_SECONDS = 3600;

/**
 * Delivers stored inquiries. Any number of workers (in any number of server copies on one
 * database) may run: each claims one due inquiry at a time with `FOR UPDATE SKIP LOCKED` and a
 * lease, so no two send the same inquiry, and one that dies mid-send leaves it to the next after
 * the lease. Every attempt's answer is kept; failures are retried with exponential backoff until
 * `maxAttempts`, then the inquiry is marked failed (it is in the inbox either way).
 */
export function createOutbox(options: OutboxOptions) {
  const { db, transport, maxAttempts, retrySeconds, log } = options;
  const leaseSeconds = options.leaseSeconds ?? 600;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Takes the oldest due inquiry nobody holds, counting the attempt; null when none is due. */
  async function claim() {
    const due = db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.status, 'pending'),
          lte(inquiries.nextAttemptAt, sql`now()`),
          or(isNull(inquiries.lockedUntil), lte(inquiries.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(inquiries.nextAttemptAt), asc(inquiries.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(inquiries)
      .set({
        lockedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`,
        attempts: sql`${inquiries.attempts} + 1`,
      })
      .where(eq(inquiries.id, sql`(${due})`))
      .returning();
    return row ?? null;
  }

  /** Sends one due inquiry and records the outcome; false when nothing was due. */
  async function deliverOne(): Promise<boolean> {
    const row = await claim();
    if (!row) return false;
    const files = await options.inquiries.attachments(row.id);
    const mail = composeMail(
      {
        id: row.id,
        kind: row.kind as InquiryKind,
        fields: row.fields as InquiryFields,
        language: row.language,
        createdAt: row.createdAt,
      },
      files,
      options.inboxUrl(row.id),
    );
    let ok = true;
    let answer: { statusCode?: number; message: string };
    try {
      answer = await transport.send(mail);
    } catch (error) {
      ok = false;
      answer =
        error instanceof DeliveryError
          ? { statusCode: error.statusCode, message: error.message }
          : { message: (error as Error).message || String(error) };
    }
    const attempt = row.attempts;
    const backoff = Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** (attempt - 1));
    await db.transaction(async (tx) => {
      await tx.insert(inquiryDeliveries).values({
        inquiryId: row.id,
        attempt,
        transport: transport.name,
        ok,
        statusCode: answer.statusCode ?? null,
        message: answer.message.slice(0, 2000),
      });
      await tx
        .update(inquiries)
        .set(
          ok
            ? { status: 'sent', sentAt: sql`now()`, lockedUntil: null }
            : attempt >= maxAttempts
              ? { status: 'failed', lockedUntil: null }
              : { nextAttemptAt: sql`now() + ${backoff} * interval '1 second'`, lockedUntil: null },
        )
        .where(eq(inquiries.id, row.id));
    });
    if (ok) log.info({ inquiry: row.id, attempt, transport: transport.name }, 'inquiry delivered');
    else
      log.warn(
        { inquiry: row.id, attempt, transport: transport.name, status: answer.statusCode, reason: answer.message },
        attempt >= maxAttempts ? 'inquiry delivery gave up' : 'inquiry delivery failed; will retry',
      );
    return true;
  }

  /** Delivers everything that is due, one at a time; concurrent calls share one pass. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await deliverOne()));
        } catch (error) {
          // The database went away, say: the inquiries wait in the table for the next pass.
          log.warn({ err: error }, 'outbox pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  return {
    deliverOne,
    drain,
    /** Polls every `intervalMs` (and starts a pass at once, so nothing stored before a restart waits). */
    start(intervalMs = 5000) {
      stopped = false;
      timer ??= setInterval(() => void drain(), intervalMs);
      timer.unref();
      void drain();
    },
    /** Stops polling and waits for the pass under way. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await draining;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
