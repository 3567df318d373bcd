import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountMails, inquiries, inquiryDeliveries } from '../../db/schema.ts';
import { composeMail } from './compose.ts';
import type { InquiryFields, InquiryKind } from './input.ts';
import type { InquiryService } from './service.ts';
import { type AccountMail, DeliveryError, type MailTransport } from './transports.ts';

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
 * Claims the oldest due row of an outbox table (inquiries, account e-mails) that nobody holds,
 * counting the attempt: `FOR UPDATE SKIP LOCKED` and a lease, so no two workers send the same row.
 * Both tables have the same outbox columns; the query is written once over the inquiries' types.
 */
async function claimDue<T extends typeof inquiries | typeof accountMails>(
  db: Db,
  table: T,
  leaseSeconds: number,
): Promise<T['$inferSelect'] | null> {
  const t = table as typeof inquiries;
  const due = db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.status, 'pending'),
        lte(t.nextAttemptAt, sql`now()`),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(t.nextAttemptAt), asc(t.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(t)
    .set({ lockedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`, attempts: sql`${t.attempts} + 1` })
    .where(eq(t.id, sql`(${due})`))
    .returning();
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/**
 * Delivers stored inquiries, and the account e-mails of ADR 0031 after them. Any number of workers (in any number of server copies on one
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

  /** What a row's status becomes after an attempt: sent, given up, or due again after a backoff. */
  function afterAttempt(ok: boolean, attempt: number) {
    const backoff = Math.min(MAX_BACKOFF_SECONDS, retrySeconds * 2 ** (attempt - 1));
    return ok
      ? { status: 'sent' as const, sentAt: sql`now()`, lockedUntil: null }
      : attempt >= maxAttempts
        ? { status: 'failed' as const, lockedUntil: null }
        : { nextAttemptAt: sql`now() + ${backoff} * interval '1 second'`, lockedUntil: null };
  }

  /**
   * Sends one due account e-mail (invitation, password reset; ADR 0031) and records the outcome on
   * its row; false when none was due or the transport sends no account e-mails.
   */
  async function deliverAccountMail(): Promise<boolean> {
    if (!transport.sendAccountMail) return false;
    const row = await claimDue(db, accountMails, leaseSeconds);
    if (!row) return false;
    const mail: AccountMail = {
      mailId: row.id,
      kind: row.kind,
      to: row.to,
      language: row.language,
      subject: row.subject,
      text: row.text,
    };
    let error: string | undefined;
    try {
      await transport.sendAccountMail(mail);
    } catch (failure) {
      error = (failure as Error).message || String(failure);
    }
    const ok = error === undefined;
    await db
      .update(accountMails)
      .set({ ...afterAttempt(ok, row.attempts), lastError: error?.slice(0, 2000) ?? null })
      .where(eq(accountMails.id, row.id));
    const entry = { mail: row.id, kind: row.kind, attempt: row.attempts, transport: transport.name };
    if (ok) log.info(entry, 'account mail delivered');
    else log.warn({ ...entry, reason: error }, 'account mail delivery failed');
    return true;
  }

  /** Sends one due inquiry, else one due account e-mail, and records the outcome; false when nothing was due. */
  async function deliverOne(): Promise<boolean> {
    const row = await claimDue(db, inquiries, leaseSeconds);
    if (!row) return deliverAccountMail();
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
    await db.transaction(async (tx) => {
      await tx.insert(inquiryDeliveries).values({
        inquiryId: row.id,
        attempt,
        transport: transport.name,
        ok,
        statusCode: answer.statusCode ?? null,
        message: answer.message.slice(0, 2000),
      });
      await tx.update(inquiries).set(afterAttempt(ok, attempt)).where(eq(inquiries.id, row.id));
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
