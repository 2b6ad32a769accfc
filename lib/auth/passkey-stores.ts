// The two owners of passkeys: customers (Passkey) and staff (StaffPasskey). Same columns; the
// ceremony rules are in lib/auth/passkeys.ts. A staff passkey is both factors of a sign-in, so
// its authenticator must verify the user (PIN, fingerprint, face), and the last second factor of
// a member cannot be removed (lib/staff/second-factors.ts). A customer passkey only prefers user
// verification: one without it (a security key with no PIN) still signs in, as one factor; it
// stands for the second factor a hotel may demand only when the authenticator verified the user
// at that sign-in, and a user of such a hotel registers passkeys that must
// (lib/account/second-factor-requirement.ts). Requiring it of every customer would lock out the
// keys without a PIN that sign in today, for accounts that do not need two factors.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PasskeyStore } from './passkeys';

export const customerPasskeyStore: PasskeyStore = {
  scope: 'customer',
  userVerification: 'preferred',
  userHandle: (id) => `mille-user-${id}`,
  list: (id) => db().passkey.findMany({ where: { userId: id }, select: { id: true, transports: true } }),
  count: (id) => db().passkey.count({ where: { userId: id } }),
  async find(id) {
    const row = await db().passkey.findUnique({ where: { id } });
    return (
      row && {
        id: row.id,
        ownerId: row.userId,
        publicKey: row.publicKey,
        counter: row.counter,
        transports: row.transports,
      }
    );
  },
  async create(ownerId, passkey, tx = db()) {
    await tx.passkey.create({ data: { ...passkey, userId: ownerId } });
  },
  async advance(id, counter, now) {
    return (
      (
        await db().passkey.updateMany({
          where: { id, ...(counter > 0 ? { counter: { lt: counter } } : {}) },
          data: { counter, lastUsedAt: now },
        })
      ).count === 1
    );
  },
  async rename(ownerId, id, name) {
    return (await db().passkey.updateMany({ where: { id, userId: ownerId }, data: { name } })).count === 1;
  },
  async remove(ownerId, id, tx = db()) {
    return (await tx.passkey.deleteMany({ where: { id, userId: ownerId } })).count === 1;
  },
};

export const staffPasskeyStore: PasskeyStore = {
  scope: 'staff',
  userVerification: 'required',
  userHandle: (id) => `mille-staff-${id}`,
  list: (id) => db().staffPasskey.findMany({ where: { staffUserId: id }, select: { id: true, transports: true } }),
  count: (id) => db().staffPasskey.count({ where: { staffUserId: id } }),
  async find(id) {
    const row = await db().staffPasskey.findUnique({ where: { id } });
    return (
      row && {
        id: row.id,
        ownerId: row.staffUserId,
        publicKey: row.publicKey,
        counter: row.counter,
        transports: row.transports,
      }
    );
  },
  async create(ownerId, passkey, tx = db()) {
    await tx.staffPasskey.create({ data: { ...passkey, staffUserId: ownerId } });
  },
  async advance(id, counter, now) {
    return (
      (
        await db().staffPasskey.updateMany({
          where: { id, ...(counter > 0 ? { counter: { lt: counter } } : {}) },
          data: { counter, lastUsedAt: now },
        })
      ).count === 1
    );
  },
  async rename(ownerId, id, name) {
    return (await db().staffPasskey.updateMany({ where: { id, staffUserId: ownerId }, data: { name } })).count === 1;
  },
  async remove(ownerId, id, tx) {
    // Only while another factor remains: one statement, after the member's row is locked, so two
    // removals at once cannot each leave the other as the last one.
    const run = async (c: Prisma.TransactionClient) => {
      await c.staffUser.updateMany({ where: { id: ownerId }, data: { totpLastStep: { increment: 0 } } });
      const gone = await c.staffPasskey.deleteMany({
        where: {
          id,
          staffUserId: ownerId,
          OR: [
            { staffUser: { totpEnabledAt: { not: null } } },
            { staffUser: { passkeys: { some: { id: { not: id } } } } },
          ],
        },
      });
      return gone.count === 1;
    };
    return tx ? run(tx) : db().$transaction(run);
  },
};
