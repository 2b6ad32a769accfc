// Start-up without a source of client addresses: production refuses with a message naming the
// fix; demo mode starts, says so in the log, and keeps visitors apart.
import { spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { clientAddress, PEER_HEADER, PEER_STAMP } from '@/lib/http/client-address';
import { logToForTests } from '@/lib/log';
import { bundledPreload } from '@/server/test-support';
import { warmInvoiceDocuments } from '@/lib/invoices/warm-up';
import { boot } from './index';
import { startBackgroundJobs } from './jobs';

vi.mock('./jobs', () => ({ startBackgroundJobs: vi.fn() }));
vi.mock('@/lib/seed', () => ({ seedDemo: vi.fn(async () => undefined) }));
vi.mock('@/lib/invoices/warm-up', () => ({ warmInvoiceDocuments: vi.fn(async () => new Uint8Array(1)) }));

const PRODUCTION = {
  APP_ENV: 'production',
  SESSION_SECRET: 'bqCHI8hXCl/FVY1uZLTmEnylB5NQ7U2PH47j2pXFH2AQeIZKqyOCJHFt5PW15bzd',
  SITE_URL: 'https://www.example.es',
  SMTP_URL: 'smtp://127.0.0.1:2525',
};
const saved = { ...process.env };
const globals = globalThis as Record<symbol, unknown>;

class Exit extends Error {}

let errors: string[];
let logged: string[];
beforeEach(() => {
  errors = [];
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((m: unknown) => void errors.push(String(m)));
  logToForTests({ write: (chunk: string) => void logged.push(...chunk.split('\n').filter(Boolean)) });
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(`exit ${code}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  logToForTests(process.stdout);
  process.env = { ...saved };
  globals[PEER_STAMP] = PEER_HEADER;
  resetEnvForTests();
});

function withoutPreload(extra: Record<string, string>) {
  delete globals[PEER_STAMP];
  Object.assign(process.env, extra);
  resetEnvForTests();
}

describe('boot without the server preload', () => {
  it('production refuses to start and names the fix', async () => {
    withoutPreload(PRODUCTION);
    await expect(boot()).rejects.toThrow('exit 78');
    expect(errors.join('\n')).toMatch(/node -r \.\/server-preload\.cjs server\.js/);
    expect(errors.join('\n')).toMatch(/TRUST_PROXY_HOPS/);
  });

  it('production behind declared proxies starts: their X-Forwarded-For is the source', async () => {
    withoutPreload({ ...PRODUCTION, TRUST_PROXY_HOPS: '1' });
    await expect(boot()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('production with the preload starts', async () => {
    Object.assign(process.env, PRODUCTION);
    resetEnvForTests();
    await expect(boot()).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('demo mode starts with a warning in the log', async () => {
    withoutPreload({ APP_ENV: 'demo' });
    await expect(boot()).resolves.toBeUndefined();
    expect(logged.map((l) => JSON.parse(l) as { event?: string; level?: string })).toContainEqual(
      expect.objectContaining({ event: 'boot.no-peer-address', level: 'warn' }),
    );
  });
});

describe('boot without the remote-support tool', () => {
  const events = () => logged.map((l) => JSON.parse(l) as { event?: string; level?: string; msg?: string });

  it('production warns that the Connect button leads to the phone and e-mail page', async () => {
    Object.assign(process.env, PRODUCTION);
    delete process.env.SUPREMO_PATH;
    resetEnvForTests();
    await expect(boot()).resolves.toBeUndefined();
    const warning = events().find((e) => e.event === 'boot.no-supremo');
    expect(warning).toMatchObject({ level: 'warn', SUPREMO_PATH: null });
    expect(warning?.msg).toMatch(/\/soporte\/conectar.*SUPREMO_PATH/);
  });

  it('production with a readable file, and demo mode (its stand-in), say nothing', async () => {
    Object.assign(process.env, { ...PRODUCTION, SUPREMO_PATH: process.execPath });
    resetEnvForTests();
    await boot();
    Object.assign(process.env, { APP_ENV: 'demo' });
    delete process.env.SUPREMO_PATH;
    resetEnvForTests();
    await boot();
    expect(events().filter((e) => e.event === 'boot.no-supremo')).toEqual([]);
  });
});

describe('warming up', () => {
  it('draws the sample invoice before the start goes on to the background jobs', async () => {
    const order: string[] = [];
    vi.mocked(warmInvoiceDocuments).mockImplementationOnce(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      order.push('warm');
      return new Uint8Array(1);
    });
    vi.mocked(startBackgroundJobs).mockImplementationOnce(() => void order.push('jobs'));
    Object.assign(process.env, PRODUCTION);
    resetEnvForTests();
    await boot();
    expect(order).toEqual(['warm', 'jobs']);
  });

  it('a warm-up that fails is a warning in the log, and the server starts', async () => {
    vi.mocked(warmInvoiceDocuments).mockRejectedValueOnce(new Error('no fonts'));
    Object.assign(process.env, PRODUCTION);
    resetEnvForTests();
    await expect(boot()).resolves.toBeUndefined();
    const events = logged.map((l) => JSON.parse(l) as { event?: string; level?: string; err?: string });
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'boot.warm-failed', level: 'warn', err: 'no fonts' }),
    );
  });
});

describe('client address without the preload', () => {
  it('gives each visitor the address Next.js saw, never one shared key, and ignores a client-sent peer header', () => {
    const a = new Headers({ 'x-forwarded-for': '203.0.113.10', [PEER_HEADER]: '10.9.9.9' });
    const b = new Headers({ 'x-forwarded-for': '203.0.113.11', [PEER_HEADER]: '10.9.9.9' });
    expect(clientAddress(a, 0, false)).toBe('203.0.113.10');
    expect(clientAddress(b, 0, false)).toBe('203.0.113.11');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '::1' }), 0, false)).toBe('::1');
  });

  it('behind trusted proxies takes the address the nearest one appended', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), 1, false)).toBe('203.0.113.7');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.1' }), 2, false)).toBe(
      '203.0.113.7',
    );
  });
});

describe('the server preload', () => {
  it('announces that it stamps socket addresses, under the header the app reads', () => {
    const preload = bundledPreload();
    const child = spawnSync(
      process.execPath,
      ['-r', preload, '-e', `process.stdout.write(String(globalThis[Symbol.for('mille.peer-header')]))`],
      { encoding: 'utf8' },
    );
    expect(child.stdout).toBe(PEER_HEADER);
  });
});
