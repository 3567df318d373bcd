import type { Page } from '@playwright/test';
import { ADMIN } from './editor.ts';

type Stored = { kind: string; fields: Record<string, string>; language: string; status: string };

/** One access token per server (the site and editor projects run two) and test worker. */
const tokens = new Map<string, string>();

/**
 * The inquiries the server has stored, read the way an editor does (GET /v1/inquiries): proof that
 * a form's submission went from the browser through the API into the database.
 */
export async function storedInquiries(page: Page, kind: string): Promise<Stored[]> {
  const response = await asEditor(page, `/v1/inquiries?kind=${kind}&limit=200`);
  return ((await response.json()) as { items: Stored[] }).items;
}

/** The first file of the newest contact message from `email`, as the server keeps it. */
export async function storedAttachment(page: Page, email: string) {
  const items = (await (await asEditor(page, '/v1/inquiries?kind=contact&limit=200')).json()) as {
    items: Array<Stored & { id: string }>;
  };
  const inquiry = items.items.find((item) => item.fields.email === email);
  if (!inquiry) throw new Error(`No contact message from ${email}`);
  const detail = (await (await asEditor(page, `/v1/inquiries/${inquiry.id}`)).json()) as {
    attachments: Array<{ id: string; contentType: string }>;
  };
  const [file] = detail.attachments;
  if (!file) throw new Error(`The message from ${email} has no file`);
  const download = await asEditor(page, `/v1/inquiries/${inquiry.id}/attachments/${file.id}`);
  return { contentType: file.contentType, data: await download.body() };
}

/** A GET of the editors' API, signed in as the seeded admin. */
async function asEditor(page: Page, path: string) {
  const origin = new URL(page.url()).origin;
  const signIn = async () => {
    const response = await page.request.post(`${origin}/v1/auth/login`, { data: ADMIN });
    const token = ((await response.json()) as { access_token: string }).access_token;
    tokens.set(origin, token);
    return token;
  };
  const get = (token: string) =>
    page.request.get(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const response = await get(tokens.get(origin) ?? (await signIn()));
  // Access tokens last 15 minutes; a long run outlives one.
  return response.status() === 401 ? get(await signIn()) : response;
}
