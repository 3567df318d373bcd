import { fileURLToPath } from 'node:url';
import { boot, listen, run } from './boot.ts';

const webRoot = fileURLToPath(new URL('../../web', import.meta.url));

run(async (config) => {
  const app = await boot(config, async () => {
    const { createServer } = await import('vite');
    // Middleware mode: Fastify stays the one server; Vite compiles on request and pushes hot updates
    // over its own WebSocket inside this same process.
    const vite = await createServer({ root: webRoot, server: { middlewareMode: true }, appType: 'custom' });
    return { kind: 'vite', vite };
  });
  await listen(app, config);
});
