import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'site-config-'));

describe('loadConfig', () => {
  it('fills in the contract defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'info',
      PAGE_CACHE_MB: 48,
    });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid environment variable PORT: .*"eighty"/],
    [{ PORT: '70000' }, /^Invalid environment variable PORT/],
    [{ PORT: '3000.5' }, /^Invalid environment variable PORT/],
    [{ DATABASE_URL: 'mysql://db/x' }, /^Invalid environment variable DATABASE_URL: must be a postgres/],
    [{ DATABASE_URL: 'not a url' }, /^Invalid environment variable DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL/],
    [{ PUBLIC_URL: 'ftp://example.com' }, /^Invalid environment variable PUBLIC_URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid environment variable ADMIN_EMAIL/],
    [{ MAIL_TRANSPORT: 'pigeon' }, /^Invalid environment variable MAIL_TRANSPORT: must be "log", "smtp" or "emailjs"/],
    [{ MAIL_TRANSPORT: 'smtp' }, /^Invalid environment variable SMTP_URL: required when MAIL_TRANSPORT=smtp$/],
    [
      { SMTP_URL: 'mail.example.com' },
      /^Invalid environment variable SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL.*[^)]$/,
    ],
    [
      { MAIL_TRANSPORT: 'emailjs', EMAILJS_SERVICE_ID: 'svc' },
      /^Invalid environment variable EMAILJS_TEMPLATE_ID: required when MAIL_TRANSPORT=emailjs$/,
    ],
    [{ MAIL_MAX_ATTEMPTS: '0' }, /^Invalid environment variable MAIL_MAX_ATTEMPTS/],
    [{ RESET_RATE_LIMIT: '0' }, /^Invalid environment variable RESET_RATE_LIMIT/],
    [{ RESET_RATE_LIMIT: 'many' }, /^Invalid environment variable RESET_RATE_LIMIT: must be a whole number/],
    [{ PAGE_CACHE_MB: 'lots' }, /^Invalid environment variable PAGE_CACHE_MB: must be a whole number of megabytes/],
    [{ PAGE_CACHE_MB: '0' }, /^Invalid environment variable PAGE_CACHE_MB: must be at least 1/],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrowError(message);
  });

  it('never echoes a secret it rejects', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short-secret' })).toThrowError(
      /^Invalid environment variable JWT_SECRET: must be at least 32 characters$/,
    );
  });

  it('rejects a DATA_DIR that cannot be written', () => {
    const file = path.join(dataDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrowError(
      /^Invalid environment variable DATA_DIR: .* is not a writable directory/,
    );
  });
});

describe('starting the server with bad settings', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir(), ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres//oops' }, 'DATABASE_URL'],
  ])('stops with exit code 1 and one line on stderr for %o', (env, variable) => {
    const result = start(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
  });
});
