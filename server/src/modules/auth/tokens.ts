import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@site/blocks';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a browser that signed in to an account is remembered as that account's (ADR 0019). */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 60 * 60;
const DEVICE_AUDIENCE = 'sign-in-device';
const ISSUER = 'gulf-learning-site';
/** Users and sessions are keyed by UUID; a token naming anything else was not signed by us for them. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  role: Role;
  sessionId: string;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, now = Date.now()): Promise<string> {
      const issuedAt = Math.floor(now / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /**
     * The claims of a valid, unexpired token we signed, carrying every claim we write (an expiry
     * above all: a token without one would never die); null for anything else.
     */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          typ: 'JWT',
          requiredClaims: ['exp', 'iat', 'sub', 'sid', 'role'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
        });
        const role = payload.role;
        if (
          !withinLifetime(payload, ACCESS_TOKEN_TTL_SECONDS) ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          !UUID.test(payload.sub) ||
          !UUID.test(payload.sid) ||
          (role !== 'admin' && role !== 'editor')
        ) {
          return null;
        }
        return { userId: payload.sub, role, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
    /** A token saying "this browser signed in to `account`" (a normalised e-mail, kept only as a hash). */
    async signDevice(account: string, now = Date.now()): Promise<string> {
      const issuedAt = Math.floor(now / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(accountHash(account))
        .setAudience(DEVICE_AUDIENCE)
        .setIssuer(ISSUER)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + DEVICE_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /** The device's id when `token` is a live device token of `account`; null otherwise. */
    async verifyDevice(token: string, account: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: DEVICE_AUDIENCE,
          subject: accountHash(account),
          requiredClaims: ['exp', 'iat', 'jti'],
          maxTokenAge: DEVICE_TOKEN_TTL_SECONDS,
        });
        return typeof payload.jti === 'string' && withinLifetime(payload, DEVICE_TOKEN_TTL_SECONDS)
          ? payload.jti
          : null;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

/**
 * A token we sign lives exactly its configured lifetime. One signed with our secret but claiming a
 * longer one (an `exp` ten years after its `iat`) was not made by this code: refused, as is one
 * issued in the future. (jose's maxTokenAge bounds only how long ago `iat` was.)
 */
function withinLifetime(payload: { iat?: number; exp?: number }, ttlSeconds: number): boolean {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  return exp - iat <= ttlSeconds && iat <= Math.floor(Date.now() / 1000) + CLOCK_TOLERANCE_SECONDS;
}
/** How far ahead of our clock a token's `iat` may be: copies' clocks differ by a little. */
const CLOCK_TOLERANCE_SECONDS = 60;

const accountHash = (account: string) => createHash('sha256').update(account).digest('base64url');
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque token (256 random bits: refresh tokens, preview links) and the hash we keep of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
