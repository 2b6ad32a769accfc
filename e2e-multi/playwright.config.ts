import { defineConfig } from '@playwright/test';

// Two running instances on one PostgreSQL (started by scripts/ci-postgres.sh).
export default defineConfig({
  testDir: '.',
  workers: 1,
  timeout: 120_000,
  reporter: [['list']],
});
