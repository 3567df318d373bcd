import { fileURLToPath } from 'node:url';
import { boot, listen, run } from './boot.ts';

const buildDir = fileURLToPath(new URL('../../web/build', import.meta.url));

run(async (config) => {
  const app = await boot(config, async () => ({ kind: 'build', buildDir }));
  await listen(app, config);
});
