// Staff passwords are checked by the customers' sign-in code (lib/auth/sign-in.ts: the same
// atomic counters, lockout and dummy hash) over the staff table, with counters of their own.
import 'server-only';
import { db } from '@/lib/db';
import { accountKey, accountRule } from '@/lib/auth/lockout';
import { forget } from '@/lib/http/rate-limit';
import type { CredentialSource } from '@/lib/auth/sign-in';
import type { PendingOwner } from '@/lib/auth/second-factor-step';
import { staffTotpStore } from '@/lib/auth/totp-stores';
import { factorSelect, hasSecondFactor } from './second-factors';
import { signInAllowedWhere } from './session';

/** A staff e-mail's lockout counter, apart from a customer account with the same address. */
export function staffCounterKey(email: string): string {
  return accountKey(`staff:${email}`);
}

export const staffCredentials: CredentialSource = {
  scope: 'staff',
  async find(email) {
    const user = await db().staffUser.findUnique({
      where: { email },
      select: { id: true, email: true, passwordHash: true, disabledAt: true, ...factorSelect },
    });
    // A disabled account (or one whose invitation is still unused) has no password that can match.
    if (!user || user.disabledAt || !user.passwordHash) return null;
    return {
      id: user.id,
      email: user.email,
      passwordHash: user.passwordHash,
      mustChangePassword: false,
      secondFactor: hasSecondFactor(user),
    };
  },
  counterKey: staffCounterKey,
};

export const staffPendingOwner: PendingOwner = {
  scope: 'staff',
  find: async (id) => {
    // Only a member who may sign in (enabled, invitation accepted): lib/staff/session.ts.
    return db().staffUser.findFirst({ where: { id, ...signInAllowedWhere }, select: { id: true, email: true } });
  },
  store: staffTotpStore,
  counterKey: staffCounterKey,
};

export async function unlockStaff(email: string): Promise<void> {
  await forget(accountRule(), staffCounterKey(email));
}
