import { z } from 'zod';
import { email, password, ROLES } from './auth.ts';

/**
 * People and passwords (issue #20; ADRs 0030, 0031): what the admin's People screen and the login
 * area's forgot-password and create-new-password screens send, checked by the same schemas on the
 * server.
 */

/** How long a link works: an invitation three days, a password reset half an hour. */
export const INVITATION_TTL_HOURS = 72;
export const RESET_TTL_MINUTES = 30;

/** The languages an account e-mail can be written in. */
export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The query parameter of the create-new-password address that carries the link's token. */
export const PASSWORD_TOKEN_QUERY = 'token';

/** `POST /v1/people/invitations` */
export const inviteBody = z.strictObject({
  email,
  name: z.string().trim().min(1, 'Name is required').max(200),
  role: z.enum(ROLES),
  language: z.enum(MAIL_LANGUAGES),
});
export type InviteBody = z.infer<typeof inviteBody>;

/** `PATCH /v1/people/:id`: a new role, or disabling/enabling the account (one at a time). */
export const updatePersonBody = z.union([
  z.strictObject({ role: z.enum(ROLES) }),
  z.strictObject({ disabled: z.boolean() }),
]);
export type UpdatePersonBody = z.infer<typeof updatePersonBody>;

/** `POST /v1/auth/forgot-password` */
export const forgotPasswordBody = z.strictObject({
  email: z.string().trim().min(1, 'Email address is required').max(254).pipe(email),
  language: z.enum(MAIL_LANGUAGES).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** `POST /v1/auth/reset-password`: the token of a reset or invitation link and the new password. */
export const resetPasswordBody = z.strictObject({
  token: z.string().min(1).max(200),
  new_password: password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** `POST /v1/auth/check-link`: is a link still good? Answers `{ kind }` or a refusal. */
export const checkLinkBody = z.strictObject({ token: z.string().min(1).max(200) });

/** Why a link's token sets no password: unknown 404, expired or used 410, account disabled 403. */
export type PasswordTokenRefusal = 'link_not_found' | 'link_expired' | 'link_used' | 'account_disabled';

/** Whether a person can sign in: invited (no password chosen yet), active, or disabled by an admin. */
export const personStatus = z.enum(['invited', 'active', 'disabled']);
export type PersonStatus = z.infer<typeof personStatus>;

/** A row of the People screen (`GET /v1/people`). */
export const person = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
  status: personStatus,
  created_at: z.iso.datetime(),
  last_sign_in: z.iso.datetime().nullable().describe('When the person’s latest session began; null if never'),
  live_sessions: z.number().int().min(0).describe('Sessions that can still be refreshed'),
});
export type Person = z.infer<typeof person>;

/** A session that can still be refreshed (`GET /v1/people/:id/sessions`). */
export const personSession = z.object({ id: z.uuid(), created_at: z.iso.datetime() });
export type PersonSession = z.infer<typeof personSession>;

/** One audit log entry (`GET /v1/audit-log`), newest first. */
export const auditEntry = z.object({
  id: z.number().int(),
  actor_email: z.string().nullable().describe('The admin who did it; null for what a visitor asked for (a reset link)'),
  action: z.string().describe('`user.invite`, `user.role`, `user.disable`, …'),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()).describe('What changed, depending on the action'),
  created_at: z.iso.datetime(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  next_before: z.number().int().nullable().describe('Pass as `before` for the next (older) page; null on the last'),
});
export type AuditPage = z.infer<typeof auditPage>;

/** The address of one person (`/v1/people/:id`). */
export const personParams = z.strictObject({ id: z.uuid('Not a user id') });
/** The address of one of a person's sessions (`/v1/people/:id/sessions/:session`). */
export const personSessionParams = z.strictObject({
  id: z.uuid('Not a user id'),
  session: z.uuid('Not a session id'),
});
/** `GET /v1/audit-log`: a page of `limit` entries older than `before`. */
export const auditQuery = z.strictObject({
  before: z.coerce.number().int().positive().optional().describe('`next_before` of the previous page'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
