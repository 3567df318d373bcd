import { z } from 'zod';
import {
  auditPage,
  auditQuery,
  INVITATION_TTL_HOURS,
  inviteBody,
  person,
  personParams,
  personSession,
  personSessionParams,
  updatePersonBody,
} from '../people.ts';
import { defineRoute } from './define-route.ts';

/** People, roles, sessions and the audit log (ADR 0030). */

const ended = z.object({ ended: z.number().int().min(0).describe('How many sessions ended') });

export const peopleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/people',
    tag: 'People',
    summary: 'Everyone who can sign in',
    description: 'With each person’s status, last sign-in and live sessions, oldest account first.',
    access: 'admin',
    answers: { 200: { description: 'The people', schema: z.object({ people: z.array(person) }) } },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/v1/people/invitations',
    tag: 'People',
    summary: 'Invite someone',
    description: `Creates the user without a password and e-mails a link to choose one, in the language asked for; the link works for ${INVITATION_TTL_HOURS} hours. Inviting someone who is still only invited sends a new link, and the old one stops working.`,
    access: 'admin',
    body: inviteBody,
    answers: {
      201: { description: 'The person, invited', schema: person },
      409: { description: 'email_taken: an account with this address is in use' },
    },
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/v1/people/{id}',
    tag: 'People',
    summary: 'Change a person’s role, or disable or enable the account',
    description:
      'One change at a time. Disabling ends every session and every outstanding link of the account. The last enabled admin can be neither demoted nor disabled.',
    access: 'admin',
    params: personParams,
    body: updatePersonBody,
    answers: {
      200: { description: 'The person, changed', schema: person },
      404: { description: 'user_not_found' },
      409: { description: 'last_admin: the last enabled admin' },
    },
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/v1/people/{id}/sessions',
    tag: 'People',
    summary: 'A person’s live sessions',
    description: 'The sessions that can still be refreshed, newest first.',
    access: 'admin',
    params: personParams,
    answers: {
      200: { description: 'The sessions', schema: z.object({ sessions: z.array(personSession) }) },
      404: { description: 'user_not_found' },
    },
  }),
  endAllSessions: defineRoute({
    method: 'DELETE',
    path: '/v1/people/{id}/sessions',
    tag: 'People',
    summary: 'End every session of a person',
    description: 'Their access tokens stop working too; the account stays enabled.',
    access: 'admin',
    params: personParams,
    answers: {
      200: { description: 'Ended (possibly none)', schema: ended },
      404: { description: 'user_not_found' },
    },
  }),
  endSession: defineRoute({
    method: 'DELETE',
    path: '/v1/people/{id}/sessions/{session}',
    tag: 'People',
    summary: 'End one session of a person',
    access: 'admin',
    params: personSessionParams,
    answers: {
      200: { description: 'Ended', schema: ended },
      404: { description: 'user_not_found, or session_not_found: it does not exist or has already ended' },
    },
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/v1/audit-log',
    tag: 'People',
    summary: 'Who changed what about people',
    description: 'Newest first, `limit` entries at a time; pass `next_before` as `before` for the next (older) page.',
    access: 'admin',
    query: auditQuery,
    answers: { 200: { description: 'A page of entries', schema: auditPage } },
  }),
};
