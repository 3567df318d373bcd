import {
  type AuditPage,
  INVITATION_TTL_HOURS,
  type InviteBody,
  type MailLanguage,
  normalizeEmail,
  type Person,
  type PersonSession,
  RESET_TTL_MINUTES,
  type UpdatePersonBody,
} from '@site/blocks';
import { and, count, desc, eq, exists, gt, isNull, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, refreshTokens, sessions, users, userTokens } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/service.ts';
import { passwordLink, queueAccountMail } from './account-mails.ts';
import { consumeLinkToken, endLinkTokens, inspectLinkToken, issueLinkToken, NO_PASSWORD } from './link-tokens.ts';

/**
 * People (ADR 0030) and password links (ADR 0031). Every change runs in one transaction with its
 * audit log row and, where one is sent, its e-mail: nothing is half done.
 */

export type Actor = Pick<AuthUser, 'id' | 'email'>;

const HOUR_MS = 3600 * 1000;
const AUDIT_PAGE_MAX = 100;

export function createPeople(db: Db, { publicUrl, now = () => new Date() }: { publicUrl: string; now?: () => Date }) {
  const site = new URL(publicUrl).host;

  /** Sessions that can still be refreshed: not ended, with an unused refresh token that has not expired. */
  const liveSession = (extra?: SQL) =>
    and(
      isNull(sessions.revokedAt),
      exists(
        db
          .select({ one: sql`1` })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.sessionId, sessions.id),
              isNull(refreshTokens.usedAt),
              gt(refreshTokens.expiresAt, sql`now()`),
            ),
          ),
      ),
      extra,
    );

  async function audit(tx: Db, actor: Actor | null, action: string, targetId: string, details: object = {}) {
    await tx.insert(auditLog).values({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      targetType: 'user',
      targetId,
      details,
    });
  }

  async function endSessions(tx: Db, where: SQL | undefined, reason: string): Promise<number> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(where, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }

  /** Locks the user's row for the rest of the transaction; 404 when there is none. */
  async function lockUser(tx: Db, id: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!user) throw new HttpError(404, 'user_not_found', 'There is no such user.');
    return user;
  }

  /**
   * Refuses a change that would leave no enabled admin. The enabled admins' rows are locked first,
   * so two admins demoting each other at once cannot both succeed.
   */
  async function keepAnAdmin(tx: Db, leaving: string) {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.disabled, false)))
      .for('update');
    if (!admins.some((admin) => admin.id !== leaving))
      throw new HttpError(
        409,
        'last_admin',
        'This is the last enabled admin: make another person admin first, then change this one.',
      );
  }

  async function person(id: string): Promise<Person> {
    const found = (await list(eq(users.id, id)))[0];
    if (!found) throw new HttpError(404, 'user_not_found', 'There is no such user.');
    return found;
  }

  async function list(where?: SQL): Promise<Person[]> {
    const live = db
      .select({ userId: sessions.userId, live: count().as('live') })
      .from(sessions)
      .where(liveSession())
      .groupBy(sessions.userId)
      .as('live');
    const last = db
      .select({ userId: sessions.userId, at: max(sessions.createdAt).as('at') })
      .from(sessions)
      .groupBy(sessions.userId)
      .as('last');
    const rows = await db
      .select({ user: users, live: live.live, lastSignIn: last.at })
      .from(users)
      .leftJoin(live, eq(live.userId, users.id))
      .leftJoin(last, eq(last.userId, users.id))
      .where(where)
      .orderBy(users.createdAt);
    return rows.map(({ user, live: liveCount, lastSignIn }) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      status: user.disabled ? 'disabled' : user.passwordHash === NO_PASSWORD ? 'invited' : 'active',
      created_at: user.createdAt.toISOString(),
      last_sign_in: lastSignIn ? new Date(lastSignIn as unknown as string).toISOString() : null,
      live_sessions: Number(liveCount ?? 0),
    }));
  }

  return {
    list: () => list(),

    /**
     * Creates the user without a usable password and queues the invitation. Inviting someone who
     * is still only invited sends a new link (the old one stops working); an account in use is 409.
     */
    async invite(actor: Actor, input: InviteBody): Promise<Person> {
      const email = normalizeEmail(input.email);
      const id = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1);
        if (existing && existing.passwordHash !== NO_PASSWORD)
          throw new HttpError(409, 'email_taken', 'A user with this e-mail address already exists.');
        const [user] = existing
          ? await tx
              .update(users)
              .set({ name: input.name, role: input.role, disabled: false, updatedAt: new Date() })
              .where(eq(users.id, existing.id))
              .returning()
          : await tx
              .insert(users)
              .values({ email, name: input.name, role: input.role, passwordHash: NO_PASSWORD })
              .returning();
        if (!user) throw new Error('the invited user was not stored');
        const token = await issueLinkToken(tx, {
          userId: user.id,
          kind: 'invitation',
          createdBy: actor.id,
          now: now(),
          ttlMs: INVITATION_TTL_HOURS * HOUR_MS,
        });
        await queueAccountMail(tx, {
          kind: 'invitation',
          to: email,
          language: input.language,
          link: passwordLink(publicUrl, token, input.language),
          site,
          name: input.name,
          inviter: actor.email,
        });
        await audit(tx, actor, existing ? 'user.reinvite' : 'user.invite', user.id, {
          email,
          role: input.role,
          language: input.language,
        });
        return user.id;
      });
      return person(id);
    },

    /** A new role, or disabling/enabling; disabling ends every session. The last admin stays. */
    async update(actor: Actor, id: string, change: UpdatePersonBody): Promise<Person> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const user = await lockUser(tx, id);
        if ('role' in change) {
          if (change.role === user.role) return;
          if (user.role === 'admin' && !user.disabled) await keepAnAdmin(tx, user.id);
          await tx.update(users).set({ role: change.role, updatedAt: new Date() }).where(eq(users.id, id));
          await audit(tx, actor, 'user.role', id, { email: user.email, from: user.role, to: change.role });
          return;
        }
        if (change.disabled === user.disabled) return;
        if (change.disabled && user.role === 'admin') await keepAnAdmin(tx, user.id);
        await tx.update(users).set({ disabled: change.disabled, updatedAt: new Date() }).where(eq(users.id, id));
        if (!change.disabled) return audit(tx, actor, 'user.enable', id, { email: user.email });
        // A disabled account can do nothing: its sessions and its outstanding links end now.
        const ended = await endSessions(tx, eq(sessions.userId, id), 'user_disabled');
        const links = await endLinkTokens(tx, id, now());
        await audit(tx, actor, 'user.disable', id, { email: user.email, sessions_ended: ended, links_ended: links });
      });
      return person(id);
    },

    async sessions(id: string): Promise<PersonSession[]> {
      await person(id);
      const rows = await db
        .select({ id: sessions.id, createdAt: sessions.createdAt })
        .from(sessions)
        .where(liveSession(eq(sessions.userId, id)))
        .orderBy(desc(sessions.createdAt));
      return rows.map((row) => ({ id: row.id, created_at: row.createdAt.toISOString() }));
    },

    /** Ends one session of the user, or all of them when `sessionId` is undefined. */
    async endSessions(actor: Actor, id: string, sessionId?: string): Promise<number> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const user = await lockUser(tx, id);
        const where = sessionId ? and(eq(sessions.userId, id), eq(sessions.id, sessionId)) : eq(sessions.userId, id);
        const ended = await endSessions(tx, where, 'ended_by_admin');
        if (sessionId && ended === 0)
          throw new HttpError(404, 'session_not_found', 'This session does not exist or has already ended.');
        await audit(tx, actor, 'user.sessions_end', id, {
          email: user.email,
          ended,
          ...(sessionId ? { session: sessionId } : {}),
        });
        return ended;
      });
    },

    /** Newest first, `limit` at a time; `before` is the `next_before` of the previous page. */
    async audit(before: number | undefined, limit: number): Promise<AuditPage> {
      const size = Math.min(Math.max(limit, 1), AUDIT_PAGE_MAX);
      const rows = await db
        .select()
        .from(auditLog)
        .where(before ? lt(auditLog.id, before) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(size + 1);
      const entries = rows.slice(0, size).map((row) => ({
        id: row.id,
        actor_email: row.actorEmail,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        details: row.details as Record<string, unknown>,
        created_at: row.createdAt.toISOString(),
      }));
      return { entries, next_before: rows.length > size ? (entries.at(-1)?.id ?? null) : null };
    },

    /**
     * Queues a reset link for an enabled account with that address; does nothing otherwise. The
     * caller answers the same either way.
     */
    async requestReset(emailInput: string, language: MailLanguage): Promise<void> {
      const email = normalizeEmail(emailInput);
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [user] = await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(and(eq(users.email, email), eq(users.disabled, false)))
          .limit(1);
        if (!user) return;
        const token = await issueLinkToken(tx, {
          userId: user.id,
          kind: 'password_reset',
          createdBy: null,
          now: now(),
          ttlMs: RESET_TTL_MINUTES * 60 * 1000,
        });
        await queueAccountMail(tx, {
          kind: 'password_reset',
          to: user.email,
          language,
          link: passwordLink(publicUrl, token, language),
          site,
        });
        await audit(tx, null, 'user.password_reset_request', user.id, { email: user.email });
      });
    },

    /** What kind of link a token is, if it still works; refused (404/410/403) otherwise. */
    checkLink: (token: string) => inspectLinkToken(db, token, now()),

    /**
     * Sets the password of a reset or invitation link's user, using the link up, and ends every
     * session of theirs. `passwordHash` is computed before (scrypt takes long; no lock waits on it).
     */
    async setPasswordWithLink(token: string, passwordHash: string): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const link = await consumeLinkToken(tx, token, now());
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, link.userId));
        // An invitation accepted makes any other open link of the user's pointless, and vice versa.
        await tx
          .update(userTokens)
          .set({ usedAt: now() })
          .where(and(eq(userTokens.userId, link.userId), isNull(userTokens.usedAt)));
        const ended = await endSessions(tx, eq(sessions.userId, link.userId), 'password_reset');
        await audit(
          tx,
          { id: link.userId, email: link.email },
          link.kind === 'invitation' ? 'user.invitation_accept' : 'user.password_reset',
          link.userId,
          { email: link.email, sessions_ended: ended },
        );
      });
    },
  };
}

export type People = ReturnType<typeof createPeople>;
