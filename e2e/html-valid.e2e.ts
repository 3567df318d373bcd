import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, seed, test } from './fixtures.ts';

/**
 * Issue #9: the Nu HTML Checker (vnu-jar, on Java) finds no errors in the HTML the server sends for
 * the main pages, in English and Arabic. One run of the checker over all of them.
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

type Items = Array<{ id: string }> | undefined;
const story = (seed('customer-stories').blocks.find((b) => b.block_type === 'GALLERY')?.content.stories as Items)?.[0]
  ?.id;
const vacancy = (seed('careers').blocks.find((b) => b.block_type === 'VACANCIES')?.content.jobs as Items)?.[0]?.id;
const PATHS = [
  '/',
  '/about',
  '/solutions/totara-learn',
  '/resources',
  `/customer-stories/${story}`,
  `/vacancy-details/${vacancy}`,
  '/contact',
  '/privacy-policy',
  '/no-such-page',
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the main pages are valid HTML in English and Arabic', async ({ request }) => {
  test.setTimeout(120_000);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error('The HTML check needs Java: apt-get install default-jre-headless');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'html-valid-'));
  try {
    const files = new Map<string, string>();
    for (const lang of ['en', 'ar'] as const) {
      for (const page of PATHS) {
        const url = `${page}${lang === 'ar' ? '?lng=ar' : ''}`;
        const response = await request.get(url);
        expect(response.status(), url).toBe(page === '/no-such-page' ? 404 : 200);
        const file = path.join(dir, `${lang}${page.replace(/\//g, '_') || '_'}.html`);
        writeFileSync(file, await response.body());
        files.set(file, url);
      }
    }
    const run = spawnSync(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files.keys()],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.status, run.stderr).toBe(0);
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const file = decodeURIComponent(m.url.replace(/^file:/, ''));
        return `${files.get(file) ?? file}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim().slice(0, 120)})` : ''}`;
      });
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
