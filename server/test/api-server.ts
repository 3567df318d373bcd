// The real server process (boot: migrate, seed, outbox) without the web app, for tests that start,
// kill and restart it.
import { boot, listen, run } from '../src/boot.ts';

run(async (config) => {
  const app = await boot(config, async () => ({ kind: 'none' }));
  await listen(app, config);
});
