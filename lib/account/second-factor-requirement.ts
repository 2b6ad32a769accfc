// A hotel may require two-factor sign-in of its billing contacts (Hotel.requireBillingTwoFactor,
// set by staff). A user who is the billing contact (type 1) of such a hotel and has neither an
// authenticator app (TOTP) nor a passkey must enrol: the sign-in says so, the account page opens
// on Seguridad, and no invoice of any hotel is served until then (lib/invoices/service.ts; the
// hot invoice read in lib/db/hot-reads.ts carries the same rule as SQL).
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { BILLING_CONTACT_TYPE } from './types';

/** The users who must enrol before they see invoices. */
export const enrolmentDue: Prisma.UserWhereInput = {
  totpEnabledAt: null,
  passkeys: { none: {} },
  contacts: { some: { contactType: BILLING_CONTACT_TYPE, hotel: { requireBillingTwoFactor: true } } },
};

export async function mustEnrolSecondFactor(userId: number): Promise<boolean> {
  return (await db().user.count({ where: { id: userId, ...enrolmentDue } })) > 0;
}
