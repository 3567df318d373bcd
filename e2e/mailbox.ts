import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures.ts';

/**
 * The e-mails the browser tests' server sent through its `log` transport (scripts/e2e-server.mjs
 * writes each line of it to this file as well): what an admin would read in the log.
 */
const mailLog = (baseURL: string) =>
  path.join(process.cwd(), '.tmp', `e2e-data-${new URL(baseURL).port}`, 'mail-log.jsonl');

interface LoggedMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

function accountMails(baseURL: string): LoggedMail[] {
  let lines: string[];
  try {
    lines = readFileSync(mailLog(baseURL), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
  return lines.map((line) => JSON.parse(line)).filter((entry) => typeof entry.to === 'string' && entry.text);
}

/** Waits for the `count`th account e-mail to `to` and gives it with the address of its link. */
export async function mailTo(baseURL: string, to: string, count = 1): Promise<LoggedMail & { link: string }> {
  let found: LoggedMail | undefined;
  await expect
    .poll(
      () => {
        found = accountMails(baseURL).filter((mail) => mail.to === to)[count - 1];
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  const mail = found as LoggedMail;
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}`);
  return { ...mail, link };
}

/** The link's path and query, to open on the test's own server (PUBLIC_URL names another port). */
export function onThisServer(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
