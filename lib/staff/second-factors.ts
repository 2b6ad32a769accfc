// A member of staff's second factors: TOTP (with its recovery codes) and passkeys. Every member
// who can use the back office has at least one; which one decides the step after the password.
import 'server-only';
import { db } from '@/lib/db';

/** What to select from StaffUser to tell which factors a member has. */
export const factorSelect = { totpEnabledAt: true, _count: { select: { passkeys: true } } } as const;

export interface FactorRow {
  totpEnabledAt: Date | null;
  _count: { passkeys: number };
}

export function hasSecondFactor(row: FactorRow): boolean {
  return Boolean(row.totpEnabledAt) || row._count.passkeys > 0;
}

/** After the password: a TOTP code, the member's passkey, or enrolment when there is neither. */
export function stepAfterPassword(row: FactorRow): 'code' | 'passkey' | 'enrol' {
  return row.totpEnabledAt ? 'code' : row._count.passkeys > 0 ? 'passkey' : 'enrol';
}

export async function staffFactors(staffId: number): Promise<FactorRow | null> {
  return db().staffUser.findUnique({ where: { id: staffId }, select: factorSelect });
}
