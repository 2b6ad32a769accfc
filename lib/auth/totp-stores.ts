// The two owners of a second factor: customers (User, RecoveryCode) and staff (StaffUser,
// StaffRecoveryCode). Same columns, same conditional updates; lib/auth/totp.ts holds the rules.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { TotpStore } from './totp';

export const customerTotpStore: TotpStore = {
  async read(id) {
    const row = await db().user.findUnique({ where: { id }, select: { totpSecret: true, totpEnabledAt: true } });
    return row && { secret: row.totpSecret, enabledAt: row.totpEnabledAt };
  },
  async setPendingSecret(id, encrypted) {
    await db().user.update({ where: { id }, data: { totpSecret: encrypted, totpLastStep: 0 } });
  },
  async claimStep(id, step, enableAt) {
    const where = enableAt
      ? { id, totpEnabledAt: null, totpLastStep: { lt: step } }
      : { id, totpLastStep: { lt: step } };
    const won = await db().user.updateMany({
      where,
      data: enableAt ? { totpEnabledAt: enableAt, totpLastStep: step } : { totpLastStep: step },
    });
    return won.count === 1;
  },
  async clear(id, tx) {
    const run = async (c: Prisma.TransactionClient) => {
      await c.user.update({ where: { id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: 0 } });
      await c.recoveryCode.deleteMany({ where: { userId: id } });
    };
    await (tx ? run(tx) : db().$transaction(run));
  },
  async replaceRecoveryCodes(id, hashes) {
    await db().$transaction([
      db().recoveryCode.deleteMany({ where: { userId: id } }),
      db().recoveryCode.createMany({ data: hashes.map((codeHash) => ({ userId: id, codeHash })) }),
    ]);
  },
  async spendRecoveryCode(id, codeHash, now) {
    const spent = await db().recoveryCode.updateMany({
      where: { userId: id, codeHash, usedAt: null },
      data: { usedAt: now },
    });
    return spent.count === 1;
  },
  unusedRecoveryCodes: (id) => db().recoveryCode.count({ where: { userId: id, usedAt: null } }),
};

export const staffTotpStore: TotpStore = {
  async read(id) {
    const row = await db().staffUser.findUnique({ where: { id }, select: { totpSecret: true, totpEnabledAt: true } });
    return row && { secret: row.totpSecret, enabledAt: row.totpEnabledAt };
  },
  async setPendingSecret(id, encrypted) {
    await db().staffUser.update({ where: { id }, data: { totpSecret: encrypted, totpLastStep: 0 } });
  },
  async claimStep(id, step, enableAt) {
    const where = enableAt
      ? { id, totpEnabledAt: null, totpLastStep: { lt: step } }
      : { id, totpLastStep: { lt: step } };
    const won = await db().staffUser.updateMany({
      where,
      data: enableAt ? { totpEnabledAt: enableAt, totpLastStep: step } : { totpLastStep: step },
    });
    return won.count === 1;
  },
  async clear(id, tx) {
    const run = async (c: Prisma.TransactionClient) => {
      await c.staffUser.update({ where: { id }, data: { totpSecret: null, totpEnabledAt: null, totpLastStep: 0 } });
      await c.staffRecoveryCode.deleteMany({ where: { staffUserId: id } });
    };
    await (tx ? run(tx) : db().$transaction(run));
  },
  async replaceRecoveryCodes(id, hashes) {
    await db().$transaction([
      db().staffRecoveryCode.deleteMany({ where: { staffUserId: id } }),
      db().staffRecoveryCode.createMany({ data: hashes.map((codeHash) => ({ staffUserId: id, codeHash })) }),
    ]);
  },
  async spendRecoveryCode(id, codeHash, now) {
    const spent = await db().staffRecoveryCode.updateMany({
      where: { staffUserId: id, codeHash, usedAt: null },
      data: { usedAt: now },
    });
    return spent.count === 1;
  },
  unusedRecoveryCodes: (id) => db().staffRecoveryCode.count({ where: { staffUserId: id, usedAt: null } }),
};
