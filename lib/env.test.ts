import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('environment', () => {
  it('names every missing variable in production mode', () => {
    expect(() => parseEnv({ APP_ENV: 'production' })).toThrow(/SESSION_SECRET.*SITE_URL.*SMTP_URL/);
  });
  it('refuses a short secret', () => {
    expect(() => parseEnv({ APP_ENV: 'production', SESSION_SECRET: 'short', SITE_URL: 'https://a.es', SMTP_URL: 'smtp://x' })).toThrow(EnvError);
  });
  it('accepts a complete production environment', () => {
    const e = parseEnv({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SITE_URL: 'https://a.es/', SMTP_URL: 'smtp://x' });
    expect(e.isProduction).toBe(true);
    expect(e.SITE_URL).toBe('https://a.es');
    expect(e.BODY_LIMIT_BYTES).toBe(65536);
  });
  it('defaults to demo mode with numbers configurable', () => {
    const e = parseEnv({ ENQUIRY_LIMIT: '3', DATA_DIR: '/tmp/x' });
    expect(e.isProduction).toBe(false);
    expect(e.ENQUIRY_LIMIT).toBe(3);
    expect(e.DATABASE_URL).toBe('file:/tmp/x/app.db');
  });
});
