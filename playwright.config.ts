import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `data/e2e-${port}`;
const requestTimeoutMs = (process.env.E2E_REQUEST_TIMEOUT_MS ??= '4000');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The production build, on a throwaway data folder (scripts/e2e-server.mjs wipes it first).
    command: `node scripts/e2e-server.mjs`,
    // Short request timeouts, so that e2e/http-fuzz.spec.ts sees a slow body cut within seconds.
    // The suite asks for more reset links, signs in more often and sends more enquiries from one
    // address (loopback) than a visitor may in an hour or in 15 minutes, the more so when CI
    // retries a spec (the per-address limits are tested in e2e-multi and the API tests; the
    // per-account lockout stays as in production).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BODY_LIMIT_BYTES: '65536',
      RESET_IP_LIMIT: '100',
      LOGIN_IP_LIMIT: '500',
      ENQUIRY_LIMIT: '100',
      REQUEST_TIMEOUT_MS: requestTimeoutMs,
      HEADERS_TIMEOUT_MS: '3000',
      // The periodic job (cleanup, then the overdue reminders) every minute, so a spec can wait for a round.
      CLEANUP_INTERVAL_SECONDS: '60',
    },
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
