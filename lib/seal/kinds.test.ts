// Every sealed kind refuses every other kind's values, in demo mode (a generated secret) and in
// production mode (SESSION_SECRET): a value says what it is for and for whom, and no other reader
// accepts it. Also: tampering, expiry, the old single-key seals, and a value sealed under a kind's
// key but naming another kind.
import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env, resetEnvForTests } from '@/lib/env';
import { seals } from './kinds';
import { sealKey } from './sealed-values';

const saved = { ...process.env };
const MODES = {
  demo: { APP_ENV: 'demo', SESSION_SECRET: undefined },
  production: {
    APP_ENV: 'production',
    SESSION_SECRET: 'seal-kinds-production-secret-7f3a9c2e41b8d605',
    SITE_URL: 'https://www.example.es',
    SMTP_URL: 'smtp://127.0.0.1:2525',
  },
} as const;

function mode(name: keyof typeof MODES) {
  process.env = { ...saved };
  for (const [k, v] of Object.entries(MODES[name])) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvForTests();
}

afterEach(() => {
  vi.useRealTimers();
  process.env = { ...saved };
  resetEnvForTests();
});

type Kind = (typeof seals)[keyof typeof seals];
const kinds = Object.entries(seals) as [string, Kind][];

/** A payload each kind accepts (the kinds' shapes overlap on purpose: sessions, pending, ceremonies). */
const exp = Date.now() + 10 * 60_000;
function sample(kind: Kind): never {
  if (kind.name.startsWith('session/')) return { sid: 'a'.repeat(43) } as never;
  if (kind.name.startsWith('pending-sign-in/')) return { uid: 7, nonce: 'n'.repeat(22), verified: false, exp } as never;
  if (kind.name.startsWith('passkey-ceremony/'))
    return { challenge: 'c'.repeat(43), purpose: 'sign-in', uid: 7, exp } as never;
  if (kind.name.startsWith('mail-link/'))
    return { url: 'https://www.example.es/restablecer-contrasena#token=abc', exp } as never;
  if (kind.name.startsWith('status-opt-in/')) return { sid: 7, nonce: 'n'.repeat(22), components: [1, 2] } as never;
  if (kind.name.startsWith('status-unsubscribe/')) return { sid: 7, key: 'k'.repeat(22) } as never;
  if (kind.name.startsWith('unsubscribe/')) return { uid: 7, kind: 'support' } as never;
  throw new Error(`no sample for ${kind.name}: add one`);
}

describe.each(Object.keys(MODES) as (keyof typeof MODES)[])('sealed kinds in %s mode', (name) => {
  it('each kind opens its own values and refuses every other kind’s', async () => {
    mode(name);
    expect(env().isProduction).toBe(name === 'production');
    for (const [, maker] of kinds) {
      const value = await maker.seal(sample(maker));
      for (const [, reader] of kinds) {
        const opened = await reader.unseal(value);
        if (reader === maker) expect(opened, `${maker.name} opens its own`).toEqual(sample(maker));
        else expect(opened, `${reader.name} refuses a ${maker.name}`).toBeNull();
      }
    }
  });

  it('refuses tampered, expired and pre-kind values, and a kind name that is not the reader’s', async () => {
    mode(name);
    const kind = seals.staffPendingSignIn;
    const value = await kind.seal(sample(kind));
    const flipped = value.slice(0, 60) + (value[60] === 'A' ? 'B' : 'A') + value.slice(61);
    expect(await kind.unseal(flipped)).toBeNull();
    expect(await kind.unseal('')).toBeNull();
    expect(await kind.unseal(undefined)).toBeNull();
    // As every value was sealed before kinds existed: the raw secret, the bare payload.
    expect(await kind.unseal(await sealData(sample(kind), { password: env().SESSION_SECRET, ttl: 300 }))).toBeNull();
    // The staff pending kind's own key, but the customer kind's name inside.
    const renamed = await sealData(
      { k: seals.customerPendingSignIn.name, v: sample(kind) },
      { password: sealKey(env().SESSION_SECRET, kind.name), ttl: 300 },
    );
    expect(await kind.unseal(renamed)).toBeNull();
    // A shape the kind does not hold.
    expect(await seals.customerSession.unseal(await seals.customerSession.seal({ sid: 'short' }))).toBeNull();
    // Past the kind's lifetime (5 minutes for a pending sign-in), whatever the value asked for.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const long = await kind.seal(sample(kind), 3600);
    vi.setSystemTime(Date.now() + 6 * 60_000);
    expect(await kind.unseal(long)).toBeNull();
  });
});

describe('the list of kinds', () => {
  it('names each kind once, each with a key of its own', () => {
    const names = kinds.map(([, k]) => k.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = names.map((n) => sealKey('one-secret-for-all-kinds-0123456789abcdef', n));
    expect(new Set(keys).size).toBe(keys.length);
    for (const n of names) expect(n).toMatch(/^[a-z-]+\/(customer|staff|service|visitor)\/[a-z-]+$/);
  });
});
