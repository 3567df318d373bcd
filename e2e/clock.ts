import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the browser tests' server reads its clock's offset from (scripts/e2e-server.mjs). */
const clockFile = (baseURL: string) =>
  path.join(process.cwd(), '.tmp', `e2e-data-${new URL(baseURL).port}`, 'clock-offset-ms');

/** Moves the server's clock (scheduled publishes, preview links) to `at`; `resetClock` puts it back. */
export function setServerClock(baseURL: string, at: Date) {
  writeFileSync(clockFile(baseURL), String(at.getTime() - Date.now()));
}

export function resetClock(baseURL: string) {
  rmSync(clockFile(baseURL), { force: true });
}
