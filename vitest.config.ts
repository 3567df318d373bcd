import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'web/app/**/*.test.{ts,tsx}',
      'web/config/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['server/test/setup.ts'],
    // Test files share a worker's loaded modules (the server, its SQL, PGlite's WebAssembly) instead of
    // loading them again for each of ~140 files: a quarter or more of the suite's time. Every file
    // makes its own database and app, and nothing a test relies on is kept between files.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
