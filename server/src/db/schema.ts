import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name'),
    role: text('role', { enum: ['admin', 'editor'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_role_check', sql`${t.role} in ('admin', 'editor')`)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Localized page name, used in the document title. */
  title: jsonb('title'),
  /**
   * Page settings editors change outside the blocks (issue #9): meta description and the Open Graph /
   * Twitter card texts and image, each localized. Checked by the page-settings schema in @site/blocks.
   */
  settings: jsonb('settings').notNull().default({}),
  /** Bumped on every settings write; a write naming an older one is a conflict (as for blocks). */
  settingsVersion: integer('settings_version').notNull().default(1),
  /**
   * The release visitors see (issue #19; ADR 0025). Null: never published, so visitors get no page.
   * The blocks and settings in these tables are the draft editors work on.
   */
  publishedReleaseId: bigint('published_release_id', { mode: 'number' }),
  /**
   * Pages editors created (issue #20) have their own address here and can be renamed or deleted;
   * null for the spec's fixed pages, whose addresses are PAGE_SLUGS.
   */
  path: text('path').unique(),
  /** The template a created page started from: blank, landing, solution. */
  template: text('template'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blockType: text('block_type').notNull(),
    order: integer('order').notNull(),
    content: jsonb('content').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * When each localized text's English and Arabic were last written, by field path (issue #19):
     * `{ "title": { "en": "2026-…Z", "ar": "2026-…Z" } }`. Set by the server on every save from what
     * changed, so a translation knows it is older than the other language without comparing texts.
     */
    translations: jsonb('translations').notNull().default({}),
  },
  (t) => [index('blocks_page_order_idx').on(t.pageId, t.order)],
);

/**
 * A jsonpath (as SQL) to every uploaded file's address in a JSON value: uploads and seed files all live
 * under /data/uploads/ (UPLOADS_URL_PREFIX), and media_info and media_items know no other paths.
 */
export const MEDIA_PATHS = sql.raw(`'strict $.** ? (@ starts with "/data/uploads/")'`);

/**
 * Every publish of a page (issue #19; ADR 0025): the page's title, settings and blocks as they went
 * live, numbered per page. A scheduled publish is a release waiting for its time; a rollback is a
 * new release with an earlier one's snapshot.
 */
export const pageReleases = pgTable(
  'page_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per page, in the order they were made. */
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['publish', 'rollback', 'seed'] }).notNull(),
    /** scheduled → published (or cancelled); published releases stay as history. */
    status: text('status', { enum: ['scheduled', 'published', 'cancelled'] }).notNull(),
    /** { title, settings, blocks: [{ id, block_type, order, content, version, translations }] } */
    snapshot: jsonb('snapshot').notNull(),
    /**
     * Every uploaded file's address in the snapshot (strings starting with /data/uploads/, where every
     * upload and seed file lives), kept by the database: reading a published page looks these up in
     * media_info instead of walking the whole snapshot on every read (issue #17).
     */
    mediaPaths: jsonb('media_paths').notNull().generatedAlwaysAs(sql`jsonb_path_query_array(snapshot, ${MEDIA_PATHS})`),
    /**
     * The snapshot as visitors get it, as JSON text (`{"title":…,"settings":…,"blocks":[…]}`, blocks
     * without their translation stamps), made by the database function `visitor_page_json` (migration
     * 0009) whenever the snapshot is written: reading a published page then sends this text as it
     * is instead of rebuilding it from the snapshot on every read (issue #17).
     */
    visitorJson: text('visitor_json').notNull().generatedAlwaysAs(sql`visitor_page_json(snapshot)`),
    /** For a rollback: the release whose snapshot it put back. */
    sourceReleaseId: bigint('source_release_id', { mode: 'number' }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('page_releases_page_number_key').on(t.pageId, t.number),
    index('page_releases_due_idx').on(t.status, t.publishAt),
    check('page_releases_kind_check', sql`${t.kind} in ('publish', 'rollback', 'seed')`),
    check('page_releases_status_check', sql`${t.status} in ('scheduled', 'published', 'cancelled')`),
  ],
);

/**
 * Preview links (issue #19; ADR 0029): anyone holding the token may read the draft of the page (and of
 * the header and footer) until it expires or is revoked. Only the token's SHA-256 is stored.
 */
export const pagePreviews = pgTable(
  'page_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /**
     * A link to one item's draft (ADR 0040): the page is where the item shows (its list page), and
     * only the item is opened; null for a link to the page's draft.
     */
    itemId: uuid('item_id').references((): AnyPgColumn => items.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('page_previews_token_hash_key').on(t.tokenHash),
    index('page_previews_page_idx').on(t.pageId),
    index('page_previews_item_idx').on(t.itemId),
  ],
);

/** A login: every access and refresh token of one sign-in belongs to it; revoking it ends them all. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why it ended: logout, refresh_reuse, password_change, user_disabled. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored only as SHA-256 hashes; each is used once and replaced (rotation). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged; presenting it again is theft and ends the session. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Every change to a block: who, when, and the content before and after. */
export const blockHistory = pgTable(
  'block_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: the history of a deleted block outlives it, so it can be restored. */
    blockId: uuid('block_id').notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['create', 'update', 'delete', 'reorder', 'restore'] }).notNull(),
    blockType: text('block_type').notNull(),
    /** The block's version after this change (for a delete: the version it had). */
    version: integer('version').notNull(),
    orderBefore: integer('order_before'),
    orderAfter: integer('order_after'),
    contentBefore: jsonb('content_before'),
    contentAfter: jsonb('content_after'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('block_history_page_idx').on(t.pageId, t.id),
    index('block_history_block_idx').on(t.blockId, t.version),
  ],
);

/**
 * The items of collections (issue #30, ADR 0040): each story, post, vacancy, team member and logo
 * its own row, the working copy editors write. `content` fits the collection's schema; the columns
 * after it are derived from the content on every write, so lists filter, sort and search by index.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collection: text('collection').notNull(),
    /** The item's readable id in addresses (`qamar-health-trains-4-000-nurses`), unique in its collection. */
    slug: text('slug').notNull(),
    content: jsonb('content').notNull(),
    version: integer('version').notNull().default(1),
    /** When each text's English and Arabic were last written, by field path, as for blocks (ADR 0026). */
    translations: jsonb('translations').notNull().default({}),
    /** Place in a hand-ordered list (team, partners…): ascending. */
    position: integer('position').notNull(),
    /** The date a dated list is ordered by (a post's date), newest first. */
    sortDate: text('sort_date'),
    /** The English title, folded for sorting by name. */
    sortTitle: text('sort_title').notNull(),
    /** The slug and every text of the item in both languages, folded as search folds (`foldForSearch`). */
    searchText: text('search_text').notNull(),
    /** What lists filter by: `category:healthcare`, `type:blog`. */
    filterValues: text('filter_values').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Deleted items stay until restored or purged: delete has an undo. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The release visitors see (item_releases.live); null while the item was never published or its deletion was. */
    publishedReleaseId: bigint('published_release_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('items_collection_slug_key').on(t.collection, t.slug),
    index('items_collection_position_idx').on(t.collection, t.position),
    index('items_collection_date_idx').on(t.collection, t.sortDate),
    index('items_filter_values_idx').using('gin', t.filterValues),
  ],
);

/**
 * An item as it went live (issue #30, ADR 0040), as page_releases are for pages: `snapshot` is
 * `{ slug, position, content }`, or `{ slug, removed: true }` for the publish of a deletion. The row
 * visitors see is the one with `live` (at most one per item, kept by publish, rollback and the
 * scheduler); the columns after the snapshot are derived from it when the release is made, so a
 * visitor's list page is one indexed query over live rows whatever the collection's size.
 */
export const itemReleases = pgTable(
  'item_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    collection: text('collection').notNull(),
    /** 1, 2, 3… per item. */
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['publish', 'rollback', 'seed'] }).notNull(),
    status: text('status', { enum: ['scheduled', 'published', 'cancelled'] }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    /** Whether visitors see this release now. */
    live: boolean('live').notNull().default(false),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    sortDate: text('sort_date'),
    filterValues: text('filter_values').array().notNull().default(sql`'{}'::text[]`),
    /** Uploaded files' addresses in the snapshot, as for page releases: where-used and the media sizes. */
    mediaPaths: jsonb('media_paths').notNull().generatedAlwaysAs(sql`jsonb_path_query_array(snapshot, ${MEDIA_PATHS})`),
    sourceReleaseId: bigint('source_release_id', { mode: 'number' }),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('item_releases_item_number_key').on(t.itemId, t.number),
    uniqueIndex('item_releases_live_item_key').on(t.itemId).where(sql`${t.live}`),
    index('item_releases_due_idx').on(t.status, t.publishAt),
    index('item_releases_live_date_idx').on(t.collection, t.sortDate.desc().nullsLast(), t.id).where(sql`${t.live}`),
    index('item_releases_live_position_idx').on(t.collection, t.position, t.slug).where(sql`${t.live}`),
    index('item_releases_live_slug_idx').on(t.collection, t.slug).where(sql`${t.live}`),
    index('item_releases_live_filter_idx').using('gin', t.filterValues).where(sql`${t.live}`),
    check('item_releases_kind_check', sql`${t.kind} in ('publish', 'rollback', 'seed')`),
    check('item_releases_status_check', sql`${t.status} in ('scheduled', 'published', 'cancelled')`),
  ],
);

/**
 * How many live items each collection has, in all and per filter value and pair of values (`filters`:
 * the values sorted and joined by a line break, '' for all): a list page's count read in one row,
 * kept in the transactions that change what is live (`live-counts.ts`).
 */
export const liveCounts = pgTable(
  'live_counts',
  {
    collection: text('collection').notNull(),
    filters: text('filters').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.filters] })],
);

/** Every change of an item, before and after (as block_history for blocks): history and restore. */
export const itemHistory = pgTable(
  'item_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['create', 'update', 'delete', 'restore', 'discard'] }).notNull(),
    /** The item's version after this change (for a delete: the version it had). */
    version: integer('version').notNull(),
    contentBefore: jsonb('content_before'),
    contentAfter: jsonb('content_after'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('item_history_item_idx').on(t.itemId, t.version)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded files, for the storage that keeps them in PostgreSQL (shared by every server copy). */
export const uploads = pgTable('uploads', {
  /** Generated from the content hash; also the file name under /data/uploads/. */
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the browser needs to draw an uploaded or seeded image without layout shift and at the right
 * size (issue #9): its intrinsic size and its WebP copies for `srcset`. Keyed by the site path the
 * content stores, whatever storage holds the bytes.
 */
export const mediaInfo = pgTable('media_info', {
  /** As content stores it: /data/uploads/….png, /data/uploads/seed/….svg */
  path: text('path').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** WebP copies, narrowest first: [{ width, path }]. Empty for vector images. */
  variants: jsonb('variants').notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A submission of the contact, demo or job-application form (issue #8): stored before anything else
 * happens, then delivered by e-mail from this outbox. `fields` holds the form's values as sent.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['contact', 'demo', 'application'] }).notNull(),
    fields: jsonb('fields').notNull(),
    /** The visitor's language (en or ar), so a reply can be written in it. */
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** pending → sent, or failed once every attempt has been used. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the inquiry until then while it sends; after that another may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('inquiries_outbox_idx').on(t.status, t.nextAttemptAt),
    index('inquiries_created_idx').on(t.createdAt),
    check('inquiries_kind_check', sql`${t.kind} in ('contact', 'demo', 'application')`),
    check('inquiries_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Files sent with an inquiry. Their bytes live here rather than in the public upload store: a CV is
 * personal data and is shown only to editors, and storing it in the same transaction as its
 * inquiry means neither exists without the other.
 */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The visitor's file name, cleaned; shown and offered on download, never used as a path. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [index('inquiry_attachments_inquiry_idx').on(t.inquiryId)],
);

/** Every delivery attempt of an inquiry and what the transport answered. */
export const inquiryDeliveries = pgTable(
  'inquiry_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    transport: text('transport').notNull(),
    ok: boolean('ok').notNull(),
    /** The provider's HTTP status or SMTP reply code, when there was one. */
    statusCode: integer('status_code'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inquiry_deliveries_inquiry_idx').on(t.inquiryId, t.attempt)],
);

/**
 * Fixed-window hit counters shared by every server copy (sign-in and inquiry limits): one row per
 * key (`login:address:…`, `login:account:…`, `inquiry:address:…`), reset when its window is over.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/**
 * Single-use links sent to a user by e-mail (issue #20): an invitation to set a first password
 * (72 hours) or a password reset (30 minutes). Only the token's SHA-256 is stored.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invitation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used (or superseded by a newer one); it never works again. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_idx').on(t.userId, t.kind),
    check('user_tokens_kind_check', sql`${t.kind} in ('invitation', 'password_reset')`),
  ],
);

/**
 * E-mails to users (invitations, password resets), delivered by the same outbox worker as
 * inquiries: claimed with a lease, retried with backoff, every attempt kept on the row.
 */
export const accountMails = pgTable(
  'account_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invitation', 'password_reset'] }).notNull(),
    to: text('to').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('account_mails_outbox_idx').on(t.status, t.nextAttemptAt),
    check('account_mails_kind_check', sql`${t.kind} in ('invitation', 'password_reset')`),
    check('account_mails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Who did what to people and site settings, and when (issue #20). Never updated, never deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry still says who after the account is gone. */
    actorEmail: text('actor_email'),
    /** user.invite, user.role, user.disable, user.enable, user.sessions_end, page.create, … */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * The media library (issue #20): one row per uploaded (or seeded) file, keyed by the site path
 * content stores, with what editors search and reuse it by.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    /** As content stores it: /data/uploads/….png */
    path: text('path').primaryKey(),
    /** The editor's file name, cleaned; searched and shown, never used as a path. */
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: ['image', 'video', 'document'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** { en?: string, ar?: string } — used wherever the file appears without its own alt text. */
    alt: jsonb('alt').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_items_created_idx').on(t.createdAt),
    check('media_items_kind_check', sql`${t.kind} in ('image', 'video', 'document')`),
  ],
);

/**
 * Uploads replaced in the media library (ADR 0032): an address still open somewhere (a tab, a copied
 * page, a mail) of the old file, by its name's hash, answers 301 to the file that replaced it.
 */
export const mediaRedirects = pgTable(
  'media_redirects',
  {
    fromHash: text('from_hash').primaryKey(),
    /** As content stores it: /data/uploads/….png; always a file in media_items. */
    toPath: text('to_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_redirects_to_idx').on(t.toPath)],
);

/**
 * Addresses that moved or went away (issue #20): a renamed page leaves a 301 from its old path; a
 * deleted one leaves a 301 to another page or a 410 (toPath null).
 */
export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  /** Null: the page is gone (410). */
  toPath: text('to_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search's index (issue #32, ADR 0047): one row per published page or item per language,
 * built from what visitors see (the live release) in the transaction that changed it. `document`
 * holds the texts as search folds them (`foldForSearch`), through the `site_search` text search
 * configuration (English stemmed, Arabic stemmed), weighted: the title A, the body B, the other
 * language's texts D.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `page`, or the item's collection (`stories`, `team`…). */
    kind: text('kind').notNull(),
    /** The page's slug or the item's id. */
    ref: text('ref').notNull(),
    language: text('language').notNull(),
    /** The release the row was built from (page_releases or item_releases): a newer one rebuilds it. */
    releaseId: bigint('release_id', { mode: 'number' }).notNull(),
    /** Where a visitor opens it: `/about`, `/customer-stories/acme`, `/our-team#member-amal`. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    /** The texts a visitor reads there, in this language (falling back as the site does), for snippets. */
    body: text('body').notNull(),
    /** The item's own date (a post's), else the day it was published. */
    date: text('date'),
    /** Whether `date` is the item's own (a post, an event): recent ones rank higher. */
    dated: boolean('dated').notNull().default(false),
    document: tsvector('document').notNull(),
    /** The title's words alone (the document's weight A), kept in the row: the first, cheap ranking of every match reads it. */
    heading: tsvector('heading').notNull(),
    /** How much a title holding every word of a query raises the row: the shorter the title, the more. */
    titleBoost: real('title_boost').notNull(),
  },
  (t) => [
    uniqueIndex('search_entries_ref_key').on(t.kind, t.ref, t.language),
    // One per language: a search asks in one, and each common word is in both (the other language's
    // texts are indexed too, with little weight), so one index would hand over twice the rows.
    index('search_entries_document_en_idx').using('gin', t.document).where(sql`${t.language} = 'en'`),
    index('search_entries_document_ar_idx').using('gin', t.document).where(sql`${t.language} = 'ar'`),
    // Suggestions look in titles first: a prefix's few hundred title matches, not its thousands in texts.
    index('search_entries_heading_en_idx').using('gin', t.heading).where(sql`${t.language} = 'en'`),
    index('search_entries_heading_ar_idx').using('gin', t.heading).where(sql`${t.language} = 'ar'`),
  ],
);

/**
 * Every word the index holds, folded (issue #32): a query's word that is none of them is looked up
 * here by trigram similarity (pg_trgm), so one typing mistake still finds it.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * What visitors searched, per day and language, with how many results the last such search found
 * (issue #32): the editors' report. Nothing about who searched is kept.
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: text('day').notNull(),
    language: text('language').notNull(),
    /** The query folded as search folds it, spaces collapsed: the same question however it was typed. */
    query: text('query').notNull(),
    /** The query as it was first typed that day, to show. */
    shown: text('shown').notNull(),
    count: integer('count').notNull(),
    results: integer('results').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.language, t.query] })],
);
