import { z } from 'zod';
import { email, password, ROLES, type Role } from './auth.ts';

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

export type PersonStatus = 'invited' | 'active' | 'disabled';

/** A row of the People screen (`GET /v1/people`). */
export interface Person {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  status: PersonStatus;
  created_at: string;
  last_sign_in: string | null;
  live_sessions: number;
}

/** A session that can still be refreshed (`GET /v1/people/:id/sessions`). */
export interface PersonSession {
  id: string;
  created_at: string;
}

/** One audit log entry (`GET /v1/audit-log`), newest first. */
export interface AuditEntry {
  id: number;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
  created_at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last. */
  next_before: number | null;
}
