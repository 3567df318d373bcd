import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { accountMails, auditLog } from '../../db/schema.ts';
import { createOutbox } from '../inquiries/outbox.ts';
import { createInquiryService } from '../inquiries/service.ts';
import { type AccountMail, DeliveryError, type MailTransport } from '../inquiries/transports.ts';
import { RESET_LIMITS, resetLimitsFor } from './routes.ts';

/** Sign-ins and password changes run scrypt at OWASP cost: seconds apiece on a busy machine. */
const SLOW = 120_000;
const HOUR = 3600 * 1000;
const NEW_PASSWORD = 'N3w!password';
const quietLog = { info: () => {}, warn: () => {} };

/** A transport that keeps the account e-mails it sent and fails the first `failures` times. */
function mailbox(failures = 0) {
  const sent: AccountMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    name: 'test',
    async send() {
      return { message: 'OK' };
    },
    async sendAccountMail(mail) {
      calls += 1;
      if (calls <= failures) throw new DeliveryError('Mailbox unavailable', 450);
      sent.push(mail);
      return { message: 'OK' };
    },
  };
  return { transport, sent };
}

/** People, invitations, password links (ADRs 0030, 0031), through the API. */
describe.each(testDatabaseKinds())('people and password links on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof createUser>> & { token: string };
  /** Moved forward by tests that need a link to expire. */
  let offsetMs = 0;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await test.open();
    await database.migrate();
    app = await testApp(database, {
      clock: () => new Date(Date.now() + offsetMs),
      requestDeadlineMs: SLOW,
      resetLimits: {
        perAddress: { max: 1000, timeWindow: 60_000 },
        perAccount: { max: 2, timeWindow: 60_000 },
      },
      loginLimits: {
        perAddress: { max: 1000, timeWindow: 60_000 },
        perPair: { max: 1000, timeWindow: 60_000 },
        perAccount: { max: 1000, timeWindow: 60_000 },
        perDevice: { max: 1000, timeWindow: 60_000 },
      },
    });
    const user = await createUser(database, 'admin');
    admin = { ...user, token: (await login(user.email, user.password)).json().access_token };
  }, SLOW);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin.token) =>
    app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const invite = (email: string, role = 'editor', language = 'en') =>
    asAdmin('POST', '/v1/people/invitations', { email, name: 'New Person', role, language });
  const reset = (token: string, new_password = NEW_PASSWORD) =>
    app.inject({ method: 'POST', url: '/v1/auth/reset-password', payload: { token, new_password } });
  const forgot = (email: string, language?: string) =>
    app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email, ...(language ? { language } : {}) },
    });
  const outbox = (transport: MailTransport, maxAttempts = 3) =>
    createOutbox({
      db: database.db,
      inquiries: createInquiryService(database.db),
      transport,
      maxAttempts,
      retrySeconds: 0,
      inboxUrl: (id) => `http://localhost/inbox?inquiry=${id}`,
      log: quietLog,
    });
  /** Delivers every due e-mail and gives the token of the last link sent to `to`. */
  async function linkSentTo(to: string): Promise<{ token: string; mail: AccountMail }> {
    const box = mailbox();
    await outbox(box.transport).drain();
    const mail = box.sent.filter((m) => m.to === to).at(-1);
    if (!mail) throw new Error(`no e-mail to ${to}`);
    const link = new URL(mail.text.match(/https?:\/\/\S+/)?.[0] as string);
    return { token: link.searchParams.get('token') as string, mail };
  }
  const auditActions = async (targetId: string) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((row) => row.action);

  it(
    'invites an editor by e-mail; the link sets a password once, and the editor signs in',
    async () => {
      const email = `invited-${kind}@example.com`;
      const created = await invite(email, 'editor', 'ar');
      expect(created.statusCode).toBe(201);
      const person = created.json();
      expect(person).toMatchObject({ email, role: 'editor', status: 'invited', live_sessions: 0 });

      const { token, mail } = await linkSentTo(email);
      expect(mail).toMatchObject({ kind: 'invitation', language: 'ar' });
      expect(mail.text).toContain(`http://localhost:3000/create-new-password?token=${token}&lng=ar`);
      // Before the password is set, nothing signs in.
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);

      const check = await app.inject({ method: 'POST', url: '/v1/auth/check-link', payload: { token } });
      expect(check.json()).toEqual({ kind: 'invitation' });
      expect((await reset(token)).statusCode).toBe(204);
      const signedIn = await login(email, NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);

      const again = await reset(token, 'Other!pass9');
      expect(again.statusCode).toBe(410);
      expect(again.json().error.code).toBe('link_used');

      const listed = (await asAdmin('GET', '/v1/people')).json().people.find((p: { id: string }) => p.id === person.id);
      expect(listed).toMatchObject({ status: 'active', live_sessions: 1 });
      expect(listed.last_sign_in).not.toBeNull();
      expect(await auditActions(person.id)).toEqual(['user.invite', 'user.invitation_accept']);
      const [entry] = (await asAdmin('GET', '/v1/audit-log?limit=1')).json().entries;
      expect(entry).toMatchObject({ action: 'user.invitation_accept', actor_email: email, target_id: person.id });
    },
    SLOW,
  );

  it(
    'refuses forged, expired, superseded links and links of disabled accounts, each with its own answer',
    async () => {
      const forged = await reset('x'.repeat(43));
      expect(forged.statusCode).toBe(404);
      expect(forged.json().error).toMatchObject({
        code: 'link_not_found',
        message: expect.stringMatching(/not valid/),
      });

      const email = `expiring-${kind}@example.com`;
      await invite(email);
      const first = await linkSentTo(email);
      // Inviting again sends a new link; the first one stops working.
      expect((await invite(email)).statusCode).toBe(201);
      const second = await linkSentTo(email);
      expect((await reset(first.token)).json().error.code).toBe('link_used');

      offsetMs = 73 * HOUR;
      try {
        const expired = await reset(second.token);
        expect(expired.statusCode).toBe(410);
        expect(expired.json().error).toMatchObject({ code: 'link_expired', message: expect.stringMatching(/expired/) });
      } finally {
        offsetMs = 0;
      }

      const third = await invite(email);
      const { token } = await linkSentTo(email);
      expect((await asAdmin('PATCH', `/v1/people/${third.json().id}`, { disabled: true })).statusCode).toBe(200);
      const disabled = await reset(token);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().error.code).toBe('account_disabled');
      // Enabled again, the account gets none of its old links back: disabling ended them.
      expect((await asAdmin('PATCH', `/v1/people/${third.json().id}`, { disabled: false })).statusCode).toBe(200);
      expect((await reset(token)).json().error.code).toBe('link_used');

      // So too a reset link asked for by an active account before it was disabled.
      const active = await createUser(database, 'editor');
      expect((await forgot(active.email)).statusCode).toBe(202);
      const resetLink = await linkSentTo(active.email);
      expect((await asAdmin('PATCH', `/v1/people/${active.id}`, { disabled: true })).statusCode).toBe(200);
      expect((await asAdmin('PATCH', `/v1/people/${active.id}`, { disabled: false })).statusCode).toBe(200);
      const ended = await reset(resetLink.token);
      expect(ended.statusCode).toBe(410);
      expect(ended.json().error.code).toBe('link_used');
      expect((await login(active.email, NEW_PASSWORD)).statusCode).toBe(401);
      expect((await login(active.email, active.password)).statusCode).toBe(200);
      const [disabling] = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, active.id), eq(auditLog.action, 'user.disable')));
      expect(disabling?.details).toMatchObject({ sessions_ended: 0, links_ended: 1 });

      // An address in use cannot be invited over.
      const taken = await invite(admin.email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.code).toBe('email_taken');
    },
    SLOW,
  );

  it(
    'never lets the last enabled admin be demoted or disabled',
    async () => {
      const me = (await asAdmin('GET', '/v1/people'))
        .json()
        .people.find((p: { email: string }) => p.email === admin.email);
      const demote = await asAdmin('PATCH', `/v1/people/${me.id}`, { role: 'editor' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error).toMatchObject({
        code: 'last_admin',
        message: expect.stringMatching(/last enabled admin/),
      });
      expect((await asAdmin('PATCH', `/v1/people/${me.id}`, { disabled: true })).json().error.code).toBe('last_admin');

      // With a second admin, the first can step down, and the second is then the last.
      const other = await createUser(database, 'admin');
      expect((await asAdmin('PATCH', `/v1/people/${other.id}`, { role: 'editor' })).json().role).toBe('editor');
      expect((await asAdmin('PATCH', `/v1/people/${other.id}`, { role: 'admin' })).json().role).toBe('admin');
      expect(await auditActions(other.id)).toEqual(['user.role', 'user.role']);
      const otherToken = (await login(other.email, other.password)).json().access_token;
      expect((await asAdmin('PATCH', `/v1/people/${me.id}`, { role: 'editor' }, otherToken)).statusCode).toBe(200);
      expect((await asAdmin('PATCH', `/v1/people/${other.id}`, { disabled: true }, otherToken)).statusCode).toBe(409);
      // The demotion takes effect at once: the first admin is an editor now.
      expect((await asAdmin('GET', '/v1/people')).statusCode).toBe(403);
      expect((await asAdmin('PATCH', `/v1/people/${me.id}`, { role: 'admin' }, otherToken)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'lets only admins in: editors get 403, visitors 401, bad input 400',
    async () => {
      const editor = await createUser(database, 'editor');
      const token = (await login(editor.email, editor.password)).json().access_token;
      for (const [method, url] of [
        ['GET', '/v1/people'],
        ['GET', '/v1/audit-log'],
        ['GET', `/v1/people/${editor.id}/sessions`],
      ] as const) {
        const response = await asAdmin(method, url, undefined, token);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
        expect((await app.inject({ method, url })).statusCode).toBe(401);
      }
      expect((await asAdmin('POST', '/v1/people/invitations', { email: 'x@example.com' }, token)).statusCode).toBe(403);
      const bad = await asAdmin('POST', '/v1/people/invitations', {
        email: 'not-an-address',
        name: 'A',
        role: 'owner',
        language: 'en',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('invalid_input');
      expect((await asAdmin('PATCH', '/v1/people/not-a-uuid', { disabled: true })).statusCode).toBe(400);
    },
    SLOW,
  );

  it(
    'lists and ends sessions, one or all, and disabling ends every session',
    async () => {
      const user = await createUser(database, 'editor');
      const first = (await login(user.email, user.password)).json();
      const second = (await login(user.email, user.password)).json();
      const listed = (await asAdmin('GET', `/v1/people/${user.id}/sessions`)).json().sessions;
      expect(listed).toHaveLength(2);

      const one = await asAdmin('DELETE', `/v1/people/${user.id}/sessions/${listed[0].id}`);
      expect(one.json()).toEqual({ ended: 1 });
      expect((await asAdmin('GET', `/v1/people/${user.id}/sessions`)).json().sessions).toHaveLength(1);
      expect((await asAdmin('DELETE', `/v1/people/${user.id}/sessions/${listed[0].id}`)).statusCode).toBe(404);
      expect((await asAdmin('DELETE', `/v1/people/${user.id}/sessions`)).json()).toEqual({ ended: 1 });
      for (const tokens of [first, second])
        expect((await asAdmin('GET', '/v1/auth/me', undefined, tokens.access_token)).statusCode).toBe(401);

      const third = (await login(user.email, user.password)).json();
      const disabled = await asAdmin('PATCH', `/v1/people/${user.id}`, { disabled: true });
      expect(disabled.json()).toMatchObject({ status: 'disabled', live_sessions: 0 });
      expect((await asAdmin('GET', '/v1/auth/me', undefined, third.access_token)).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await asAdmin('PATCH', `/v1/people/${user.id}`, { disabled: false })).json().status).toBe('active');
      expect(await auditActions(user.id)).toEqual([
        'user.sessions_end',
        'user.sessions_end',
        'user.disable',
        'user.enable',
      ]);
    },
    SLOW,
  );

  it(
    'forgot password: the same answer for any address, a link for real ones only, limited per account',
    async () => {
      const user = await createUser(database, 'editor');
      const known = await forgot(user.email.toUpperCase(), 'ar');
      const unknown = await forgot(`nobody-${kind}@example.com`);
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(known.json());
      const queued = await database.db
        .select()
        .from(accountMails)
        .where(eq(accountMails.to, `nobody-${kind}@example.com`));
      expect(queued).toHaveLength(0);
      const { mail } = await linkSentTo(user.email);
      expect(mail).toMatchObject({ kind: 'password_reset', language: 'ar' });

      // The third request for one account within the window is refused, whether it exists or not.
      for (const address of [user.email, `nobody-${kind}@example.com`]) {
        await forgot(address);
        const limited = await forgot(address);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().error.code).toBe('rate_limited');
        expect(limited.headers['retry-after']).toBeDefined();
      }
      expect((await forgot('not an address')).statusCode).toBe(400);
    },
    SLOW,
  );

  it(
    'a reset link sets a new password, expires after 30 minutes, and ends every session of the user',
    async () => {
      const user = await createUser(database, 'editor');
      const sessions = [
        (await login(user.email, user.password)).json(),
        (await login(user.email, user.password)).json(),
      ];
      await forgot(user.email);
      const stale = await linkSentTo(user.email);
      offsetMs = 31 * 60 * 1000;
      try {
        expect((await reset(stale.token)).json().error.code).toBe('link_expired');
      } finally {
        offsetMs = 0;
      }
      await forgot(user.email);
      const { token } = await linkSentTo(user.email);
      expect((await reset(token)).statusCode).toBe(204);
      for (const tokens of sessions) {
        const refreshed = await app.inject({
          method: 'POST',
          url: '/v1/auth/token/refresh',
          payload: { refresh_token: tokens.refresh_token },
        });
        expect(refreshed.statusCode).toBe(401);
      }
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect(await auditActions(user.id)).toEqual([
        'user.password_reset_request',
        'user.password_reset_request',
        'user.password_reset',
      ]);
      const weak = await reset(token, 'weak');
      expect(weak.statusCode).toBe(400);
    },
    SLOW,
  );

  it('delivers account e-mails through the outbox, retrying until the transport takes them', async () => {
    const email = `retried-${kind}@example.com`;
    await invite(email);
    const box = mailbox(1);
    const worker = outbox(box.transport);
    await worker.drain();
    const [row] = await database.db.select().from(accountMails).where(eq(accountMails.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(box.sent.map((m) => m.to)).toContain(email);

    const failing = mailbox(100);
    await invite(`failing-${kind}@example.com`);
    await outbox(failing.transport, 2).drain();
    const [failed] = await database.db
      .select()
      .from(accountMails)
      .where(eq(accountMails.to, `failing-${kind}@example.com`));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'Mailbox unavailable' });
  });
});

describe.each(testDatabaseKinds())('forgot-password limits from the environment on %s', (kind) => {
  it('RESET_RATE_LIMIT sets the requests per address, and the account’s in proportion', async () => {
    expect(resetLimitsFor(10)).toEqual(RESET_LIMITS);
    expect(resetLimitsFor(100).perAccount.max).toBe(30);
    expect(resetLimitsFor(1).perAccount.max).toBe(1);
    const test = await createTestDatabase(kind);
    const database = await test.open();
    await database.migrate();
    const app = await testApp(database, { config: { RESET_RATE_LIMIT: 2 } });
    try {
      const forgot = (email: string) =>
        app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email }, remoteAddress: '10.7.7.7' });
      const codes = [];
      for (const n of [1, 2, 3]) codes.push((await forgot(`someone-${n}@example.com`)).statusCode);
      expect(codes).toEqual([202, 202, 429]);
    } finally {
      await app.close();
      await database.close();
      await test.drop();
    }
  }, 60_000);
});
