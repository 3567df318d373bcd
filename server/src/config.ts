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
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
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
    const shown = name.includes('PASSWORD') || name.includes('SECRET') ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message}${shown}`);
  }
  const config = parsed.data;
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
