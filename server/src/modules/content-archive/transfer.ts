import { type Database, type Db, sql } from '../../db/client.ts';
import { createPageChanges } from '../pages/changes.ts';
import { ArchiveError, currentMigration, type Person, type Row, readArchive, writeArchive } from './archive.ts';
import { type ContentTable, contentTables } from './tables.ts';
import { countUploadFiles, readUploadFiles, type UploadPlace, writeUploadFiles } from './upload-files.ts';

type Rows<T> = { rows: T[] };
const query = async <T>(db: Db, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as Rows<T>).rows;

export interface Counts {
  tables: Record<string, number>;
  files: number;
}

/** Every content table, the ids and e-mails of the users it names and every uploaded file, from one snapshot. */
export async function exportContent(
  database: Database,
  uploads: UploadPlace,
): Promise<{ archive: Buffer; counts: Counts }> {
  const tables = contentTables();
  const content = await database.db.transaction(
    async (tx) => {
      const rows: Array<{ name: string; rows: string[] }> = [];
      for (const table of tables) {
        // In the order the rows lie on disk, so the target stores them in the same order and a
        // query without ORDER BY (a JSON object's keys, say) answers there as it did here.
        const lines = await query<{ row: string }>(
          tx,
          sql`select row_to_json(t)::text as row
            from (select ${columnList(table)} from ${sql.identifier(table.name)} order by ctid) t`,
        );
        rows.push({ name: table.name, rows: lines.map((line) => line.row) });
      }
      const users = await query<Person>(tx, sql`select id, email from users order by email`);
      // Only the people the content names: the archive is no list of every account.
      const named = new Set(
        tables.flatMap((table, index) =>
          table.userColumns.length === 0
            ? []
            : (rows[index]?.rows ?? []).flatMap((line) => {
                const row = JSON.parse(line) as Record<string, unknown>;
                return table.userColumns.map((column) => row[column]);
              }),
        ),
      );
      const people = users.filter((user) => named.has(user.id));
      return { tables: rows, people, files: await readUploadFiles(uploads, tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const counts = {
    tables: Object.fromEntries(content.tables.map(({ name, rows }) => [name, rows.length])),
    files: content.files.length,
  };
  return { archive: writeArchive({ migration: currentMigration(), ...content }), counts };
}

/** Checks the file completely (ArchiveError when it is not fit to import); writes nothing. */
export function verifyArchive(file: Buffer) {
  return readArchive(file, { migration: currentMigration(), tables: contentTables() });
}

/**
 * Why this installation is not empty, or null when it holds nothing an editor made: only the seed's
 * pages, blocks, releases and media items, untouched (ADR 0034). People, inquiries and the audit log do not count.
 */
export async function whyNotEmpty(db: Db, uploads: UploadPlace | null): Promise<string | null> {
  const [found] = await query<Record<string, number>>(
    db,
    sql`select
      (select count(*)::int from page_releases where kind <> 'seed') as releases,
      (select count(*)::int from block_history) as edits,
      (select count(*)::int from blocks where version > 1) as blocks,
      (select count(*)::int from pages where path is not null or template is not null) as created,
      (select count(*)::int from pages where settings_version > 1) as settings,
      (select count(*)::int from media_items where path not like '/data/uploads/seed/%') as media,
      (select count(*)::int from redirects) as redirects`,
  );
  const files = uploads ? await countUploadFiles(uploads, db) : 0;
  const reasons = [
    [found?.releases, 'publish(es)'],
    [(found?.edits ?? 0) + (found?.blocks ?? 0), 'block edit(s)'],
    [found?.created, 'created page(s)'],
    [found?.settings, 'page settings change(s)'],
    [found?.media, 'media library item(s)'],
    [found?.redirects, 'redirect(s)'],
    [files, 'uploaded file(s)'],
  ] as const;
  const said = reasons.filter(([count]) => (count ?? 0) > 0).map(([count, what]) => `${count} ${what}`);
  return said.length > 0 ? said.join(', ') : null;
}

export interface ImportOptions {
  /** Replace the content of an installation that has some; without it, such an import is refused. */
  replace?: boolean;
}

/**
 * Loads a verified archive: the files first (content-addressed, so leftovers of a failure are
 * harmless), then, in one transaction, every content table emptied and filled from the archive,
 * references to users matched by e-mail (null when the target has no such user) and serial
 * sequences moved past the imported ids. Nothing of the old content remains, nothing half-loaded
 * survives a failure. Running server copies on the same PostgreSQL drop their cached pages.
 */
export async function importContent(
  database: Database,
  uploads: UploadPlace,
  archive: ReturnType<typeof verifyArchive>,
  options: ImportOptions = {},
): Promise<Counts> {
  const refuseIfNotEmpty = async (db: Db, files: UploadPlace | null) => {
    if (options.replace) return;
    const reason = await whyNotEmpty(db, files);
    if (reason)
      throw new ArchiveError(`this installation already has content (${reason}); add --replace to replace it`);
  };
  await refuseIfNotEmpty(database.db, uploads);
  if (uploads.storage === 'disk') await writeUploadFiles(uploads, database.db, archive.files);

  await database.db.transaction(async (tx) => {
    // Two imports at once against one PostgreSQL take turns; the second then finds content.
    await tx.execute(sql`select pg_advisory_xact_lock(7242034)`);
    // Again under the lock, where the files just written do not count.
    await refuseIfNotEmpty(tx, null);
    if (uploads.storage === 'database') await writeUploadFiles(uploads, tx, archive.files);

    const byEmail = new Map(
      (await query<Person>(tx, sql`select id, email from users`)).map((user) => [user.email, user.id]),
    );
    const userIds = new Map(archive.people.map((person) => [person.id, byEmail.get(person.email) ?? null]));

    // TRUNCATE rather than DELETE: fresh tables, filled in the archive's row order, lie on disk as
    // they did at the source. CASCADE takes what hangs off the pages (preview links) with them.
    const names = archive.tables.map(({ table }) => sql.identifier(table.name));
    // The search index is built from the releases (ADR 0047): emptied here, built again from the
    // imported ones when the import announces itself.
    await tx.execute(sql`truncate search_entries`);
    await tx.execute(sql`truncate ${sql.join(names, sql`, `)} cascade`);
    for (const { table, rows } of archive.tables) {
      const name = sql.identifier(table.name);
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const batch = rows.slice(start, start + INSERT_BATCH).map((row) => mapUsers(row, table.userColumns, userIds));
        await tx.execute(
          sql`insert into ${name} (${columnList(table)})
            select ${columnList(table)} from json_populate_recordset(null::${name}, ${JSON.stringify(batch)}::json)`,
        );
      }
      for (const column of table.serialColumns) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${table.name}, ${column}),
            coalesce((select max(${sql.identifier(column)}) from ${name}), 0) + 1, false)`,
        );
      }
    }
  });
  await createPageChanges(database).announce('all');
  return {
    tables: Object.fromEntries(archive.tables.map(({ table, rows }) => [table.name, rows.length])),
    files: archive.files.length,
  };
}

const INSERT_BATCH = 200;

/** The columns an archive carries (ContentTable.columns), in the table's order, for a select or an insert. */
function columnList(table: ContentTable) {
  return sql.join(
    [...table.columns].map((column) => sql.identifier(column)),
    sql`, `,
  );
}

function mapUsers(row: Row, columns: readonly string[], userIds: ReadonlyMap<string, string | null>): Row {
  if (columns.length === 0) return row;
  const mapped = { ...row };
  for (const column of columns) {
    const id = row[column];
    if (typeof id === 'string') mapped[column] = userIds.get(id) ?? null;
  }
  return mapped;
}
