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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
