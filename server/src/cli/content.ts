// `npm run content -- export FILE` / `npm run content -- import FILE [--replace]`: back up or move the
// site's content (ADR 0034), against the same database and upload storage `npm start` uses.
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { ArchiveError } from '../modules/content-archive/archive.ts';
import { type Counts, exportContent, importContent, verifyArchive } from '../modules/content-archive/transfer.ts';
import type { UploadPlace } from '../modules/content-archive/upload-files.ts';

const USAGE = 'Usage: npm run content -- export FILE | import FILE [--replace]';

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean' } } });
  const [command, file, ...rest] = positionals;
  shown = { command, file };
  if (!file || rest.length > 0 || (command !== 'export' && command !== 'import')) throw new ConfigError(USAGE);
  if (values.replace && command !== 'import') throw new ConfigError(`--replace is for import. ${USAGE}`);
  // npm runs scripts from the project root; a relative FILE means where the command was typed.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  if (command === 'export') await exportTo(config, target);
  else await importFrom(config, target, values.replace === true);
}

async function exportTo(config: Config, file: string) {
  const database = await open(config);
  try {
    const { archive, counts } = await exportContent(database, uploadPlace(config));
    // Written beside and renamed, so a failed export never leaves half a file under FILE's name.
    const temp = `${file}.${process.pid}.partial`;
    try {
      await writeFile(temp, archive);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw new ConfigError(
        `Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    console.log(`Exported ${describe(counts)} to ${file} (${formatBytes(archive.length)})`);
  } finally {
    await database.close();
  }
}

async function importFrom(config: Config, file: string, replace: boolean) {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ArchiveError(code === 'ENOENT' ? 'there is no such file' : `it cannot be read (${code})`);
  }
  // The whole file is checked before the database is even opened.
  const archive = verifyArchive(bytes);
  const database = await open(config);
  try {
    const counts = await importContent(database, uploadPlace(config), archive, { replace });
    console.log(`Imported ${describe(counts)} from ${file}${replace ? ', replacing the content there was' : ''}`);
  } finally {
    await database.close();
  }
}

async function open(config: Config) {
  if (!config.DATABASE_URL) await refuseWhileServing(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  return database;
}

/**
 * PGlite's files belong to one process: a second one opening them under a running server could
 * corrupt them. The server answers /readyz on its port, so a site running with this configuration
 * is found and the operator asked to stop it first.
 */
async function refuseWhileServing(config: Config) {
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/readyz`;
  const answered = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new ConfigError(
      `The site is running at ${new URL(url).origin}: stop it first (its embedded database belongs to one process)`,
    );
}

function uploadPlace(config: Config): UploadPlace {
  return config.UPLOAD_STORAGE === 'database'
    ? { storage: 'database' }
    : { storage: 'disk', dir: path.join(config.DATA_DIR, 'uploads') };
}

function describe(counts: Counts): string {
  const { pages = 0, page_releases = 0, blocks = 0 } = counts.tables;
  return `${pages} pages, ${blocks} blocks, ${page_releases} releases and ${counts.files} files`;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

let shown: { command?: string | undefined; file?: string | undefined } = {};
main().catch((error) => {
  if (error instanceof ArchiveError) console.error(`Cannot import ${shown.file}: ${error.message}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(`${shown.command === 'export' ? 'Export' : 'Import'} failed:`, error);
  process.exit(1);
});
