import type { PasswordTokenRefusal } from '@site/blocks';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userTokens } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens.ts';

/**
 * The tokens of invitation and password-reset links (ADRs 0030, 0031), as preview links keep
 * theirs (ADR 0029): 256 random bits shown once, only the SHA-256 stored, single use.
 */

export type LinkKind = 'invitation' | 'password_reset';

/** A password hash no password matches: an invited user has not chosen one yet. */
export const NO_PASSWORD = '!invited';

const REFUSALS: Record<PasswordTokenRefusal, [status: number, message: string]> = {
  link_not_found: [404, 'This link is not valid. Ask for a new one.'],
  link_expired: [410, 'This link has expired. Ask for a new one.'],
  link_used: [410, 'This link has already been used. Ask for a new one.'],
  account_disabled: [403, 'This account is disabled. Ask an administrator.'],
};

export function refuseLink(code: PasswordTokenRefusal): HttpError {
  const [status, message] = REFUSALS[code];
  return new HttpError(status, code, message);
}

/** A new token for the user; any earlier unused one of the same kind stops working (superseded). */
export async function issueLinkToken(
  tx: Db,
  input: { userId: string; kind: LinkKind; createdBy: string | null; now: Date; ttlMs: number },
): Promise<string> {
  await tx
    .update(userTokens)
    .set({ usedAt: input.now })
    .where(and(eq(userTokens.userId, input.userId), eq(userTokens.kind, input.kind), isNull(userTokens.usedAt)));
  const { token, hash } = newOpaqueToken();
  await tx.insert(userTokens).values({
    userId: input.userId,
    kind: input.kind,
    tokenHash: hash,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/**
 * Ends every unused link of the user (disabling an account): enabling it again does not bring back
 * a reset or invitation link asked for before. Gives how many were ended.
 */
export async function endLinkTokens(tx: Db, userId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return ended.length;
}

async function findLink(tx: Db, token: string, now: Date, lock: boolean) {
  const query = tx
    .select({ token: userTokens, user: { id: users.id, email: users.email, disabled: users.disabled } })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(eq(userTokens.tokenHash, hashOpaqueToken(token)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: userTokens }) : await query;
  if (!row) throw refuseLink('link_not_found');
  // Said first: while the account is disabled, that is why (its links were ended with it).
  if (row.user.disabled) throw refuseLink('account_disabled');
  if (row.token.usedAt) throw refuseLink('link_used');
  if (row.token.expiresAt.getTime() <= now.getTime()) throw refuseLink('link_expired');
  return { tokenId: row.token.id, userId: row.user.id, kind: row.token.kind, email: row.user.email };
}

/** What a token would open, without using it; refuses as `consumeLinkToken` does. */
export async function inspectLinkToken(db: Db, token: string, now: Date): Promise<{ kind: LinkKind }> {
  const { kind } = await findLink(db, token, now, false);
  return { kind };
}

/**
 * Uses up a token inside the caller's transaction: the row is locked, so two tabs submitting the
 * same link cannot both set a password. Refuses unknown, expired, used links and disabled accounts.
 */
export async function consumeLinkToken(
  tx: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; kind: LinkKind; email: string }> {
  const link = await findLink(tx, token, now, true);
  await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, link.tokenId));
  return link;
}
