// A server for the browser tests: the built app (never rebuilt here: two of these start at once)
// on a fresh embedded database of its own.
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = process.env.WEB_BUILD_DIR || path.join(root, 'web/build');
if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error('No build of the web app: run `npm run build` before the browser tests.');
  process.exit(1);
}
process.env.DATA_DIR = path.join(root, '.tmp', `e2e-data-${process.env.PORT}`);
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// React, React Router and the server's libraries load their production builds only when told.
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();

/**
 * The clock scheduled publishes and preview links are judged by: the real one, moved by the number
 * of milliseconds a test writes to this file (e2e/clock.ts), so a publish set for next month can
 * happen now. Scheduled publishes are looked for every half second.
 */
const clockFile = path.join(process.env.DATA_DIR, 'clock-offset-ms');
const offset = () => {
  try {
    return Number(readFileSync(clockFile, 'utf8')) || 0;
  } catch {
    return 0;
  }
};
/**
 * E-mails go through the `log` transport as configured, its lines written to this file as well, so a
 * test can read an invitation's or a reset's link (e2e/mailbox.ts). Looked for every half second.
 */
const mailLog = path.join(process.env.DATA_DIR, 'mail-log.jsonl');
const { boot, listen, run } = await import(path.join(root, 'server/src/boot.ts'));
const { logTransport } = await import(path.join(root, 'server/src/modules/inquiries/transports.ts'));
run(async (config) => {
  const app = await boot(config, async () => ({ kind: 'build', buildDir }), {
    clock: () => new Date(Date.now() + offset()),
    schedulerPollMs: 500,
    outbox: {
      transport: logTransport((entry, message) =>
        appendFileSync(mailLog, `${JSON.stringify({ ...entry, message })}\n`),
      ),
      pollMs: 500,
    },
  });
  await listen(app, config);
});
