import { afterEach, describe, expect, it, vi } from 'vitest';
import { INQUIRIES_PATH, sendInquiry, visitorMessage } from './send.ts';

const inquiry = {
  kind: 'contact' as const,
  fullName: 'Layla',
  companyName: '',
  email: 'layla@example.com',
  phone: '',
  service: 'LMS' as const,
  inquiry: 'Hello',
};

describe('visitorMessage', () => {
  it('keeps the message of a refusal of this submission', () => {
    expect(visitorMessage(429, { error: { code: 'rate_limited', message: 'Too Many Requests' } })).toBe(
      'Too Many Requests',
    );
    expect(visitorMessage(451, { error: { message: 'Unavailable For Headless Browser' } })).toBe(
      'Unavailable For Headless Browser',
    );
  });

  it('has nothing to say for a missing endpoint, a server fault or a body without a message', () => {
    expect(visitorMessage(404, { error: { message: 'Nothing at POST /v1/inquiries.' } })).toBeUndefined();
    expect(visitorMessage(500, { error: { message: 'Internal error' } })).toBeUndefined();
    expect(visitorMessage(400, null)).toBeUndefined();
    expect(visitorMessage(400, { error: { message: '  ' } })).toBeUndefined();
    expect(visitorMessage(400, 'plain text')).toBeUndefined();
  });
});

describe('sendInquiry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the submission as JSON and reports a 2xx as sent', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    expect(await sendInquiry(inquiry, 'ar')).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(INQUIRIES_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(inquiry);
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'accept-language': 'ar' });
  });

  it('sends files as multipart after the fields, with `kind` first so the server knows the form’s limits', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const { kind, ...fields } = inquiry;
    const file = new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });
    expect(await sendInquiry({ ...fields, kind }, 'en', [file])).toEqual({ ok: true });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['kind', ...Object.keys(fields), 'attachment']);
    expect(form.get('kind')).toBe('contact');
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it('reports a refusal with the server’s message, and a network failure without one', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: { message: 'Too Many Requests' } }, { status: 429 }));
    expect(await sendInquiry(inquiry, 'en')).toEqual({ ok: false, message: 'Too Many Requests' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendInquiry(inquiry, 'en')).toEqual({ ok: false });
  });
});
