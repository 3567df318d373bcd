import { accessSync, constants, mkdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, 'must be a postgres:// or postgresql:// URL such as postgres://user@host:5432/db')
    .optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines at a terminal, JSON lines otherwise (ADR 0035); pretty or json to choose. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /**
   * How many proxies in front of us to believe in X-Forwarded-For (0: none). Client addresses key
   * the login rate limit, so trusting a header anyone can set would let an attacker pick their own.
   */
  TRUST_PROXY: z.coerce
    .number({ error: 'must be a whole number of proxy hops (0 for none)' })
    .int()
    .min(0)
    .max(10)
    .default(0),
  /** Where uploads live: `disk` (DATA_DIR/uploads) or `database` (shared by every server copy). */
  UPLOAD_STORAGE: z.enum(['disk', 'database'], { error: 'must be "disk" or "database"' }).default('disk'),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_VIDEO_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /**
   * `on`: rendered pages and page JSON are kept in memory until a write (on any copy) drops them;
   * `off` renders every request from the database (for measuring, or to rule the caches out).
   */
  PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be "on" or "off"' }).default('on'),
  /**
   * Megabytes of memory those caches may hold together (least recently used go first; ADR 0048):
   * two thirds for whole answers, one third for page JSON. The seeded site needs about 15.
   */
  PAGE_CACHE_MB: z.coerce
    .number({ error: 'must be a whole number of megabytes' })
    .int('must be a whole number of megabytes')
    .min(1, 'must be at least 1')
    .max(65_536, 'must be at most 65536')
    .default(48),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * Sign-in attempts allowed per client address per 15 minutes (ADR 0007); the limits per account
   * from one address (half) and per account from everywhere (1.5 times, per hour) follow it.
   */
  LOGIN_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(2).max(100_000).default(20),
  /**
   * Forgot-password requests allowed per client address per 15 minutes (ADR 0031); per account, 3 in
   * 10 of it, per hour (at least one).
   */
  RESET_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(10),
  /**
   * Site searches (results and suggestions as the visitor types) allowed per client address per
   * minute, counted in the database as the forms are (ADR 0047).
   */
  SEARCH_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(1_000_000).default(120),
  /** Form submissions (contact, demo, application) allowed per client address per 10 minutes. */
  INQUIRY_RATE_LIMIT: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100_000).default(10),
  /**
   * How form submissions (inquiries) are delivered: `log` (written to the log; the single-machine
   * default), `smtp` (SMTP_URL) or `emailjs` (the EmailJS-shaped REST call, EMAILJS_*).
   */
  MAIL_TRANSPORT: z.enum(['log', 'smtp', 'emailjs'], { error: 'must be "log", "smtp" or "emailjs"' }).default('log'),
  /** Who receives the inquiries (default: ADMIN_EMAIL). */
  MAIL_TO: z.email('must be an e-mail address').optional(),
  /** The sender of inquiry e-mails (default: no-reply at PUBLIC_URL's host). */
  MAIL_FROM: z.string().min(3).optional(),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^/]+/.test(v), 'must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587')
    .optional(),
  EMAILJS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.emailjs.com'),
  EMAILJS_SERVICE_ID: z.string().min(1).optional(),
  EMAILJS_TEMPLATE_ID: z.string().min(1).optional(),
  /** The EmailJS account's public key (sent as user_id). */
  EMAILJS_USER_ID: z.string().min(1).optional(),
  /** Attempts per inquiry before it is marked failed (it stays in the inbox either way). */
  MAIL_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(8),
  /** Seconds before the first retry; each further retry waits twice as long (at most an hour). */
  MAIL_RETRY_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(3600).default(30),
  /**
   * How long a worker holds an inquiry while sending it: a copy that dies mid-send leaves it to the
   * others after this. Longer than any send takes (the transports time out within a minute).
   */
  MAIL_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(86_400).default(300),
});

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> & { PUBLIC_URL: string; DATA_DIR: string };

export class ConfigError extends Error {}

/** Reads and checks the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const secret = name.includes('PASSWORD') || name.includes('SECRET') || name === 'SMTP_URL';
    const shown = secret ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message}${shown}`);
  }
  const config = parsed.data;
  const missing =
    config.MAIL_TRANSPORT === 'smtp'
      ? (['SMTP_URL'] as const).filter((name) => !config[name])
      : config.MAIL_TRANSPORT === 'emailjs'
        ? (['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_USER_ID'] as const).filter((name) => !config[name])
        : [];
  if (missing[0])
    throw new ConfigError(
      `Invalid environment variable ${missing[0]}: required when MAIL_TRANSPORT=${config.MAIL_TRANSPORT}`,
    );
  const dataDir = path.resolve(config.DATA_DIR);
  ensureWritableDir(dataDir);
  return {
    ...config,
    DATA_DIR: dataDir,
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
  };
}

function ensureWritableDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'not writable';
    throw new ConfigError(`Invalid environment variable DATA_DIR: ${dir} is not a writable directory (${reason})`);
  }
}
