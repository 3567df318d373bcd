import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/processes.ts';
import { openDatabase } from '../db/client.ts';
import { readSeedPages, seedDatabase } from '../db/seed.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = path.join(root, 'server/src/cli/content.ts');
/** Where the commands look for a running site (nothing listens there unless a test starts something). */
let port = 0;

/** `npm run content -- …args` as the operator types it, against the PGlite in `dataDir`. */
function content(dataDir: string, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, INIT_CWD: dataDir, PORT: String(port) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The command line: the archive written and read where the operator stands; refusals in one line. */
describe('npm run content', () => {
  let dir: string;
  const source = () => path.join(dir, 'source');
  const target = () => path.join(dir, 'target');

  beforeAll(async () => {
    port = await freePort();
    dir = mkdtempSync(path.join(tmpdir(), 'site-content-cli-'));
    mkdirSync(source());
    mkdirSync(target());
    const database = await openDatabase({ dataDir: source() });
    await database.migrate(async (db) => seedDatabase(db, await readSeedPages()));
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const expectRefusal = (result: { code: number | null; stdout: string; stderr: string }, message: RegExp) => {
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(message);
    // One line, no stack trace.
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  };

  it('exports to a file, and imports it over an installation with content only when told to replace it', async () => {
    const exported = await content(source(), 'export', 'site.tar.gz');
    expect(exported.stderr).toBe('');
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(
      /^Exported \d+ pages, \d+ blocks, \d+ releases and 0 files to .*site\.tar\.gz \(\d+ KB\)\n$/,
    );

    // An editor's upload makes the installation one with content.
    mkdirSync(path.join(target(), 'uploads'));
    writeFileSync(path.join(target(), 'uploads', '0123456789abcdef0123456789abcdef.png'), 'x');
    expectRefusal(
      await content(target(), 'import', '../source/site.tar.gz'),
      /^Cannot import \.\.\/source\/site\.tar\.gz: this installation already has content \(1 uploaded file\(s\)\); add --replace to replace it$/,
    );
    const replaced = await content(target(), 'import', '../source/site.tar.gz', '--replace');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(/^Imported [1-9]\d* pages, .*, replacing the content there was\n$/);
  }, 120_000);

  it('refuses to open the embedded database under a running site', async () => {
    const site = createServer((_request, response) => response.end('ok')).listen(port, '127.0.0.1');
    await once(site, 'listening');
    try {
      expectRefusal(
        await content(source(), 'export', 'other.tar.gz'),
        new RegExp(`^The site is running at http://127\\.0\\.0\\.1:${port}: stop it first`),
      );
    } finally {
      site.close();
    }
  }, 60_000);

  it('refuses a missing file, a truncated one and wrong arguments with one line and exit code 1', async () => {
    const whole = readFileSync(path.join(dir, 'source', 'site.tar.gz'));
    writeFileSync(path.join(dir, 'cut.tar.gz'), whole.subarray(0, whole.length - 40));
    const [missing, truncated, usage] = await Promise.all([
      content(dir, 'import', 'nowhere.tar.gz'),
      content(dir, 'import', 'cut.tar.gz'),
      content(dir, 'import'),
    ]);
    expectRefusal(missing, /^Cannot import nowhere\.tar\.gz: there is no such file$/);
    expectRefusal(truncated, /^Cannot import cut\.tar\.gz: the file is truncated/);
    expectRefusal(usage, /^Usage: npm run content -- export FILE \| import FILE \[--replace\]$/);
  }, 60_000);
});
