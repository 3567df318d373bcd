import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema.ts';

/**
 * Tables that are not the site's content (ADR 0034). Every other table schema.ts exports is
 * content and goes into the archive, so a table added later is backed up without a change here.
 * - People and their access: users (only their id and e-mail travel, to keep "who wrote this"),
 *   sessions, refresh tokens, single-use links, the mails that carried them, sign-in limits, the
 *   audit log of people management, preview links (secrets handed to someone).
 * - Inquiries: visitors' personal data with their own lifecycle (the inbox and its CSV export).
 * - uploads: the bytes of uploaded files travel as files, whatever storage holds them.
 * - The search index and its words, built from the releases (ADR 0047), and what visitors searched
 *   (the editors' report of this installation).
 */
export const NOT_CONTENT: ReadonlySet<string> = new Set([
  'users',
  'sessions',
  'refresh_tokens',
  'user_tokens',
  'account_mails',
  'rate_limits',
  'audit_log',
  'page_previews',
  'inquiries',
  'inquiry_attachments',
  'inquiry_deliveries',
  'uploads',
  'search_entries',
  'search_words',
  'search_queries',
]);

export interface ContentTable {
  name: string;
  /**
   * Every column the archive carries, by its SQL name: not the generated ones, which the database
   * computes from the others (page_releases.media_paths).
   */
  columns: ReadonlySet<string>;
  /** Columns that must hold a value in every row (NOT NULL without a default). */
  required: readonly string[];
  /** Columns referring to users.id: mapped to the target's user with the same e-mail, else null. */
  userColumns: readonly string[];
  /** serial / bigserial columns, whose sequence is moved past the imported rows. */
  serialColumns: readonly string[];
}

const SERIAL_TYPES = new Set(['PgSerial', 'PgSmallSerial', 'PgBigSerial53', 'PgBigSerial64']);

/** The content tables, each after every table it refers to (so inserts in this order satisfy foreign keys). */
export function contentTables(): ContentTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const configs = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || NOT_CONTENT.has(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const key of configs.get(name)?.foreignKeys ?? []) {
      const target = getTableConfig(key.reference().foreignTable).name;
      if (target !== name) visit(target, [...path, name]);
    }
    ordered.push(name);
  };
  for (const name of [...configs.keys()].sort()) visit(name, []);

  return ordered.map((name) => {
    const config = configs.get(name) as ReturnType<typeof getTableConfig>;
    const columns = config.columns.filter((column) => column.generated === undefined);
    const userColumns = config.foreignKeys
      .filter((key) => getTableConfig(key.reference().foreignTable).name === 'users')
      .flatMap((key) => key.reference().columns.map((column) => column.name));
    return {
      name,
      columns: new Set(columns.map((column) => column.name)),
      required: columns.filter((c) => c.notNull && !c.hasDefault).map((c) => c.name),
      userColumns,
      serialColumns: columns.filter((c) => SERIAL_TYPES.has(c.columnType)).map((c) => c.name),
    };
  });
}
