import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from './compose.ts';
import { DeliveryError, emailJsTransport, smtpTransport } from './transports.ts';

const mail = composeMail(
  {
    id: '6f1c4f9e-2f7e-4a43-9d55-0a1f9b8c1d20',
    kind: 'contact',
    fields: {
      fullName: 'ليلى حداد',
      companyName: 'Ramlah Holding',
      email: 'layla@example.com',
      phone: '+971 4 123 4567',
      service: 'LMS',
      inquiry: 'We would like\nto talk.',
    },
    language: 'ar',
    createdAt: new Date('2026-11-23T10:00:00Z'),
  },
  [{ fileName: 'brief.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4 tiny') }],
  'http://localhost:3000/inbox?inquiry=6f1c4f9e',
);

/** A stored inquiry from before names were kept on one line, or any text that reaches a header. */
const injecting = composeMail(
  {
    id: '1d2c3b4a-2f7e-4a43-9d55-0a1f9b8c1d20',
    kind: 'application',
    fields: {
      vacancyId: 'lms-consultant',
      vacancyTitle: 'LMS Consultant\r\nX-Injected: 2',
      fullName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: 1',
      email: 'eve@example.com\r\nBcc: other@example.com',
      coverLetter: 'Line one\nLine two',
    },
    language: 'en',
    createdAt: new Date('2026-11-23T10:00:00Z'),
  },
  [],
  'http://localhost:3000/inbox',
);

describe('SMTP delivery against a real SMTP server', () => {
  let server: SMTPServer;
  let port: number;
  const received: Array<{ from: string; to: string[]; raw: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo(address, _session, callback) {
        if (address.address === 'full@example.com')
          return callback(Object.assign(new Error('Mailbox full'), { responseCode: 552 }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the inquiry with the visitor as Reply-To and the file attached', async () => {
    const transport = smtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Website <no-reply@gulflearning.example>',
      to: 'team@gulflearning.example',
    });
    const result = await transport.send(mail);
    expect(result.statusCode).toBe(250);
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message?.from).toBe('no-reply@gulflearning.example');
    expect(message?.to).toEqual(['team@gulflearning.example']);
    expect(message?.raw).toMatch(/^Reply-To: layla@example.com\r$/m);
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?/m); // the Arabic name, encoded
    expect(message?.raw).toMatch(/filename=brief\.pdf/);
  });

  it('never lets a visitor’s line breaks add a header or a recipient', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.example', to: 'team@example.com' });
    const before = received.length;
    await transport.send(injecting);
    const message = received[before];
    expect(message?.to).toEqual(['team@example.com']);
    // The head as RFC 5322 reads it: a line starting with white space continues the one before.
    const head = ((message?.raw ?? '').split('\r\n\r\n')[0] ?? '').replace(/\r\n(?=[ \t])/g, '');
    expect(head).not.toMatch(/^(bcc|x-injected):/im);
    expect(head).toMatch(/^Subject: Job application for LMS Consultant X-Injected: 2: Eve Bcc: victim@example.com/m);
    // The cover letter is the body, where its lines stay lines.
    expect(message?.raw).toContain('Line one\r\nLine two');
  });

  it('reports the server’s refusal with its reply code', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.example', to: 'full@example.com' });
    const error = await transport.send(mail).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).statusCode).toBe(552);
    expect((error as DeliveryError).message).toMatch(/Mailbox full/);
  });
});

describe('the EmailJS-shaped REST call, against a local stand-in for the provider', () => {
  let server: Server;
  let baseUrl: string;
  const requests: Array<{ method?: string; url?: string; type?: string; body: Record<string, unknown> }> = [];
  const answers: Array<{ status: number; body: string }> = [];

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let text = '';
      for await (const chunk of request) text += chunk;
      requests.push({
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body: JSON.parse(text),
      });
      const answer = answers.shift() ?? { status: 200, body: 'OK' };
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const transport = () =>
    emailJsTransport({ baseUrl, serviceId: 'service_site', templateId: 'template_inquiry', userId: 'public-key-123' });

  it('posts lib_version, user_id, service_id, template_id and the form data as template_params', async () => {
    const result = await transport().send(mail);
    expect(result).toEqual({ statusCode: 200, message: 'OK' });
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1.0/email/send', type: 'application/json' });
    expect(request?.body).toMatchObject({
      lib_version: expect.any(String),
      user_id: 'public-key-123',
      service_id: 'service_site',
      template_id: 'template_inquiry',
      template_params: {
        fullName: 'ليلى حداد',
        companyName: 'Ramlah Holding',
        email: 'layla@example.com',
        phone: '+971 4 123 4567',
        service: 'LMS',
        inquiry: 'We would like\nto talk.',
        kind: 'contact',
        attachment: `data:application/pdf;base64,${Buffer.from('%PDF-1.4 tiny').toString('base64')}`,
      },
    });
  });

  it('sends every one-line value without line breaks, for templates that put them in headers', async () => {
    const before = requests.length;
    await transport().send(injecting);
    const params = requests[before]?.body.template_params as Record<string, string>;
    for (const name of ['fullName', 'email', 'vacancyTitle', 'subject', 'reply_to']) {
      expect(params[name], name).not.toMatch(/[\r\n]/);
    }
    expect(params.fullName).toBe('Eve Bcc: victim@example.com X-Injected: 1');
    expect(params.coverLetter).toBe('Line one\nLine two');
  });

  it.each([
    [451, '', 'Unavailable For Headless Browser'],
    [403, '', 'Forbidden'],
    [429, '', 'Too Many Requests'],
    [400, 'The template ID is invalid', 'The template ID is invalid'],
  ])('records the provider’s %i answer as a failure: "%s" → %s', async (status, body, message) => {
    answers.push({ status, body });
    const error = await transport()
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ statusCode: status, message });
  });

  it('reports an unreachable provider as a failure to retry', async () => {
    const error = await emailJsTransport({
      baseUrl: 'http://127.0.0.1:9',
      serviceId: 's',
      templateId: 't',
      userId: 'u',
    })
      .send(mail)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).toMatch(/could not be reached/);
  });
});
