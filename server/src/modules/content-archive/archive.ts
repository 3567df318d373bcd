import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { checkBlockContent } from '@site/blocks';
import { isUploadName } from '../uploads/storage.ts';
import type { ContentTable } from './tables.ts';
import { readTar, TarFormatError, writeTar } from './tar.ts';

/**
 * The content archive (ADR 0034): a gzip'd tar holding `manifest.json` first, then one JSON-lines
 * file per content table (`tables/pages.jsonl`, one row a line, as PostgreSQL's row_to_json wrote
 * it), `people.jsonl` (the id and e-mail of each user the rows name, matched by e-mail on import)
 * and every uploaded file under `files/`. The manifest names the format, its version, the schema
 * migration the rows fit, the counts and the SHA-256 of every part.
 */
export const ARCHIVE_FORMAT = 'gulf-learning-site/content';
export const ARCHIVE_VERSION = 1;

export type Row = Record<string, unknown>;
export interface Person {
  id: string;
  email: string;
}

export interface ArchiveContent {
  migration: string;
  /** Rows of every content table, as JSON text, in insert order. */
  tables: ReadonlyArray<{ name: string; rows: readonly string[] }>;
  people: readonly Person[];
  files: ReadonlyArray<{ name: string; data: Buffer }>;
}

export interface Part {
  path: string;
  sha256: string;
  bytes: number;
}

export interface Manifest {
  format: string;
  version: number;
  migration: string;
  created_at: string;
  counts: { tables: Record<string, number>; people: number; files: number };
  parts: Part[];
}

export interface VerifiedArchive {
  manifest: Manifest;
  tables: ReadonlyArray<{ table: ContentTable; rows: Row[] }>;
  people: Person[];
  files: Array<{ name: string; data: Buffer }>;
}

/** A file that cannot be imported; the message says why, in one line, for the person at the terminal. */
export class ArchiveError extends Error {}

const MANIFEST = 'manifest.json';
const PEOPLE = 'people.jsonl';
const tablePath = (name: string) => `tables/${name}.jsonl`;
const filePath = (name: string) => `files/${name}`;

/** The newest migration in this code, which `migrate()` has applied before an export or import. */
export function currentMigration(): string {
  const journal = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
  ) as { entries: Array<{ tag: string }> };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('No migrations in server/drizzle');
  return last.tag;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const jsonLines = (lines: readonly string[]) => Buffer.from(lines.map((line) => `${line}\n`).join(''));

export function writeArchive(content: ArchiveContent, createdAt = new Date()): Buffer {
  const parts = [
    ...content.tables.map(({ name, rows }) => ({ name: tablePath(name), data: jsonLines(rows) })),
    { name: PEOPLE, data: jsonLines(content.people.map((person) => JSON.stringify(person))) },
    ...content.files.map(({ name, data }) => ({ name: filePath(name), data })),
  ];
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    migration: content.migration,
    created_at: createdAt.toISOString(),
    counts: {
      tables: Object.fromEntries(content.tables.map(({ name, rows }) => [name, rows.length])),
      people: content.people.length,
      files: content.files.length,
    },
    parts: parts.map(({ name, data }) => ({ path: name, sha256: sha256(data), bytes: data.length })),
  };
  const manifestEntry = { name: MANIFEST, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
  return gzipSync(writeTar([manifestEntry, ...parts]));
}

/**
 * Checks the whole archive before anything is written: complete, of a format and version this
 * code reads, made at the same schema migration, every part present with its checksum, every
 * row fitting its table and every block's content valid. Throws an ArchiveError saying what is wrong.
 */
export function readArchive(file: Buffer, expected: { migration: string; tables: readonly ContentTable[] }) {
  const list = untar(gunzip(file));
  const entries = new Map(list.map((entry) => [entry.name, entry.data]));
  const manifest = parseManifest(entries.get(MANIFEST));
  // Only names the format defines, each once, in the file and in its manifest alike: an entry such as
  // `../../tmp/x` is refused by name, not skipped, even when the manifest lists it with its checksum.
  const defined = definedName(expected.tables);
  for (const name of [...list.map((entry) => entry.name), ...manifest.parts.map((part) => part.path)]) {
    if (!defined(name))
      throw new ArchiveError(`it holds ${JSON.stringify(name)}, which the archive format does not define`);
  }
  if (entries.size !== list.length) throw new ArchiveError('it holds an entry twice (tampered with?)');
  if (new Set(manifest.parts.map((part) => part.path)).size !== manifest.parts.length)
    throw new ArchiveError(`${MANIFEST} lists a part twice (tampered with?)`);
  if (manifest.migration !== expected.migration)
    throw new ArchiveError(
      `the archive was made at schema migration ${manifest.migration}, this installation is at ${expected.migration}; ` +
        'run the same version of the site on both sides',
    );

  const listed = new Set(manifest.parts.map((part) => part.path));
  const extra = [...entries.keys()].find((name) => name !== MANIFEST && !listed.has(name));
  if (extra) throw new ArchiveError(`it holds ${extra}, which its manifest does not list (tampered with?)`);
  for (const part of manifest.parts) {
    const data = entries.get(part.path);
    if (!data) throw new ArchiveError(`${part.path} is missing (the file is incomplete)`);
    if (data.length !== part.bytes || sha256(data) !== part.sha256)
      throw new ArchiveError(`${part.path} does not match its checksum (the file was damaged or tampered with)`);
  }

  const archived = Object.keys(manifest.counts.tables).sort();
  const known = expected.tables.map((table) => table.name).sort();
  if (archived.join() !== known.join())
    throw new ArchiveError(`it holds the tables ${archived.join(', ')}; this installation expects ${known.join(', ')}`);

  const tables = expected.tables.map((table) => {
    const rows = parseLines(entries.get(tablePath(table.name)), tablePath(table.name));
    for (const [index, row] of rows.entries()) checkRow(table, row, `${tablePath(table.name)} line ${index + 1}`);
    if (rows.length !== manifest.counts.tables[table.name])
      throw new ArchiveError(
        `${tablePath(table.name)} holds ${rows.length} rows, its manifest says ${manifest.counts.tables[table.name]}`,
      );
    return { table, rows };
  });

  const people = parseLines(entries.get(PEOPLE), PEOPLE).map((row, index) => {
    if (typeof row.id !== 'string' || typeof row.email !== 'string')
      throw new ArchiveError(`${PEOPLE} line ${index + 1} is not { id, email }`);
    return { id: row.id, email: row.email };
  });

  const files = manifest.parts
    .filter((part) => part.path.startsWith('files/'))
    .map((part) => {
      const name = part.path.slice('files/'.length);
      if (!isUploadName(name)) throw new ArchiveError(`${part.path} is not the name of an uploaded file`);
      return { name, data: entries.get(part.path) as Buffer };
    });
  if (files.length !== manifest.counts.files)
    throw new ArchiveError(`it holds ${files.length} files, its manifest says ${manifest.counts.files}`);

  return { manifest, tables, people, files } satisfies VerifiedArchive;
}

/** The names an archive may hold: the manifest, the people, a file per content table, uploaded files. */
function definedName(tables: readonly ContentTable[]) {
  const fixed = new Set([MANIFEST, PEOPLE, ...tables.map((table) => tablePath(table.name))]);
  return (name: string) => fixed.has(name) || (name.startsWith('files/') && isUploadName(name.slice('files/'.length)));
}

function gunzip(file: Buffer): Buffer {
  try {
    return gunzipSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'Z_BUF_ERROR') throw new ArchiveError('the file is truncated (it ends before the archive does)');
    if (file.length < 2 || file[0] !== 0x1f || file[1] !== 0x8b)
      throw new ArchiveError('this is not a content archive (not a gzip file)');
    throw new ArchiveError(`the file is damaged or was tampered with (${(error as Error).message})`);
  }
}

function untar(tar: Buffer) {
  try {
    return readTar(tar);
  } catch (error) {
    if (error instanceof TarFormatError) throw new ArchiveError(`the archive is damaged: ${error.message}`);
    throw error;
  }
}

function parseManifest(data: Buffer | undefined): Manifest {
  if (!data) throw new ArchiveError(`this is not a content archive (no ${MANIFEST})`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(data.toString('utf8'));
  } catch {
    throw new ArchiveError(`${MANIFEST} is not valid JSON`);
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new ArchiveError(`this is not a content archive (format ${JSON.stringify(manifest.format)})`);
  if (manifest.version !== ARCHIVE_VERSION)
    throw new ArchiveError(
      `the archive is format version ${JSON.stringify(manifest.version)}; this installation reads version ${ARCHIVE_VERSION}`,
    );
  const counts = manifest.counts;
  if (
    typeof manifest.migration !== 'string' ||
    !Array.isArray(manifest.parts) ||
    !manifest.parts.every(
      (p) => typeof p?.path === 'string' && typeof p.sha256 === 'string' && Number.isInteger(p.bytes),
    ) ||
    typeof counts?.tables !== 'object' ||
    counts.tables === null ||
    !Number.isInteger(counts.people) ||
    !Number.isInteger(counts.files)
  )
    throw new ArchiveError(`${MANIFEST} is incomplete`);
  return manifest as Manifest;
}

function parseLines(data: Buffer | undefined, path: string): Row[] {
  if (!data) throw new ArchiveError(`${path} is missing (the file is incomplete)`);
  const text = data.toString('utf8');
  if (text !== '' && !text.endsWith('\n')) throw new ArchiveError(`${path} ends mid-line`);
  return text
    .split('\n')
    .slice(0, -1)
    .map((line, index) => {
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        throw new ArchiveError(`${path} line ${index + 1} is not valid JSON`);
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row))
        throw new ArchiveError(`${path} line ${index + 1} is not a row`);
      return row as Row;
    });
}

function checkRow(table: ContentTable, row: Row, where: string): void {
  const unknown = Object.keys(row).find((column) => !table.columns.has(column));
  if (unknown) throw new ArchiveError(`${where}: ${table.name} has no column ${unknown}`);
  const missing = table.required.find((column) => row[column] === undefined || row[column] === null);
  if (missing) throw new ArchiveError(`${where}: ${missing} is required`);
  if (table.name === 'blocks') {
    const check = checkBlockContent(String(row.block_type), row.content);
    if (!check.ok) throw new ArchiveError(`${where}: the block's content is not valid (${check.reason})`);
  }
}
