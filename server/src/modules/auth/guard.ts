import type { Role } from '@site/blocks';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import type { AuthService, AuthUser } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by an auth guard for requests carrying a valid access token. */
    user?: AuthUser;
  }
}

const ALLOWED: Record<Role, readonly Role[]> = {
  editor: ['editor', 'admin'],
  admin: ['admin'],
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The user behind the request's access token: missing, malformed, expired, wrongly signed or revoked → 401. */
export async function signedInUser(auth: AuthService, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (!token)
    throw new HttpError(401, 'unauthorized', 'Sign in to do this: send Authorization: Bearer <access token>.');
  const user = await auth.authenticate(token);
  if (!user) throw new HttpError(401, 'invalid_token', 'The access token is invalid or has expired.');
  return user;
}

/** A preHandler that lets through any signed-in user, whatever the role. */
export function requireUser(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.user = await signedInUser(auth, request);
  };
}

/**
 * A preHandler that lets through only live access tokens of users holding `role` (admins pass
 * every check): no valid token → 401; wrong role → 403.
 */
export function requireRole(auth: AuthService, role: Role): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const user = await signedInUser(auth, request);
    if (!ALLOWED[role].includes(user.role)) {
      throw new HttpError(403, 'forbidden', `This needs the ${role} role.`);
    }
    request.user = user;
  };
}
