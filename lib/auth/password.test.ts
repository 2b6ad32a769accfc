import { describe, expect, it } from 'vitest';
import { argon2Concurrency, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password only, and an unknown user never', async () => {
    const stored = await hashPassword('Una-Clave-2026');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'Una-Clave-2026')).toBe(true);
    expect(await verifyPassword(stored, 'otra')).toBe(false);
    expect(await verifyPassword(null, 'Una-Clave-2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('a burst of sign-ins queues: never more argon2 runs at once than the limit', async () => {
    const { max } = argon2Concurrency();
    const stored = await hashPassword('Burst-2026');
    const results = await Promise.all(Array.from({ length: max * 3 + 1 }, () => verifyPassword(stored, 'Burst-2026')));
    expect(results.every(Boolean)).toBe(true);
    expect(argon2Concurrency().peak).toBe(max);
  });
});
