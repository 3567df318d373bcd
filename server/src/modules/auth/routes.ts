import { type Me, normalizeEmail } from '@site/blocks';
import { authRoutes as contracts } from '@site/blocks/api';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { isHttps } from '../../http/security-headers.ts';
import { SharedLimiter } from '../../http/shared-limiter.ts';
import { bearerToken, requireUser } from './guard.ts';
import type { AuthService, AuthUser } from './service.ts';
import { DEVICE_TOKEN_TTL_SECONDS, type TokenSigner } from './tokens.ts';

/**
 * Sign-in attempts allowed per window (ADR 0019). A browser that has signed in to an account before
 * carries a device cookie for it and is counted on its own; every other attempt on the account is
 * counted per address-and-account pair and, more slowly, across all addresses. So failing an
 * editor's password from many addresses cannot lock out the browsers they already use.
 */
export const LOGIN_LIMITS = {
  /** One client address, whatever accounts it tries. */
  perAddress: { max: 20, timeWindow: 15 * 60 * 1000 },
  /** One address trying one account, without that account's device cookie. */
  perPair: { max: 10, timeWindow: 15 * 60 * 1000 },
  /** One account, from every address without its device cookie together. */
  perAccount: { max: 30, timeWindow: 60 * 60 * 1000 },
  /** One browser holding the account's device cookie. */
  perDevice: { max: 10, timeWindow: 15 * 60 * 1000 },
};

/** The limits for `perAddress` attempts per address (LOGIN_RATE_LIMIT); the others in proportion. */
export function loginLimitsFor(perAddress: number): typeof LOGIN_LIMITS {
  const scale = perAddress / LOGIN_LIMITS.perAddress.max;
  const scaled = (limit: { max: number; timeWindow: number }) => ({
    ...limit,
    max: Math.max(1, Math.round(limit.max * scale)),
  });
  return {
    ...LOGIN_LIMITS,
    perAddress: scaled(LOGIN_LIMITS.perAddress),
    perPair: scaled(LOGIN_LIMITS.perPair),
    perAccount: scaled(LOGIN_LIMITS.perAccount),
  };
}

/**
 * Password changes per signed-in user, every attempt counted as sign-ins are: a stolen access token
 * cannot be used to guess the account's password faster than the sign-in form allows.
 */
export const PASSWORD_CHANGE_LIMIT = { max: 10, timeWindow: 15 * 60 * 1000 };

/** Sent only to the sign-in call, readable by no script. */
const DEVICE_COOKIE = 'sign_in_device';
const DEVICE_COOKIE_PATH = '/v1/auth/login';

export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    signer,
    db,
    limits = LOGIN_LIMITS,
    passwordChangeLimit = PASSWORD_CHANGE_LIMIT,
    trustProxy,
  }: {
    auth: AuthService;
    signer: TokenSigner;
    db: Db;
    limits?: typeof LOGIN_LIMITS;
    passwordChangeLimit?: typeof PASSWORD_CHANGE_LIMIT;
    trustProxy: number;
  },
) {
  // The address comes from the socket (or from trusted proxies only, see TRUST_PROXY); the account
  // key is the normalised e-mail, so changing case or spacing does not buy fresh attempts.
  // Counted in the database, so that every server copy counts against the same limits.
  const limiter = (scope: string, limit: { max: number; timeWindow: number }) =>
    new SharedLimiter(db, scope, limit.max, limit.timeWindow);
  const perAddress = limiter('login:address', limits.perAddress);
  const perPair = limiter('login:pair', limits.perPair);
  const perAccount = limiter('login:account', limits.perAccount);
  const perDevice = limiter('login:device', limits.perDevice);

  /** Counts an attempt on `email` (already validated: a limiter key never holds an unchecked value). */
  const limitLogins = async (request: FastifyRequest, reply: FastifyReply, email: string) => {
    const account = normalizeEmail(email);
    const cookie = parseCookie(request.headers.cookie ?? '')[DEVICE_COOKIE];
    const device = cookie && account ? await signer.verifyDevice(cookie, account) : null;
    const hits = [
      perAddress.hit(request.ip),
      ...(device ? [perDevice.hit(device)] : [perPair.hit(`${request.ip} ${account}`), perAccount.hit(account)]),
    ];
    for (const result of await Promise.all(hits)) {
      if (!result.allowed) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many sign-in attempts. Try again in ${result.retryAfterSeconds} seconds.`,
        );
      }
    }
  };

  // The body is checked (by its contract) before anything is counted or stored: a malformed one costs nothing but its 400.
  route(app, contracts.login, {}, async ({ body: { email, password } }, request, reply) => {
    await limitLogins(request, reply, email);
    const tokens = await auth.login(email, password);
    if (!tokens) {
      request.log.info({ account: normalizeEmail(email) }, 'failed sign-in');
      throw new HttpError(401, 'invalid_credentials', 'Invalid email or password.');
    }
    const device = serializeCookie(DEVICE_COOKIE, await signer.signDevice(normalizeEmail(email)), {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: isHttps(request.raw, trustProxy),
      maxAge: DEVICE_TOKEN_TTL_SECONDS,
    });
    return reply.header('cache-control', 'no-store').header('set-cookie', device).send(tokens);
  });

  route(app, contracts.refresh, {}, async ({ body: { refresh_token } }, _request, reply) => {
    const tokens = await auth.refresh(refresh_token);
    if (!tokens)
      throw new HttpError(401, 'invalid_refresh_token', 'The refresh token is invalid, expired or already used.');
    return reply.header('cache-control', 'no-store').send(tokens);
  });

  route(app, contracts.logout, {}, async ({ body: { refresh_token } }, _request, reply) => {
    await auth.logout(refresh_token);
    return reply.status(204).send();
  });

  const signedIn = requireUser(auth);
  const perUserPasswordChange = limiter('password-change:user', passwordChangeLimit);

  route(app, contracts.me, { preHandler: signedIn }, async (_input, request, reply) => {
    const { id, email, name, role } = request.user as AuthUser;
    return reply.header('cache-control', 'no-store').send({ id, email, name, role } satisfies Me);
  });

  const limitPasswordChanges = async (user: AuthUser, reply: FastifyReply) => {
    const result = await perUserPasswordChange.hit(user.id);
    if (!result.allowed) {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many password change attempts. Try again in ${result.retryAfterSeconds} seconds.`,
      );
    }
  };

  /** Any signed-in user, for their own account; their other sessions end, this one goes on. */
  route(app, contracts.changePassword, { preHandler: signedIn }, async ({ body }, request, reply) => {
    const user = request.user as AuthUser;
    // Counted once the body is well formed: only an attempt that checks a password can guess one.
    await limitPasswordChanges(user, reply);
    const result = await auth.changePassword(user, body.current_password, body.new_password);
    if (result === 'wrong_password') {
      request.log.info({ user: user.id }, 'password change with a wrong current password');
      throw new HttpError(400, 'wrong_current_password', 'The current password is not correct.', [
        { path: 'current_password', message: 'The current password is not correct.' },
      ]);
    }
    request.log.info({ user: user.id }, 'password changed; other sessions ended');
    return reply.status(204).send();
  });

  /** Only an admin may create users, except the very first one, who becomes the admin. */
  route(app, contracts.register, {}, async ({ body }, request, reply) => {
    const isFirst = (await auth.countUsers()) === 0;
    let role = body.role ?? 'editor';
    if (isFirst) {
      role = 'admin';
    } else {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'unauthorized', 'Only an admin can register users.');
      const actor = await auth.authenticate(token);
      if (!actor) throw new HttpError(401, 'invalid_token', 'The access token is invalid or has expired.');
      if (actor.role !== 'admin') throw new HttpError(403, 'forbidden', 'Only an admin can register users.');
    }
    const user = await auth.createUser({ email: body.email, password: body.password, name: body.name, role });
    return reply.status(201).send(user);
  });
}
