import type { BodyOf, peopleRoutes } from '@site/blocks/api';
import { call } from '../session/api-client.ts';

/** Every call the People screen makes (ADR 0030); errors are the API client's ApiError. */

const person = (id: string) => `/v1/people/${encodeURIComponent(id)}` as const;

export const peopleApi = {
  list: (signal?: AbortSignal) => call<typeof peopleRoutes.list>('GET', '/v1/people', signal ? { signal } : {}),
  invite: (body: BodyOf<typeof peopleRoutes.invite>) =>
    call<typeof peopleRoutes.invite>('POST', '/v1/people/invitations', { body }),
  update: (id: string, body: BodyOf<typeof peopleRoutes.update>) =>
    call<typeof peopleRoutes.update>('PATCH', person(id), { body }),
  sessions: (id: string) => call<typeof peopleRoutes.sessions>('GET', `${person(id)}/sessions`),
  endSession: (id: string, session: string) =>
    call<typeof peopleRoutes.endSession>('DELETE', `${person(id)}/sessions/${encodeURIComponent(session)}`),
  endAllSessions: (id: string) => call<typeof peopleRoutes.endAllSessions>('DELETE', `${person(id)}/sessions`),
  audit: (before?: number) =>
    call<typeof peopleRoutes.audit>('GET', `/v1/audit-log?limit=20${before ? `&before=${before}` : ''}`),
};
