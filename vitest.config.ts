import { availableParallelism } from 'node:os';
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
    globalSetup: ['lib/testing/postgres-template.ts'],
    pool: 'forks',
    // Vitest's default leaves a core free (CPUs − 1): on the 2-core CI host that is one worker,
    // while the files spend much of their time waiting on SQLite, child processes and sockets.
    // Two there: the suite in 214 s instead of 305 s (2026-11-28).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20000,
    // The CI machine has 2 cores; a timing-sensitive test may be retried once there.
    retry: process.env.CI ? 1 : 0,
  },
});
