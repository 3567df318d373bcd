// `npm run editor-tasks [task…]`: the editor's everyday tasks done through the interface as a person
// would, with the interface in English and again in Arabic (issue #18, docs/editing.md). Each run
// gets the built app on a fresh database; prints per task the actions and seconds and exits 1 when
// a task fails or needs more actions than its budget.
//   npm run editor-tasks -- hero-title add-story    only these tasks
//   npm run editor-tasks -- --lang=ar --steps       one interface language; list every action
import { launchChromium, startBuiltApp } from './built-app.mjs';
import { ensureFreshBuild } from './fresh-build.mjs';

ensureFreshBuild();
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const { register } = await import('tsx/esm/api');
register();
const { chromium } = await import('@playwright/test');
const { main } = await import('./editor-tasks/main.ts');

const browser = await launchChromium(chromium);
const code = await main(process.argv.slice(2), browser, startBuiltApp).finally(() => browser.close());
process.exit(code);
