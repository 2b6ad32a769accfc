import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside Next's server build; units run the server code directly.
      'server-only': fileURLToPath(new URL('./lib/testing/empty.ts', import.meta.url)),
    },
  },
  test: {
    include: [
      'lib/**/*.test.ts',
      'components/**/*.test.ts',
      'app/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'messages/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['lib/testing/setup.ts'],
    pool: 'forks',
    testTimeout: 20000,
    // The CI machine has 2 cores; a timing-sensitive test may be retried once there.
    retry: process.env.CI ? 1 : 0,
  },
});
