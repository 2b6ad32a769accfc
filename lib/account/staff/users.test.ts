// The staff writes on a customer user that must go together: a second-factor reset clears the
// app, the recovery codes and the passkeys with its audit entry, or nothing.
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { COMMAND_LINE } from './audit';
import { hotelByRef } from './hotels';
import { resetSecondFactor } from './users';

const failing = vi.hoisted(() => ({ audit: false }));
vi.mock('./audit', async (original) => {
  const real = await original<typeof import('./audit')>();
  return {
    ...real,
    audit: (...args: Parameters<typeof real.audit>) =>
      failing.audit ? Promise.reject(new Error('audit write failed')) : real.audit(...args),
  };
});

describe('resetSecondFactor', () => {
  it('changes nothing when its audit entry cannot be written, and clears everything with it otherwise', async () => {
    const user = await db().user.create({
      data: {
        email: 'reset@example.es',
        passwordHash: 'x',
        totpSecret: 'cifrado',
        totpEnabledAt: new Date(),
        totpLastStep: 7,
      },
    });
    await db().recoveryCode.create({ data: { userId: user.id, codeHash: 'h1' } });
    await db().passkey.create({
      data: { id: 'pk-reset', userId: user.id, publicKey: new Uint8Array([1]), name: 'Llave' },
    });
    const state = async () => {
      const u = await db().user.findUniqueOrThrow({
        where: { id: user.id },
        select: { totpSecret: true, totpEnabledAt: true },
      });
      return {
        app: u.totpEnabledAt !== null && u.totpSecret !== null,
        codes: await db().recoveryCode.count({ where: { userId: user.id } }),
        passkeys: await db().passkey.count({ where: { userId: user.id } }),
      };
    };

    failing.audit = true;
    await expect(resetSecondFactor(COMMAND_LINE, user.id, 'móvil perdido')).rejects.toThrow('audit write failed');
    expect(await state()).toEqual({ app: true, codes: 1, passkeys: 1 });

    failing.audit = false;
    await resetSecondFactor(COMMAND_LINE, user.id, 'móvil perdido');
    expect(await state()).toEqual({ app: false, codes: 0, passkeys: 0 });
  });
});

describe('hotelByRef', () => {
  it('answers "No existe el hotel" for an id too long for the column, as for any unknown one', async () => {
    await expect(hotelByRef('12345678901')).rejects.toThrow('No existe el hotel 12345678901.');
    await expect(hotelByRef('99999999999999999999')).rejects.toThrow('No existe el hotel 99999999999999999999.');
    await expect(hotelByRef('999999999')).rejects.toThrow('No existe el hotel 999999999.');
  });
});
