import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testApp } from '../../../test/app.ts';
import { createTestDatabase, openSeeded, type TestDatabase, testDatabaseKinds } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { docx, image, multipart, PDF, pulledStream } from '../uploads/test-fixtures.ts';

const contact = {
  kind: 'contact',
  fullName: 'Layla Haddad',
  companyName: 'Ramlah Holding',
  email: 'layla@example.com',
  phone: '+971 4 123 4567',
  service: 'LMS',
  inquiry: 'Our logo is attached.',
};
const application = {
  kind: 'application',
  vacancyId: 'learning-experience-designer',
  vacancyTitle: 'Learning Experience Designer',
  fullName: 'Huda Al Qasimi',
  email: 'huda@example.com',
  coverLetter: 'I design bilingual courses.',
};
const demo = { kind: 'demo', fullName: 'Omar', email: 'omar@example.com', phone: '+97150123456' };

type File = { name: string; data: Buffer | string };

/** The form's fields, then its files, as the site's forms send them (or files first, when asked). */
function form(fields: Record<string, string>, files: File[], field: string, { filesFirst = false } = {}) {
  const text = Object.entries(fields).map(([name, value]) => ({ field: name, data: value }));
  const parts = files.map((file) => ({
    field,
    filename: file.name,
    contentType: 'application/octet-stream',
    data: file.data,
  }));
  return multipart(filesFirst ? [...parts, ...text] : [...text, ...parts]);
}

describe.each(testDatabaseKinds())('inquiry attachments on %s', (kind) => {
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
  const post = (body: ReturnType<typeof multipart>, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      ...body,
      headers: { ...body.headers, 'accept-language': lang },
    });
  /** Posts the body as a stream the server pulls from, and tells how much of it the server read. */
  const postStreamed = async (body: ReturnType<typeof multipart>, lang = 'en') => {
    const { stream, pulled } = pulledStream(body.payload);
    const response = await app.inject({
      method: 'POST',
      url: '/v1/inquiries',
      payload: stream,
      headers: { ...body.headers, 'accept-language': lang },
    });
    return { response, pulled: pulled(), sent: body.payload.length };
  };
  const stored = async () => (await app.inject({ url: '/v1/inquiries', headers: auth() })).json().total as number;

  it('stores a contact form’s SVG sanitised: no script, no event handler', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script><circle r="4" onclick="alert(2)"/></svg>';
    const response = await post(form(contact, [{ name: 'logo.svg', data: svg }], 'attachment'));
    expect(response.statusCode).toBe(201);
    const inquiry = (await app.inject({ url: `/v1/inquiries/${response.json().id}`, headers: auth() })).json();
    expect(inquiry.attachments).toEqual([
      expect.objectContaining({ fileName: 'logo.svg', contentType: 'image/svg+xml' }),
    ]);
    const file = await app.inject({
      url: `/v1/inquiries/${inquiry.id}/attachments/${inquiry.attachments[0].id}`,
      headers: auth(),
    });
    expect(file.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
  });

  it('refuses a zip bomb dressed as an application’s .docx with 400, storing nothing', async () => {
    const before = await stored();
    const bomb = docx([{ name: 'word/big.xml', data: 'x', declaredSize: 300 * 1024 * 1024 }]);
    const en = await post(form(application, [{ name: 'cv.docx', data: bomb }], 'files'));
    expect(en.statusCode).toBe(400);
    expect(en.json().error).toMatchObject({
      code: 'unsafe_archive',
      details: { files: 'The file is damaged or unsafe and cannot be accepted. Please choose another file.' },
    });
    const ar = await post(form(application, [{ name: 'cv.docx', data: bomb }], 'files'), 'ar');
    expect(ar.statusCode).toBe(400);
    expect(ar.json().error.details.files).toBe('الملف تالف أو غير آمن ولا يمكن قبوله. يُرجى اختيار ملف آخر.');
    expect(await stored()).toBe(before);
  });

  it('refuses a damaged picture with 400 and an empty file with 400, in the visitor’s language', async () => {
    const png = await image(300, 200);
    const truncated = png.subarray(0, 60);
    const damaged = await post(form(contact, [{ name: 'photo.png', data: truncated }], 'attachment'), 'ar');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error).toMatchObject({
      code: 'invalid_image',
      details: { attachment: 'الملف تالف أو غير آمن ولا يمكن قبوله. يُرجى اختيار ملف آخر.' },
    });
    const empty = await post(form(contact, [{ name: 'empty.pdf', data: Buffer.alloc(0) }], 'attachment'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'file_empty', details: { attachment: 'The file is empty.' } });
    // A whole picture is kept as it was sent.
    expect((await post(form(contact, [{ name: 'photo.png', data: png }], 'attachment'))).statusCode).toBe(201);
  });

  it('stops reading a contact submission at its first byte over 38 KB, and closes the connection', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]);
    const { response, pulled, sent } = await postStreamed(
      form(contact, [{ name: 'big.pdf', data: big }], 'attachment'),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error.details).toEqual({
      attachment: 'The file is too large. The maximum size for documents is 38 KB.',
    });
    expect(response.headers.connection).toBe('close');
    expect(sent).toBeGreaterThan(2 * 1024 * 1024);
    expect(pulled).toBeLessThan(256 * 1024);
  });

  it('stops at the first file more than the form takes, before reading it', async () => {
    const cv = { name: 'cv.pdf', data: PDF };
    const large = { name: 'portfolio.pdf', data: Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]) };
    const six = await postStreamed(form(application, [cv, cv, cv, cv, cv, large], 'files'), 'ar');
    expect(six.response.statusCode).toBe(400);
    expect(six.response.json().error.details).toEqual({ files: 'ملفات كثيرة: 5 على الأكثر.' });
    expect(six.pulled).toBeLessThan(six.sent - 768 * 1024);

    const two = await postStreamed(form(contact, [cv, large], 'attachment'));
    expect(two.response.statusCode).toBe(400);
    expect(two.response.json().error.details).toEqual({ attachment: 'Too many files: at most 1.' });
    expect(two.pulled).toBeLessThan(two.sent - 768 * 1024);

    // The demo form takes no files: its first one is the first too many.
    const demoFile = await postStreamed(form(demo, [large], 'files'));
    expect(demoFile.response.statusCode).toBe(400);
    expect(demoFile.response.json().error.details).toEqual({ files: 'This form takes no files.' });
    expect(demoFile.pulled).toBeLessThan(demoFile.sent - 768 * 1024);
  });

  it('holds files sent before the `kind` field to that form’s limits once it arrives', async () => {
    const before = await stored();
    const document = Buffer.concat([PDF, Buffer.alloc(39 * 1024 - PDF.length, 32)]);
    const tooBig = await post(form(contact, [{ name: 'a.pdf', data: document }], 'attachment', { filesFirst: true }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.details.attachment).toMatch(/38 KB/);
    const pdf = { name: 'a.pdf', data: PDF };
    const tooMany = await post(form(contact, [pdf, pdf], 'attachment', { filesFirst: true }));
    expect(tooMany.statusCode).toBe(400);
    const demoFiles = await post(form(demo, [pdf], 'files', { filesFirst: true }));
    expect(demoFiles.statusCode).toBe(400);
    // Without a form to go by, the largest form's limits apply while reading: 10 MB.
    const huge = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const unknown = await postStreamed(
      form(application, [{ name: 'a.pdf', data: huge }], 'files', { filesFirst: true }),
    );
    expect(unknown.response.statusCode).toBe(413);
    expect(unknown.pulled).toBeLessThan(unknown.sent - 512 * 1024);
    expect(await stored()).toBe(before);
  });
});
