import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL's settings for the embedded database, sized for one small site in one process (issue #34,
 * ADR 0048). PGlite's own are a server's: 128 MB of shared buffers and room for 100 connections,
 * all inside the process's WebAssembly memory, which never shrinks. Single-user PostgreSQL has no
 * checkpointer, background writer or autovacuum: the WAL grows until `max_wal_size` forces a
 * checkpoint, so that is kept small, and `maintainPglite` does the rest.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  // One backend; the lock table is sized by both (64 × 20 locks: the migrations take a few hundred).
  max_connections: '20',
  max_locks_per_transaction: '64',
  temp_buffers: '1MB',
  work_mem: '4MB',
  maintenance_work_mem: '16MB',
  wal_buffers: '512kB',
  effective_cache_size: '64MB',
  max_wal_size: '48MB',
  min_wal_size: '32MB',
  wal_keep_size: '0',
};

/** PGlite's own start parameters (0.5: single-user, no fsync, no workers), then ours. */
const PGLITE_START = [
  '--single',
  '-F',
  '-O',
  '-j',
  ...[
    'search_path=public',
    'exit_on_error=false',
    'log_checkpoints=false',
    'max_worker_processes=0',
    'max_parallel_workers=0',
    'max_parallel_workers_per_gather=0',
    'io_method=sync',
    'max_parallel_maintenance_workers=0',
    ...Object.entries(PGLITE_SETTINGS).map(([name, value]) => `${name}=${value}`),
  ].flatMap((setting) => ['-c', setting]),
];

/** Where PGlite's WebAssembly file system has the data directory (PGDATA). */
const PGLITE_PGDATA = '/pglite/data';

/**
 * PGlite's NodeFS (a folder on disk), as a MemoryFS: on a first start PGlite 0.5 runs initdb in a
 * second instance and, for any file system but a MemoryFS, copies the new cluster over as a tarball
 * held in memory; as a MemoryFS it writes straight into this folder. The start-up peak of a first
 * start is 250 MB lower (ADR 0048). The same mount NodeFS makes; only the class differs.
 */
class FolderFS extends MemoryFS {
  readonly #root: string;
  constructor(root: string) {
    super();
    this.#root = path.resolve(root);
    mkdirSync(this.#root, { recursive: true });
  }
  override async init(pg: PGlite, options: Parameters<MemoryFS['init']>[1]) {
    this.pg = pg;
    const mount = (mod: {
      FS: { mkdirTree(at: string): void; mount(type: unknown, options: object, at: string): void };
      NODEFS: unknown;
    }) => {
      mod.FS.mkdirTree(PGLITE_PGDATA);
      mod.FS.mount(mod.NODEFS, { root: this.#root }, PGLITE_PGDATA);
    };
    return { emscriptenOpts: { ...options, preRun: [...(options.preRun ?? []), mount] } as typeof options };
  }
}

/** Where the embedded database keeps its files in the data folder. */
export const pgliteFolder = (dataDir: string): string => path.join(dataDir, 'pgdata');

/**
 * The embedded database in `pgdata` (null: in memory, for tests). A folder without a database yet
 * gets one from a worker first (ensurePgliteCluster).
 */
export async function createPglite(pgdata: string | null): Promise<PGlite> {
  if (pgdata !== null && !existsSync(path.join(pgdata, 'PG_VERSION'))) await ensurePgliteCluster(pgdata);
  return openPgliteClient(pgdata);
}

/** PGlite with our settings; initdb runs in this process if `pgdata` holds no database yet. */
export async function openPgliteClient(pgdata: string | null): Promise<PGlite> {
  // pg_trgm: the site search's word similarity (ADR 0047), as PostgreSQL servers have it in contrib.
  return PGlite.create({
    ...(pgdata === null
      ? {}
      : existsSync(path.join(pgdata, 'PG_VERSION'))
        ? { dataDir: pgdata }
        : { fs: new FolderFS(pgdata) }),
    extensions: { pg_trgm },
    startParams: PGLITE_START,
    // initdb writes them into postgresql.conf too, and runs with small buffers itself.
    initDbStartParams: Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  });
}

const initScript = fileURLToPath(new URL('./pglite-init.ts', import.meta.url));

/**
 * Creates the database in `pgdata` if it has none, in a child process: initdb runs a second
 * PostgreSQL instance and keeps a copy of its whole memory (some 450 MB for a few seconds), which a
 * process would not give back (PGlite's WebAssembly memory never shrinks; neither did a worker
 * thread's, measured). `npm start` calls it before loading the app (ADR 0048).
 */
export async function ensurePgliteCluster(pgdata: string): Promise<void> {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), initScript, pgdata], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !existsSync(path.join(pgdata, 'PG_VERSION')))
    throw new Error(`initdb failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`);
}
