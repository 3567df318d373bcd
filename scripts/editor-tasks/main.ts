import type { Browser, Page } from '@playwright/test';
import { Actor } from './actor.ts';
import { TASKS } from './registry.ts';
import { type Outcome, table } from './report.ts';
import { ADMIN_PASSWORD, newContext, openInteractive, signedInContext } from './session.ts';
import { LANGS, type Lang, NotPossible, type Seeing, type Task } from './task.ts';

/** The built app on a fresh database (scripts/built-app.mjs). */
export type StartApp = (options: {
  env: Record<string, string>;
  quiet: boolean;
}) => Promise<{ base: string; stop: () => Promise<void> }>;

/** Playwright's messages run to many lines (call log); the first says what was not there. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * What a task changed is in the drafts (ADR 0025); the check publishes every page with changes through
 * the API, untimed, before a visitor looks: publishing is a task of its own (publish-page).
 */
async function publishDrafts(editor: Page): Promise<true> {
  const answer = await editor.evaluate(async () => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      'content-type': 'application/json',
    };
    const { pages } = (await (await fetch('/v1/pages', { headers })).json()) as {
      pages: Array<{ slug: string; changed: boolean }>;
    };
    const slugs = pages.filter((p) => p.changed).map((p) => p.slug);
    if (slugs.length === 0) return 'nothing';
    const response = await fetch('/v1/pages/publish', { method: 'POST', headers, body: JSON.stringify({ slugs }) });
    return response.ok ? 'published' : `publish answered ${response.status}`;
  });
  if (answer !== 'published' && answer !== 'nothing') throw new Error(answer);
  return true;
}

/**
 * One task in one interface language, on a fresh server and database: signs in (not counted),
 * opens the task's start page, times `run` and then checks its result as someone else would.
 */
async function runOnce(browser: Browser, startApp: StartApp, task: Task, lang: Lang): Promise<Outcome> {
  const { base, stop } = await startApp({ env: { ADMIN_PASSWORD }, quiet: true });
  const visitors: Array<{ close(): Promise<void> }> = [];
  const context = await signedInContext(browser, base, lang);
  try {
    const page = await context.newPage();
    await openInteractive(page, `${base}${task.start}`);
    // Not 'networkidle': a page in edit mode keeps its event stream open (ADR 0028).
    await page.waitForLoadState('load');
    if (task.prepare) await task.prepare(page, lang);
    const actor = new Actor(page, lang);
    const started = performance.now();
    let seconds: number | undefined;
    try {
      const check = await task.run(actor, lang);
      seconds = (performance.now() - started) / 1000;
      let published = false;
      const seeing: Seeing = {
        editor: page,
        visit: async (path, reading) => {
          if (!published) published = await publishDrafts(page);
          const visitor = await newContext(browser, base, reading);
          visitors.push(visitor);
          return openInteractive(await visitor.newPage(), `${base}${path}`);
        },
      };
      await check(seeing);
    } catch (error) {
      const notPossible = error instanceof NotPossible;
      return {
        task,
        lang,
        actions: notPossible ? undefined : actor.actions,
        seconds,
        status: 'FAILED',
        note: notPossible ? `not possible: ${error.message}` : firstLine(error),
        steps: actor.steps,
      };
    }
    const over = actor.actions > task.budget;
    return {
      task,
      lang,
      actions: actor.actions,
      seconds,
      status: over ? 'OVER' : 'ok',
      note: over ? `${actor.actions - task.budget} action(s) over the budget of ${task.budget}` : undefined,
      steps: actor.steps,
    };
  } finally {
    for (const visitor of visitors) await visitor.close();
    await context.close();
    await stop();
  }
}

/**
 * `npm run editor-tasks [task…] [--lang=en|ar] [--steps]`: runs the tasks, prints the table and
 * resolves to the exit code (1 when a task failed or went over its budget, 2 for unknown names).
 */
export async function main(args: readonly string[], browser: Browser, startApp: StartApp): Promise<number> {
  const names = args.filter((a) => !a.startsWith('--'));
  const unknown = names.filter((name) => !TASKS.some((t) => t.name === name));
  if (unknown.length) {
    console.error(`No such task: ${unknown.join(', ')}. The tasks are: ${TASKS.map((t) => t.name).join(', ')}`);
    return 2;
  }
  const langOption = args.find((a) => a.startsWith('--lang='))?.slice('--lang='.length);
  const langs = LANGS.filter((lang) => !langOption || lang === langOption);
  const tasks = names.length ? TASKS.filter((t) => names.includes(t.name)) : TASKS;
  const showSteps = args.includes('--steps');

  const outcomes: Outcome[] = [];
  for (const task of tasks) {
    for (const lang of langs) {
      const outcome = await runOnce(browser, startApp, task, lang);
      outcomes.push(outcome);
      console.log(`${task.name} ${lang}: ${outcome.status}${outcome.note ? ` (${outcome.note})` : ''}`);
      if (showSteps) for (const [i, step] of outcome.steps.entries()) console.log(`  ${i + 1}. ${step}`);
    }
  }
  console.log(`\nEditor tasks (actions: clicks, key chords, fields typed, files chosen; seconds: this machine)\n`);
  console.log(table(outcomes));
  return outcomes.every((o) => o.status === 'ok') ? 0 : 1;
}
