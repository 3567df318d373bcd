import { fileURLToPath } from 'node:url';
import { boot, listen, run } from './boot.ts';

// WEB_BUILD_DIR: a build elsewhere than web/build (see web/react-router.config.ts).
const buildDir = process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../../web/build', import.meta.url));

run(async (config) => {
  const app = await boot(config, async () => ({ kind: 'build', buildDir }));
  await listen(app, config);
});
