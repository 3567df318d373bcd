import { z } from 'zod';
import { changePasswordBody, loginBody, me, refreshBody, registerBody, tokenPair } from '../auth.ts';
import { checkLinkBody, forgotPasswordBody, resetPasswordBody } from '../people.ts';
import { defineRoute } from './define-route.ts';

/** Sign-in, sessions, the user's own account and the password links (ADRs 0007, 0019, 0031). */

export const registeredUser = me.extend({ disabled: z.boolean() });

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/v1/auth/login',
    tag: 'Auth',
    summary: 'Sign in',
    description:
      'Access tokens last 15 minutes. An HttpOnly device cookie lets this browser sign in to the account while strangers are failing its password (ADR 0019).',
    access: 'anyone',
    body: loginBody,
    limited: true,
    answers: {
      200: { description: 'Signed in', schema: tokenPair },
      401: { description: 'Wrong e-mail or password (the same answer for both)' },
    },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/v1/auth/token/refresh',
    tag: 'Auth',
    summary: 'A new token pair for a refresh token',
    description: 'The old refresh token dies; reusing it ends the session.',
    access: 'anyone',
    body: refreshBody,
    answers: {
      200: { description: 'A new pair', schema: tokenPair },
      401: { description: 'The refresh token is invalid, expired or already used' },
    },
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v1/auth/logout',
    tag: 'Auth',
    summary: 'End the session of a refresh token, and every access token of it',
    access: 'anyone',
    body: refreshBody,
    answers: { 204: { description: 'Ended (or there was nothing to end)' } },
  }),
  me: defineRoute({
    method: 'GET',
    path: '/v1/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    access: 'signed-in',
    answers: { 200: { description: 'The user', schema: me } },
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/v1/auth/password',
    tag: 'Auth',
    summary: 'Change your own password',
    description: 'Every other session of the user ends; this one goes on. 10 tries per user per 15 minutes.',
    access: 'signed-in',
    body: changePasswordBody,
    limited: true,
    answers: { 204: { description: 'Changed' } },
  }),
  register: defineRoute({
    method: 'POST',
    path: '/v1/auth/register',
    tag: 'Auth',
    summary: 'Create a user',
    description: 'Admins only, except while no user exists: the first one becomes the admin.',
    access: 'anyone',
    body: registerBody,
    answers: {
      201: { description: 'The user', schema: registeredUser },
      401: { description: 'Users exist and no admin token was sent' },
      403: { description: 'The token is not an admin’s' },
      409: { description: 'The e-mail is taken' },
    },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/v1/auth/forgot-password',
    tag: 'Auth',
    summary: 'E-mail a password reset link',
    description:
      'The same answer whether or not the address has an account. 3 per account per hour, 10 per address per 15 minutes (RESET_RATE_LIMIT).',
    access: 'anyone',
    body: forgotPasswordBody,
    limited: true,
    answers: { 202: { description: 'Accepted', schema: z.object({ message: z.string() }) } },
  }),
  checkLink: defineRoute({
    method: 'POST',
    path: '/v1/auth/check-link',
    tag: 'Auth',
    summary: 'What an invitation or reset link opens, without using it',
    access: 'anyone',
    body: checkLinkBody,
    answers: {
      200: { description: 'The link works', schema: z.object({ kind: z.enum(['invitation', 'password_reset']) }) },
      403: { description: 'account_disabled' },
      404: { description: 'link_not_found' },
      410: { description: 'link_expired or link_used' },
    },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/v1/auth/reset-password',
    tag: 'Auth',
    summary: 'Set the password of a link’s account, using the link up',
    description: 'Every session of the user ends.',
    access: 'anyone',
    body: resetPasswordBody,
    answers: {
      204: { description: 'Set' },
      403: { description: 'account_disabled' },
      404: { description: 'link_not_found' },
      410: { description: 'link_expired or link_used' },
    },
  }),
};
