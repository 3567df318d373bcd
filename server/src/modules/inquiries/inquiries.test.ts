import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { docx, multipart, PDF } from '../uploads/test-fixtures.ts';
import type { InquiryMail } from './compose.ts';
import { createOutbox } from './outbox.ts';
import { createInquiryService } from './service.ts';
import { DeliveryError, type MailTransport } from './transports.ts';

const contact = {
  kind: 'contact',
  fullName: 'Layla Haddad',
  companyName: 'Ramlah Holding',
  email: 'layla@example.com',
  phone: '+971 4 123 4567',
  service: 'LMS',
  inquiry: 'We would like to move 6,000 staff to one platform.',
};
const quietLog = { info: () => {}, warn: () => {} };

/** A transport that remembers what it sent and fails the first `failures` times. */
function recordingTransport(failures = 0, error = new DeliveryError('Too Many Requests', 429)) {
  const sent: InquiryMail[] = [];
  let calls = 0;
  const transport: MailTransport = {
    name: 'test',
    async send(mail) {
      calls += 1;
      if (calls <= failures) throw error;
      sent.push(mail);
      return { statusCode: 200, message: 'OK' };
    },
  };
  return { transport, sent, calls: () => calls };
}

describe.each(testDatabaseKinds())('inquiries on %s', (kind) => {
  let test: TestDatabase;
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openSeeded(test);
    app = await testApp(database, { inquiryLimits: { perAddress: { max: 1000, timeWindow: 60_000 } } });
    const editor = await createUser(database, 'editor');
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: editor.email, password: editor.password },
    });
    token = login.json().access_token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await test?.drop();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const submit = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/v1/inquiries', payload, headers });
  const read = async (id: string) => (await app.inject({ url: `/v1/inquiries/${id}`, headers: auth() })).json();
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

  it('stores a contact message and answers 201 once it is stored, before anything is sent', async () => {
    const response = await submit(contact);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const { kind: _kind, ...fields } = contact;
    expect(await read(id)).toMatchObject({
      kind: 'contact',
      status: 'pending',
      attempts: 0,
      language: 'en',
      fields,
      deliveries: [],
    });
  });

  it('checks every field with the form’s own rules and messages, in the visitor’s language', async () => {
    const bad = { kind: 'contact', fullName: ' ', email: 'layla @example', phone: '12', inquiry: '' };
    const en = await submit(bad);
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'invalid_inquiry',
      details: {
        fullName: 'Full name is required',
        email: 'Invalid email address',
        phone: 'Invalid phone number',
        inquiry: 'Inquiry is required',
      },
    });
    const ar = await submit({ ...bad, email: '' }, { 'accept-language': 'ar' });
    expect(ar.json().error.details).toMatchObject({
      fullName: 'الاسم الكامل مطلوب',
      email: 'البريد الإلكتروني مطلوب',
    });
    const demo = await submit({ kind: 'demo', fullName: 'Omar', email: 'omar@example.com', phone: '' });
    expect(demo.json().error.details).toEqual({ phone: 'Phone number is required' });
    const odd = await submit({ ...contact, kind: 'complaint' });
    expect(odd.statusCode).toBe(400);
    const extra = await submit({ ...contact, admin: true });
    expect(extra.json().error.details).toEqual({ admin: 'Unknown field.' });
    const long = await submit({ ...contact, fullName: 'x'.repeat(201) });
    expect(long.json().error.details.fullName).toMatch(/at most 200/);
    // Nothing of these was stored.
    const list = (await app.inject({ url: '/v1/inquiries?kind=demo', headers: auth() })).json();
    expect(list.total).toBe(0);
  });

  it('keeps one-line fields on one line and stores invisible-only text as empty, in JSON and multipart', async () => {
    const json = await submit({
      ...contact,
      fullName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: 1',
      companyName: 'Acme\u2028Corp\u0085Ltd',
      inquiry: 'First line\nSecond line',
    });
    expect(json.statusCode).toBe(201);
    expect((await read(json.json().id)).fields).toMatchObject({
      fullName: 'Eve Bcc: victim@example.com X-Injected: 1',
      companyName: 'Acme Corp Ltd',
      inquiry: 'First line\nSecond line',
    });

    const invisible = '\u200b\u2060\ufeff\u180e';
    const application = {
      kind: 'application',
      vacancyId: invisible,
      vacancyTitle: `${invisible} `,
      fullName: 'Omar Saleh',
      email: 'omar@example.com',
      coverLetter: invisible,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...application, fullName: 'Omar\r\nBcc: x@example.com' }))
      form.append(name, value);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const multipart = await app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    for (const response of [await submit(application), multipart]) {
      expect(response.statusCode).toBe(201);
      const { fields } = await read(response.json().id);
      expect(fields).toMatchObject({ vacancyId: '', vacancyTitle: '', coverLetter: '' });
      expect(fields.fullName).not.toMatch(/[\r\n]/);
    }
  });

  it('drops a submission whose hidden honeypot field is filled in, answering as if it were stored', async () => {
    const before = (await app.inject({ url: '/v1/inquiries', headers: auth() })).json().total;
    const response = await submit({ ...contact, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect((await app.inject({ url: `/v1/inquiries/${response.json().id}`, headers: auth() })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/inquiries', headers: auth() })).json().total).toBe(before);
  });

  it('keeps attachments by their real type, and refuses large, wrong or unwanted files with the form’s message', async () => {
    const parts = (
      fields: Record<string, string>,
      files: Array<{ name: string; data: Buffer }>,
      field = 'attachment',
    ) =>
      multipart([
        ...Object.entries(fields).map(([name, value]) => ({ field: name, data: value })),
        ...files.map((file) => ({
          field,
          filename: file.name,
          contentType: 'application/octet-stream',
          data: file.data,
        })),
      ]);
    const post = (body: ReturnType<typeof parts>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/v1/inquiries', ...body, headers: { ...body.headers, ...headers } });

    const ok = await post(parts(contact, [{ name: '../brief.pdf', data: PDF }]));
    expect(ok.statusCode).toBe(201);
    const stored = await read(ok.json().id);
    expect(stored.attachments).toEqual([
      expect.objectContaining({ fileName: 'brief.pdf', contentType: 'application/pdf', size: PDF.length }),
    ]);
    const file = await app.inject({
      url: `/v1/inquiries/${stored.id}/attachments/${stored.attachments[0].id}`,
      headers: auth(),
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''brief.pdf");

    // 39 KB of document: over the contact form's 38 KB.
    const big = Buffer.concat([PDF, Buffer.alloc(39 * 1024 - PDF.length, 32)]);
    const tooBig = await post(parts(contact, [{ name: 'big.pdf', data: big }]), { 'accept-language': 'ar' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.details).toEqual({
      attachment: 'الملف كبير جدًا. الحد الأقصى لحجم المستندات 38 كيلوبايت.',
    });
    // A program named like a PDF is judged by its bytes.
    const fake = await post(parts(contact, [{ name: 'cv.pdf', data: Buffer.from('MZ\x90\x00 not a pdf at all') }]));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.details.attachment).toMatch(/^This file type is not accepted/);
    const demoFiles = await post(
      parts({ kind: 'demo', fullName: 'Omar', email: 'omar@example.com', phone: '+97150123456' }, [
        { name: 'a.pdf', data: PDF },
      ]),
    );
    expect(demoFiles.statusCode).toBe(400);

    // Applications take documents up to 10 MB together.
    const application = {
      kind: 'application',
      vacancyId: 'learning-experience-designer',
      vacancyTitle: 'Learning Experience Designer',
      fullName: 'Huda Al Qasimi',
      email: 'huda@example.com',
      coverLetter: 'I design bilingual courses.',
    };
    const cv = await post(
      parts(
        application,
        [
          { name: 'cv.pdf', data: PDF },
          { name: 'portfolio.docx', data: docx() },
        ],
        'files',
      ),
    );
    expect(cv.statusCode).toBe(201);
    expect((await read(cv.json().id)).attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'cv.pdf',
      'portfolio.docx',
    ]);
    const heavy = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const tooMuch = await post(
      parts(
        application,
        [
          { name: 'a.pdf', data: heavy },
          { name: 'b.pdf', data: heavy },
        ],
        'files',
      ),
    );
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().error.details.files).toBe(
      'The attachments are too large: together they must not exceed 10 MB.',
    );
  });

  it('delivers a stored inquiry once: the attempt and its answer are kept, and it is marked sent', async () => {
    const { id } = (
      await submit({ kind: 'demo', fullName: 'Omar', email: 'omar@example.com', phone: '050 123 4567' })
    ).json();
    const recorder = recordingTransport();
    const box = outbox(recorder.transport);
    await box.drain();
    const mail = recorder.sent.find((m) => m.inquiryId === id) as InquiryMail;
    expect(mail).toMatchObject({ kind: 'demo', subject: 'Demo request: Omar', replyTo: 'omar@example.com' });
    expect(mail.text).toContain('Phone: 050 123 4567');
    expect(await read(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      deliveries: [{ attempt: 1, transport: 'test', ok: true, statusCode: 200, message: 'OK' }],
    });
    // Delivered ones are never picked again.
    await box.drain();
    expect(recorder.sent.filter((m) => m.inquiryId === id)).toHaveLength(1);
  });

  it('retries after a transport failure, keeping each answer, and gives up after the last attempt', async () => {
    await box().drain(); // anything earlier tests left pending
    const { id } = (await submit(contact)).json();
    const flaky = recordingTransport(2, new DeliveryError('Unavailable For Headless Browser', 451));
    await outbox(flaky.transport).drain();
    const delivered = await read(id);
    expect(delivered.status).toBe('sent');
    expect(
      delivered.deliveries.map((d: { ok: boolean; statusCode: number; message: string }) => [
        d.ok,
        d.statusCode,
        d.message,
      ]),
    ).toEqual([
      [false, 451, 'Unavailable For Headless Browser'],
      [false, 451, 'Unavailable For Headless Browser'],
      [true, 200, 'OK'],
    ]);

    const other = (await submit(contact)).json().id;
    const broken = recordingTransport(99, new DeliveryError('Forbidden', 403));
    await outbox(broken.transport, 3).drain();
    expect(await read(other)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(broken.calls()).toBe(3);

    function box() {
      return outbox(recordingTransport().transport);
    }
  });

  it('gives editors an inbox: filter by kind, mark handled, export CSV; visitors see none of it', async () => {
    expect((await app.inject({ url: '/v1/inquiries' })).statusCode).toBe(401);
    const { id } = (
      await submit({ ...contact, fullName: 'ليلى حداد', inquiry: '=1+1, "quoted"' }, { 'accept-language': 'ar' })
    ).json();
    const contacts = (await app.inject({ url: '/v1/inquiries?kind=contact&handled=false', headers: auth() })).json();
    expect(contacts.items[0]).toMatchObject({ id, kind: 'contact', language: 'ar' });
    expect(contacts.items.every((item: { kind: string }) => item.kind === 'contact')).toBe(true);

    const handled = await app.inject({
      method: 'POST',
      url: `/v1/inquiries/${id}/handled`,
      headers: auth(),
      payload: { handled: true },
    });
    expect(handled.json().handledAt).toBeTruthy();
    const open = (await app.inject({ url: '/v1/inquiries?handled=false', headers: auth() })).json();
    expect(open.items.map((item: { id: string }) => item.id)).not.toContain(id);

    const csv = await app.inject({ url: '/v1/inquiries/export.csv?kind=contact', headers: auth() });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="inquiries-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,kind,received,language,fullName,companyName,email,phone,service,inquiry,status,attempts,sent,handled',
    );
    expect(lines.find((line) => line.startsWith(id))).toContain(`ليلى حداد,Ramlah Holding,layla@example.com`);
    expect(lines.find((line) => line.startsWith(id))).toContain(`"'=1+1, ""quoted"""`);
  });
});

describe('inquiry rate limit', () => {
  it('refuses a fourth message from one address within the window with 429 and Retry-After, in Arabic too', async () => {
    const test = await createTestDatabase('pglite');
    const database = await openSeeded(test);
    const app = await testApp(database, { inquiryLimits: { perAddress: { max: 3, timeWindow: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await app.inject({ method: 'POST', url: '/v1/inquiries', payload: contact })).statusCode).toBe(201);
      const limited = await app.inject({
        method: 'POST',
        url: '/v1/inquiries',
        payload: contact,
        headers: { 'accept-language': 'ar' },
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.message).toMatch(/^رسائل كثيرة/);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two delivery workers on PostgreSQL', () => {
  it('never send the same inquiry twice', async () => {
    const test = await createTestDatabase('postgres');
    const first = await openSeeded(test);
    const second = await test.open();
    try {
      const service = createInquiryService(first.db);
      const ids = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          service.create('demo', { fullName: `Visitor ${i}`, email: `v${i}@example.com`, phone: '0501234567' }, 'en'),
        ),
      );
      const sent: string[] = [];
      const slow: MailTransport = {
        name: 'slow',
        async send(mail) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push(mail.inquiryId);
          return { message: 'OK' };
        },
      };
      const worker = (database: Database) =>
        createOutbox({
          db: database.db,
          inquiries: createInquiryService(database.db),
          transport: slow,
          maxAttempts: 3,
          retrySeconds: 0,
          inboxUrl: (id) => id,
          log: quietLog,
        });
      await Promise.all([worker(first).drain(), worker(second).drain(), worker(first).drain(), worker(second).drain()]);
      expect(sent.sort()).toEqual([...ids].sort());
    } finally {
      await second.close();
      await first.close();
      await test.drop();
    }
  });
});
