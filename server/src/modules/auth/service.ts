import { randomBytes } from 'node:crypto';
import { normalizeEmail, type Role, type TokenPair } from '@site/blocks';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { type Db, single } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { hashOpaqueToken, newOpaqueToken, REFRESH_TOKEN_TTL_MS, type TokenSigner } from './tokens.ts';

export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  sessionId: string;
}

export interface PublicUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  disabled: boolean;
}

type RevokeReason = 'logout' | 'refresh_reuse' | 'password_change' | 'user_disabled';

export function createAuthService(db: Db, signer: TokenSigner) {
  async function issueTokens(tx: Db, user: { id: string; role: Role }, sessionId: string): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: refresh.hash,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const access = await signer.sign({ userId: user.id, role: user.role, sessionId });
    return { access_token: access, refresh_token: refresh.token };
  }

  async function revokeSessions(tx: Db, where: SQL | undefined, reason: RevokeReason) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(where, isNull(sessions.revokedAt)));
  }

  return {
    /** Tokens for a right e-mail and password; null otherwise, after the same amount of work. */
    async login(emailInput: string, password: string): Promise<TokenPair | null> {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(emailInput)))
        .limit(1);
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !valid || user.disabled) return null;
      return db.transaction(async (tx) => {
        const session = single(await tx.insert(sessions).values({ userId: user.id }).returning({ id: sessions.id }));
        return issueTokens(tx as unknown as Db, user, session.id);
      });
    },

    /**
     * Exchanges a refresh token for a new pair; the old one is dead from then on. A token that was
     * already exchanged is treated as stolen: its whole session (token family) is revoked.
     */
    async refresh(token: string): Promise<TokenPair | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ token: refreshTokens, session: sessions, user: users })
          .from(refreshTokens)
          .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
          .for('update', { of: refreshTokens })
          .limit(1);
        if (!row || row.session.revokedAt || row.user.disabled) return null;
        if (row.token.usedAt) {
          await revokeSessions(tx as unknown as Db, eq(sessions.id, row.session.id), 'refresh_reuse');
          return null;
        }
        if (row.token.expiresAt.getTime() <= Date.now()) return null;
        await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.token.id));
        return issueTokens(tx as unknown as Db, row.user, row.session.id);
      });
    },

    /** Ends the session the refresh token belongs to, with every token issued in it. */
    async logout(token: string): Promise<void> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
        .limit(1);
      if (row) await revokeSessions(db, eq(sessions.id, row.sessionId), 'logout');
    },

    /** The user behind an access token, if the token is valid and its session and account are still live. */
    async authenticate(accessToken: string): Promise<AuthUser | null> {
      const claims = await signer.verify(accessToken);
      if (!claims) return null;
      const [row] = await db
        .select({ user: users, revokedAt: sessions.revokedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sessionId), eq(users.id, claims.userId)))
        .limit(1);
      if (!row || row.revokedAt || row.user.disabled) return null;
      // The stored role wins over the token's: a demotion takes effect at once.
      return {
        id: row.user.id,
        email: row.user.email,
        name: row.user.name,
        role: row.user.role,
        sessionId: claims.sessionId,
      };
    },

    async countUsers(): Promise<number> {
      return db.$count(users);
    },

    /** Creates a user; 409 when the e-mail is taken. */
    async createUser(input: {
      email: string;
      password: string;
      name?: string | undefined;
      role: Role;
    }): Promise<PublicUser> {
      const [created] = await db
        .insert(users)
        .values({
          email: normalizeEmail(input.email),
          name: input.name ?? null,
          role: input.role,
          passwordHash: await hashPassword(input.password),
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!created) throw new HttpError(409, 'email_taken', 'A user with this e-mail address already exists.');
      return toPublic(created);
    },

    /**
     * A signed-in user's own change: the current password must be right. Every other session of the
     * user ends (a thief's included); the one asking keeps working.
     */
    async changePassword(
      user: Pick<AuthUser, 'id' | 'sessionId'>,
      currentPassword: string,
      newPassword: string,
    ): Promise<'changed' | 'wrong_password'> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) return 'wrong_password';
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        // Only over the hash just checked: a change that got in first makes this one's current password wrong.
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(users.id, user.id), eq(users.passwordHash, row.passwordHash)))
          .returning({ id: users.id });
        if (!changed) return 'wrong_password' as const;
        await revokeSessions(
          tx as unknown as Db,
          and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)),
          'password_change',
        );
        return 'changed' as const;
      });
    },

    /** Sets a new password and ends every session of the user. */
    async setPassword(emailInput: string, password: string): Promise<boolean> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.email, normalizeEmail(emailInput)))
          .returning({ id: users.id });
        if (!user) return false;
        await revokeSessions(tx as unknown as Db, eq(sessions.userId, user.id), 'password_change');
        return true;
      });
    },

    /** Disables (or re-enables) an account; disabling ends every session at once. */
    async setDisabled(emailInput: string, disabled: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ disabled, updatedAt: new Date() })
          .where(eq(users.email, normalizeEmail(emailInput)))
          .returning({ id: users.id });
        if (!user) return false;
        if (disabled) await revokeSessions(tx as unknown as Db, eq(sessions.userId, user.id), 'user_disabled');
        return true;
      });
    },

    async listUsers(): Promise<PublicUser[]> {
      return (await db.select().from(users).orderBy(users.createdAt)).map(toPublic);
    },

    /**
     * On first boot (no users at all), creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD. Returns
     * the password when it had to generate one, so it can be printed once.
     */
    async ensureFirstAdmin(
      emailInput: string,
      password: string | undefined,
    ): Promise<{ created: boolean; generatedPassword?: string }> {
      if ((await db.$count(users)) > 0) return { created: false };
      const generated = password ? undefined : generatePassword();
      const [created] = await db
        .insert(users)
        .values({
          email: normalizeEmail(emailInput),
          name: 'Administrator',
          role: 'admin',
          passwordHash: await hashPassword(password ?? (generated as string)),
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return created ? { created: true, ...(generated ? { generatedPassword: generated } : {}) } : { created: false };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function toPublic(user: typeof users.$inferSelect): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, disabled: user.disabled };
}

/** 20 random characters that satisfy the password policy. */
export function generatePassword(): string {
  const body = randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
  return `${body}Aa1!`;
}
