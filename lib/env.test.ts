import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBuiltRetention, checkBuiltSiteUrl, EnvError, parseEnv } from './env';

/** A secret as `openssl rand -base64 48` makes one. */
const STRONG = 'q3V9sRz0mJx7YbK2pW8tLcN5hF1gD4aE6uQiXoZyTvBnMkHjGfSdPr+0/wLe3AcU';

describe('environment', () => {
  it('names every missing variable in production mode', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/SESSION_SECRET.*SITE_URL.*SMTP_URL/);
  });
  it('refuses a short secret', () => {
    expect(() =>
      parseEnv({ APP_ENV: 'production', SESSION_SECRET: 'short', SITE_URL: 'https://a.es', SMTP_URL: 'smtp://x' }),
    ).toThrow(EnvError);
  });
  it('accepts a complete production environment', () => {
    const e = parseEnv({
      APP_ENV: 'production',
      SESSION_SECRET: STRONG,
      SITE_URL: 'https://a.es/',
      SMTP_URL: 'smtp://x',
    });
    expect(e.isProduction).toBe(true);
    expect(e.SITE_URL).toBe('https://a.es');
    expect(e.BODY_LIMIT_BYTES).toBe(65536);
  });
  it('refuses in production a secret of low entropy, naming the variable and how to make one', () => {
    const production = (secret: string) => () =>
      parseEnv({ APP_ENV: 'production', SESSION_SECRET: secret, SITE_URL: 'https://a.es', SMTP_URL: 'smtp://x' });
    for (const weak of [
      'x'.repeat(32),
      'ab'.repeat(24),
      'unit-test-secret-unit-test-secret-0123456789',
      '0123456789'.repeat(4),
      'aaaabbbbccccddddaaaabbbbccccdddd',
    ]) {
      expect(production(weak), weak).toThrow(
        /SESSION_SECRET parece poco aleatoria .*al menos 128.*openssl rand -base64 48/,
      );
    }
    for (let i = 0; i < 50; i++) expect(production(randomBytes(48).toString('base64'))).not.toThrow();
    expect(production(randomBytes(32).toString('hex'))).not.toThrow();
    // Demo mode keeps taking any secret of 32 characters (it generates its own when none is given).
    expect(() => parseEnv({ SESSION_SECRET: 'x'.repeat(32) })).not.toThrow();
  });
  it('refuses in production an http:// SITE_URL unless ALLOW_HTTP_SITE_URL says the site is served so', () => {
    const production = (extra: Record<string, string>) => () =>
      parseEnv({ APP_ENV: 'production', SESSION_SECRET: STRONG, SMTP_URL: 'smtp://x', ...extra });
    expect(production({ SITE_URL: 'http://www.example.es' })).toThrow(
      /SITE_URL=http:\/\/www\.example\.es no usa https:\/\/.*ALLOW_HTTP_SITE_URL=1/,
    );
    expect(production({ SITE_URL: 'http://localhost:3000' })).toThrow(/no usa https/);
    expect(production({ SITE_URL: 'http://intranet.hotel.lan', ALLOW_HTTP_SITE_URL: '1' })).not.toThrow();
    expect(production({ SITE_URL: 'https://www.example.es' })).not.toThrow();
    expect(() => parseEnv({ SITE_URL: 'http://localhost:3000' })).not.toThrow();
  });
  it('defaults to demo mode with numbers configurable', () => {
    const e = parseEnv({ ENQUIRY_LIMIT: '3', DATA_DIR: '/tmp/x' });
    expect(e.isProduction).toBe(false);
    expect(e.ENQUIRY_LIMIT).toBe(3);
    expect(e.DATABASE_URL).toBe('file:/tmp/x/app.db');
  });
  it('reads the retention and the cleanup interval, within bounds', () => {
    expect(parseEnv({})).toMatchObject({ ENQUIRY_RETENTION_MONTHS: 24, CLEANUP_INTERVAL_SECONDS: 3600 });
    expect(parseEnv({ ENQUIRY_RETENTION_MONTHS: '12', CLEANUP_INTERVAL_SECONDS: '900' })).toMatchObject({
      ENQUIRY_RETENTION_MONTHS: 12,
      CLEANUP_INTERVAL_SECONDS: 900,
    });
    expect(() => parseEnv({ ENQUIRY_RETENTION_MONTHS: '0' })).toThrow(/ENQUIRY_RETENTION_MONTHS/);
    expect(() => parseEnv({ ENQUIRY_RETENTION_MONTHS: 'dos años' })).toThrow(/ENQUIRY_RETENTION_MONTHS/);
    expect(() => parseEnv({ CLEANUP_INTERVAL_SECONDS: '5' })).toThrow(/CLEANUP_INTERVAL_SECONDS/);
    expect(() => parseEnv({ CLEANUP_INTERVAL_SECONDS: String(40 * 86_400) })).toThrow(/CLEANUP_INTERVAL_SECONDS/);
  });
  it('refuses a retention other than the one the privacy page was built with', () => {
    expect(() => checkBuiltRetention({ ENQUIRY_RETENTION_MONTHS: 24 }, 24)).not.toThrow();
    expect(() => checkBuiltRetention({ ENQUIRY_RETENTION_MONTHS: 24 }, undefined)).not.toThrow();
    expect(() => checkBuiltRetention({ ENQUIRY_RETENTION_MONTHS: 12 }, 24)).toThrow(
      /ENQUIRY_RETENTION_MONTHS=12.*dice 24 meses.*Construye de nuevo/,
    );
  });
});

describe('the address the build linked its pages to', () => {
  const production = { isProduction: true, siteUrlConfigured: true, SITE_URL: 'https://www.example.es' };
  it('a production server at another SITE_URL refuses to start, naming both', () => {
    expect(() => checkBuiltSiteUrl(production, 'https://www.example.es')).not.toThrow();
    expect(() => checkBuiltSiteUrl(production, 'https://staging.example.es')).toThrow(
      /SITE_URL=https:\/\/www\.example\.es.*enlazan a https:\/\/staging\.example\.es.*Construye de nuevo/,
    );
  });
  it('a build without SITE_URL, outside a build, or a demo server starts', () => {
    expect(() => checkBuiltSiteUrl(production, '')).not.toThrow();
    expect(() => checkBuiltSiteUrl(production, undefined)).not.toThrow();
    expect(() => checkBuiltSiteUrl({ ...production, isProduction: false }, 'https://staging.example.es')).not.toThrow();
  });
});

describe('the retention the build states', () => {
  it('is read without secrets or a data folder, as next.config.ts needs', async () => {
    const { retentionMonthsFrom } = await import('./env');
    expect(retentionMonthsFrom({ APP_ENV: 'production' })).toBe(24);
    expect(retentionMonthsFrom({ ENQUIRY_RETENTION_MONTHS: '18' })).toBe(18);
    expect(() => retentionMonthsFrom({ ENQUIRY_RETENTION_MONTHS: '0' })).toThrow(/ENQUIRY_RETENTION_MONTHS/);
  });
});

describe('.env.example', () => {
  const root = path.resolve(__dirname, '..');
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  // The server layer's sources (server/*.ts, its tests aside).
  const serverLayer = readdirSync(path.join(root, 'server'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => `server/${f}`);
  const documented = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

  it('documents every variable the service and the scripts that start it read', () => {
    const schema = read('lib/env.ts').slice(read('lib/env.ts').indexOf('z.object({'));
    const parsed = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    const startScripts = ['scripts/start.mjs', 'scripts/server-env.mjs', ...serverLayer];
    const byScripts = startScripts.flatMap((f) =>
      [...read(f).matchAll(/\benv\.([A-Z][A-Z0-9_]*)|process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => (m[1] ?? m[2])!),
    );
    const read_ = new Set([...parsed, ...byScripts].filter((n) => !n.startsWith('NEXT_')));
    expect(parsed.length).toBeGreaterThan(20);
    expect([...read_].filter((n) => !documented.has(n))).toEqual([]);
  });

  it('documents nothing the code no longer reads', () => {
    const code = [
      'lib/env.ts',
      'scripts/start.mjs',
      'scripts/server-env.mjs',
      ...serverLayer,
      'server/runtime-settings.json',
    ]
      .map(read)
      .join('\n');
    expect([...documented].filter((n) => !code.includes(n))).toEqual([]);
  });
});
