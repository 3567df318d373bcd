import { loginBody, normalizeEmail, refreshBody, registerBody } from '@site/blocks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { SharedLimiter } from '../../http/shared-limiter.ts';
import { parseInput } from '../../http/validate.ts';
import { bearerToken } from './guard.ts';
import type { AuthService } from './service.ts';

/** Login attempts allowed per window, per client address and per account. */
export const LOGIN_LIMITS = {
  perAddress: { max: 20, timeWindow: 15 * 60 * 1000 },
  perAccount: { max: 10, timeWindow: 15 * 60 * 1000 },
};

export async function authRoutes(
  app: FastifyInstance,
  { auth, db, limits = LOGIN_LIMITS }: { auth: AuthService; db: Db; limits?: typeof LOGIN_LIMITS },
) {
  // The address comes from the socket (or from trusted proxies only, see TRUST_PROXY); the account
  // key is the normalised e-mail, so changing case or spacing does not buy fresh attempts.
  // Counted in the database, so that every server copy counts against the same limits.
  const perAddress = new SharedLimiter(db, 'login:address', limits.perAddress.max, limits.perAddress.timeWindow);
  const perAccount = new SharedLimiter(db, 'login:account', limits.perAccount.max, limits.perAccount.timeWindow);
  const limitLogins = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as { email?: unknown } | undefined;
    const account = typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
    for (const result of await Promise.all([perAddress.hit(request.ip), perAccount.hit(account)])) {
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

  app.post('/v1/auth/login', { preHandler: limitLogins }, async (request, reply) => {
    const { email, password } = parseInput(loginBody, request.body);
    const tokens = await auth.login(email, password);
    if (!tokens) {
      request.log.info({ account: normalizeEmail(email) }, 'failed sign-in');
      throw new HttpError(401, 'invalid_credentials', 'Invalid email or password.');
    }
    return reply.header('cache-control', 'no-store').send(tokens);
  });

  app.post('/v1/auth/token/refresh', async (request, reply) => {
    const { refresh_token } = parseInput(refreshBody, request.body);
    const tokens = await auth.refresh(refresh_token);
    if (!tokens)
      throw new HttpError(401, 'invalid_refresh_token', 'The refresh token is invalid, expired or already used.');
    return reply.header('cache-control', 'no-store').send(tokens);
  });

  app.post('/v1/auth/logout', async (request, reply) => {
    const { refresh_token } = parseInput(refreshBody, request.body);
    await auth.logout(refresh_token);
    return reply.status(204).send();
  });

  /** Only an admin may create users, except the very first one, who becomes the admin. */
  app.post('/v1/auth/register', async (request, reply) => {
    const body = parseInput(registerBody, request.body);
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
