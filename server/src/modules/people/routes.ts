import { normalizeEmail } from '@site/blocks';
import { authRoutes, peopleRoutes as contracts } from '@site/blocks/api';
import type { FastifyInstance, FastifyReply, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { SharedLimiter } from '../../http/shared-limiter.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { AuthUser } from '../auth/service.ts';
import type { People } from './service.ts';

/**
 * Reset requests allowed (ADR 0031): per client address, and per account whatever the address,
 * so nobody can flood one inbox. Counted whether or not the account exists, so the answer tells
 * nothing either way.
 */
export const RESET_LIMITS = {
  perAddress: { max: 10, timeWindow: 15 * 60 * 1000 },
  perAccount: { max: 3, timeWindow: 60 * 60 * 1000 },
};

/** The limits for `perAddress` requests per address (RESET_RATE_LIMIT); the account's in proportion. */
export function resetLimitsFor(perAddress: number): typeof RESET_LIMITS {
  const scale = perAddress / RESET_LIMITS.perAddress.max;
  return {
    perAddress: { ...RESET_LIMITS.perAddress, max: perAddress },
    perAccount: { ...RESET_LIMITS.perAccount, max: Math.max(1, Math.round(RESET_LIMITS.perAccount.max * scale)) },
  };
}

/** The admin's People screen (ADR 0030): every route needs the admin role. */
export async function peopleRoutes(
  app: FastifyInstance,
  {
    people,
    requireAdmin,
    onQueued,
  }: { people: People; requireAdmin: preHandlerAsyncHookHandler; onQueued?: () => void },
) {
  const admin = { preHandler: requireAdmin };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  route(app, contracts.list, admin, async (_input, _request, reply) =>
    noStore(reply).send({ people: await people.list() }),
  );

  route(app, contracts.invite, admin, async ({ body }, request, reply) => {
    const person = await people.invite(request.user as AuthUser, body);
    onQueued?.();
    return reply.status(201).send(person);
  });

  route(app, contracts.update, admin, async ({ params: { id }, body }, request) =>
    people.update(request.user as AuthUser, id, body),
  );

  route(app, contracts.sessions, admin, async ({ params: { id } }, _request, reply) =>
    noStore(reply).send({ sessions: await people.sessions(id) }),
  );

  route(app, contracts.endAllSessions, admin, async ({ params: { id } }, request) => ({
    ended: await people.endSessions(request.user as AuthUser, id),
  }));

  route(app, contracts.endSession, admin, async ({ params: { id, session } }, request) => ({
    ended: await people.endSessions(request.user as AuthUser, id, session),
  }));

  route(app, contracts.audit, admin, async ({ query: { before, limit } }, _request, reply) =>
    noStore(reply).send(await people.audit(before, limit)),
  );
}

/** Forgot password and the links' create-new-password screen (ADR 0031): no sign-in needed. */
export async function passwordLinkRoutes(
  app: FastifyInstance,
  {
    people,
    db,
    limits = RESET_LIMITS,
    onQueued,
  }: { people: People; db: Db; limits?: typeof RESET_LIMITS | undefined; onQueued?: () => void },
) {
  const perAddress = new SharedLimiter(db, 'reset:address', limits.perAddress.max, limits.perAddress.timeWindow);
  const perAccount = new SharedLimiter(db, 'reset:account', limits.perAccount.max, limits.perAccount.timeWindow);

  route(app, authRoutes.forgotPassword, {}, async ({ body }, request, reply) => {
    for (const result of await Promise.all([perAddress.hit(request.ip), perAccount.hit(normalizeEmail(body.email))])) {
      if (!result.allowed) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many reset requests. Try again in ${result.retryAfterSeconds} seconds.`,
        );
      }
    }
    await people.requestReset(body.email, body.language ?? 'en');
    onQueued?.();
    return reply.status(202).send({
      message: 'If an account exists for this address, a link to reset its password is on its way.',
    });
  });

  /** The create-new-password screen asks before showing its form, so a dead link says so at once. */
  route(app, authRoutes.checkLink, {}, async ({ body: { token } }, _request, reply) => {
    return reply.header('cache-control', 'no-store').send(await people.checkLink(token));
  });

  route(app, authRoutes.resetPassword, {}, async ({ body }, _request, reply) => {
    // Checked before scrypt runs: a forged token costs a lookup, not 128 MiB of hashing.
    await people.checkLink(body.token);
    await people.setPasswordWithLink(body.token, await hashPassword(body.new_password));
    return reply.status(204).send();
  });
}
