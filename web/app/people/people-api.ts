import type { AuditPage, InviteBody, Person, PersonSession, UpdatePersonBody } from '@site/blocks';
import { api } from '../session/api-client.ts';

/** Every call the People screen makes (ADR 0030); errors are the API client's ApiError. */

const person = (id: string) => `/v1/people/${encodeURIComponent(id)}`;

export const peopleApi = {
  list: (signal?: AbortSignal) => api<{ people: Person[] }>('/v1/people', signal ? { signal } : {}),
  invite: (body: InviteBody) => api<Person>('/v1/people/invitations', { method: 'POST', body }),
  update: (id: string, body: UpdatePersonBody) => api<Person>(person(id), { method: 'PATCH', body }),
  sessions: (id: string) => api<{ sessions: PersonSession[] }>(`${person(id)}/sessions`),
  endSession: (id: string, session: string) =>
    api<{ ended: number }>(`${person(id)}/sessions/${encodeURIComponent(session)}`, { method: 'DELETE' }),
  endAllSessions: (id: string) => api<{ ended: number }>(`${person(id)}/sessions`, { method: 'DELETE' }),
  audit: (before?: number) => api<AuditPage>(`/v1/audit-log?limit=20${before ? `&before=${before}` : ''}`),
};
