import { z } from 'zod';

/** The create-password screen's hint, enforced: 8+ characters with upper, lower, digit and one of ! @ # $ % ^ *. */
export const PASSWORD_RULES = {
  minLength: 8,
  maxLength: 256,
  specials: '!@#$%^*',
} as const;

export const password = z
  .string()
  .min(PASSWORD_RULES.minLength, `At least ${PASSWORD_RULES.minLength} characters`)
  .max(PASSWORD_RULES.maxLength, `At most ${PASSWORD_RULES.maxLength} characters`)
  .regex(/[A-Z]/, 'At least one upper-case letter')
  .regex(/[a-z]/, 'At least one lower-case letter')
  .regex(/[0-9]/, 'At least one digit')
  .regex(/[!@#$%^*]/, 'At least one of ! @ # $ % ^ *');

export const email = z.email('Invalid email address').max(254);

export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const loginBody = z.strictObject({
  email: z.string().min(1, 'Email address is required').max(254),
  password: z.string().min(1, 'Password is required').max(PASSWORD_RULES.maxLength),
});

export const refreshBody = z.strictObject({ refresh_token: z.string().min(1).max(200) });

/** `POST /v1/auth/password`: the password in use, and a new one that passes the rules. */
export const changePasswordBody = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_RULES.maxLength),
  new_password: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** What `GET /v1/auth/me` answers: the signed-in user. */
export const me = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
});
export type Me = z.infer<typeof me>;

export const registerBody = z.strictObject({
  email,
  password,
  name: z.string().trim().min(1).max(200).optional(),
  role: z.enum(ROLES).optional(),
});

/** What login and refresh answer (spec 000 §7). */
export const tokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/** Accounts are compared by trimmed, lower-cased e-mail. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
