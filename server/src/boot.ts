import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, createApp, type SsrSource } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { readSeedPages, seedDatabase } from './db/seed.ts';
import { logDestination } from './log/log-destination.ts';
import { resolveJwtSecret } from './modules/auth/secret.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { createPageChanges } from './modules/pages/changes.ts';

/**
 * Opens the database, migrates and seeds it, and builds the app: everything `npm start` and `npm run dev`
 * share. `options`: the browser tests' server moves the clock scheduled publishes are judged by, and
 * keeps the e-mails the `log` transport writes where a test can read them.
 */
export async function boot(
  config: Config,
  ssr: (config: Config) => Promise<SsrSource>,
  options: Pick<AppOptions, 'clock' | 'schedulerPollMs' | 'outbox'> = {},
) {
  const seed = await readSeedPages();
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onPoolError: (error) => console.warn(`database connection lost: ${error.message}`),
    });
    const created = await database.migrate((db) => seedDatabase(db, seed));
    if (created?.length) {
      console.log(`Seeded pages: ${created.join(', ')}`);
      // Copies already serving may have cached these routes as empty pages.
      await createPageChanges(database).announce('all');
    }
  } catch (error) {
    const where = config.DATABASE_URL ? redact(config.DATABASE_URL) : path.join(config.DATA_DIR, 'pgdata');
    throw new ConfigError(`Cannot open the database at ${where}: ${(error as Error).message}`);
  }
  const jwtSecret = await resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const admin = await createAuthService(database.db, createTokenSigner(jwtSecret)).ensureFirstAdmin(
    config.ADMIN_EMAIL,
    config.ADMIN_PASSWORD,
  );
  if (admin.created) {
    console.log(`Created the first admin: ${config.ADMIN_EMAIL}`);
    if (admin.generatedPassword)
      console.log(`Admin password (shown once, change it after signing in): ${admin.generatedPassword}`);
  }
  const app = await createApp({
    ...options,
    config,
    database,
    jwtSecret,
    ssr: await ssr(config),
    logger: await logDestination(config.LOG_FORMAT),
  });
  app.addHook('onClose', () => database.close());
  return app;
}

export async function listen(app: FastifyInstance, config: Config) {
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError(`Invalid environment variable PORT: port ${config.PORT} is already in use`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      throw new ConfigError(`Invalid environment variable HOST: cannot listen on "${config.HOST}" (${code})`);
    }
    throw error;
  }
  console.log(`Listening on http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

/** Runs `main`, turning a configuration problem into one line on stderr and exit code 1. */
export function run(main: (config: Config) => Promise<void>) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error);
  }
  main(config).catch(fail);
}

function fail(error: unknown): never {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}
