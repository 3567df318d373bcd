import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Editing tests change content, so they get a server (and database) of their own. */
const editorPort = port + 1;
/**
 * The collections' tests add stories and reorder the team, which other editing tests read in their
 * seeded order: a server of their own too. The translation status's tests count the home page's
 * texts that need translating, which other editing tests change: they share that server (neither
 * edits the other's pages).
 */
const listsPort = port + 2;
const LISTS = ['**/editing-collections.e2e.ts', '**/editing-translation.e2e.ts'];
/**
 * Creating pages adds entries to the header's menu and publishes the header, which other editing
 * tests read: a server of its own (ADR 0033). The detail page's tests share it: a story saved alone
 * gives the gallery a new version (ADR 0040), which an editing test holding the gallery open on the
 * editors' server would meet as a conflict.
 */
const pagesPort = port + 3;
const PAGES = ['**/editing-pages.e2e.ts', '**/editing-detail.e2e.ts'];
const ADMIN_PASSWORD = 'E2e!admin-pass';
const EDITING_LIMITS = { LOGIN_RATE_LIMIT: '1000' };

const server = (onPort: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/e2e-server.mjs',
  // Every form test posts from this one address: the per-address limit is raised for them.
  env: {
    PORT: String(onPort),
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    INQUIRY_RATE_LIMIT: '10000',
    SEARCH_RATE_LIMIT: '10000',
    ...env,
  },
  url: `http://127.0.0.1:${onPort}/readyz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
});

/** Browser tests against the built app, served by real servers (PGlite in fresh DATA_DIRs). */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  // Two Chromium workers on a 2-core machine; E2E_WORKERS tries more.
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI, where a loaded 2-core machine occasionally times a step out; a test that needs it
  // is reported as flaky in the output, so it is seen and mended rather than hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // A CI machine can be several times slower than this one (a run took 2.6 times as long): room for it.
  timeout: process.env.CI ? 60_000 : 30_000,
  // Sign-ins run scrypt at OWASP cost; on a busy 2-core machine an answer can take seconds.
  expect: { timeout: 10_000 },
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace for every test costs time on every test; the retry of a failure records one.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'site', testIgnore: '**/editing*.e2e.ts', use: { baseURL: `http://127.0.0.1:${port}` } },
    {
      name: 'editor',
      testMatch: '**/editing*.e2e.ts',
      testIgnore: [...LISTS, ...PAGES],
      use: { baseURL: `http://127.0.0.1:${editorPort}` },
    },
    { name: 'lists', testMatch: LISTS, use: { baseURL: `http://127.0.0.1:${listsPort}` } },
    { name: 'pages', testMatch: PAGES, use: { baseURL: `http://127.0.0.1:${pagesPort}` } },
  ],
  // Every editing test signs in from this one address too; the site's server keeps the real sign-in
  // limits, which its login tests check.
  webServer: [
    server(port),
    server(editorPort, EDITING_LIMITS),
    server(listsPort, EDITING_LIMITS),
    server(pagesPort, EDITING_LIMITS),
  ],
});
