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
  const origin = new URL(page.url()).origin;
  const signIn = async () => {
    const response = await page.request.post(`${origin}/v1/auth/login`, { data: ADMIN });
    const token = ((await response.json()) as { access_token: string }).access_token;
    tokens.set(origin, token);
    return token;
  };
  const list = (token: string) =>
    page.request.get(`${origin}/v1/inquiries?kind=${kind}&limit=200`, {
      headers: { authorization: `Bearer ${token}` },
    });
  let response = await list(tokens.get(origin) ?? (await signIn()));
  // Access tokens last 15 minutes; a long run outlives one.
  if (response.status() === 401) response = await list(await signIn());
  return ((await response.json()) as { items: Stored[] }).items;
}
