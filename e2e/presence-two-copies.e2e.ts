import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures.ts';

/**
 * Editors see each other across server copies (issue #19, ADR 0028): two copies of the built app on
 * one PostgreSQL database, an editor on each in a browser of their own. Needs PostgreSQL
 * (TEST_DATABASE_URL, as `.ci/run` sets); PGlite is one process and cannot be shared.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const PORTS = [Number(process.env.E2E_PORT ?? 4173) + 10, Number(process.env.E2E_PORT ?? 4173) + 11];
const ADMIN = { email: 'admin@example.com', password: 'E2e!copies-admin1' };
const PAGE = '/solutions/totara-perform?edit=true&lng=en';

test.skip(!DATABASE, 'needs PostgreSQL: set TEST_DATABASE_URL');
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let servers: ChildProcess[] = [];
let databaseUrl = '';
const databaseName = `e2e_copies_${process.pid}_${Date.now()}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Starts one copy and waits until it answers /readyz. */
async function startCopy(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(process.cwd(), 'scripts/e2e-server.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      // Both copies sign the same tokens.
      JWT_SECRET: 'e2e-two-copies-secret-long-enough-for-hs256',
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the copy on port ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the copy on port ${port} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(`create database ${databaseName}`);
  const url = new URL(DATABASE as string);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // One after the other: the first migrates and seeds the database the second then finds ready.
  servers.push(await startCopy(PORTS[0] as number));
  servers.push(await startCopy(PORTS[1] as number));
});

test.afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  servers = [];
  if (databaseUrl) await admin(`drop database if exists ${databaseName} with (force)`);
});

/** An editor signed in on the copy at `port`, in a browser context of their own. */
async function editorOn(browser: Browser, port: number, who: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
  const page = await context.newPage();
  const login = await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  const tokens = (await login.json()) as { access_token: string; refresh_token: string };
  await page.goto('/login');
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access_token);
    localStorage.setItem('refreshToken', t.refresh_token);
  }, tokens);
  await page.goto(PAGE);
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  return { context, page };
}

const strip = (page: Page) => page.getByRole('status', { name: 'Other editors on this page' });
const heading = (page: Page) => page.getByRole('region', { name: /^Block 1:/ }).getByRole('heading', { level: 1 });

test('an editor on one copy sees another on the other copy, and their save within a second', async ({ browser }) => {
  const first = await editorOn(browser, PORTS[0] as number, ADMIN);
  const token = await first.page.evaluate(() => localStorage.getItem('accessToken'));
  const nadia = {
    email: `nadia-${Date.now()}@example.com`,
    password: 'Nadia!e2e-pass1',
    name: 'Nadia',
    role: 'editor',
  };
  const registered = await first.page.request.post('/v1/auth/register', {
    headers: { authorization: `Bearer ${token}` },
    data: nadia,
  });
  expect(registered.status()).toBe(201);
  const second = await editorOn(browser, PORTS[1] as number, nadia);
  try {
    await expect(strip(first.page)).toHaveText('Also here: Nadia');
    await expect(strip(second.page)).toHaveText('Also here: Administrator');

    // Nadia saves the banner's title on copy 2; the administrator's page on copy 1 shows it.
    const draft = await second.page.request.get('/v1/pages/solutions-totara-perform?draft=true', {
      headers: { authorization: `Bearer ${await second.page.evaluate(() => localStorage.getItem('accessToken'))}` },
    });
    const hero = (await draft.json()).blocks[0] as {
      id: string;
      block_type: string;
      version: number;
      content: { title: { en: string; ar: string } };
    };
    const title = `Saved on copy 2 at ${Date.now()}`;
    const saved = await second.page.request.put(`/v1/pages/blocks/${hero.id}`, {
      headers: { authorization: `Bearer ${await second.page.evaluate(() => localStorage.getItem('accessToken'))}` },
      data: {
        type: hero.block_type,
        content: { ...hero.content, title: { ...hero.content.title, en: title } },
        version: hero.version,
      },
    });
    expect(saved.status()).toBe(200);
    const deadline = Date.now() + 1000;
    await expect(heading(first.page)).toHaveText(title, { timeout: 1000 });
    expect(Date.now()).toBeLessThanOrEqual(deadline);

    // Nadia leaves: the administrator's strip empties.
    await second.context.close();
    await expect(strip(first.page)).toHaveText('');
  } finally {
    await first.context.close();
    await second.context.close().catch(() => {});
  }
});
