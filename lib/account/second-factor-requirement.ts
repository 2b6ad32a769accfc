// A hotel may require two-factor sign-in of its billing contacts (Hotel.requireBillingTwoFactor,
// set by staff). The requirement is asked of the *session*, not merely of the account: a user who
// is the billing contact (type 1) of such a hotel sees invoices only in a session that proved a
// second factor (Session.secondFactorAt: a passkey sign-in whose authenticator verified the user,
// the TOTP or recovery-code step, or the account's very first second factor enrolled in it). Owning
// a passkey is not enough, since a password sign-in never asks for it. A password-only session of such a user is sent to Seguridad (enrol an
// authenticator app, or sign in again with the passkey) and gets no invoice of any hotel
// (lib/invoices/service.ts; the hot invoice read in lib/db/hot-reads.ts carries the same rule as SQL).
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { BILLING_CONTACT_TYPE } from './types';

/** The users a hotel of theirs requires two-factor sign-in of. */
export const secondFactorRequired: Prisma.UserWhereInput = {
  contacts: { some: { contactType: BILLING_CONTACT_TYPE, hotel: { requireBillingTwoFactor: true } } },
};

/** Who may see invoices in this session, as a condition on its user. */
export function invoiceReader(session: Pick<Session, 'secondFactor'>): Prisma.UserWhereInput {
  return session.secondFactor ? {} : { NOT: secondFactorRequired };
}

/** Whether this session must prove a second factor (enrol one, or sign in with it) before invoices. */
export async function mustProveSecondFactor(session: Pick<Session, 'userId' | 'secondFactor'>): Promise<boolean> {
  return !session.secondFactor && (await mustVerifyPasskeyUser(session.userId));
}

/**
 * Whether a new passkey of this user must verify its user (PIN, biometrics): a hotel of theirs
 * demands two factors, and a passkey counts as the second only when its authenticator verified the
 * user at sign-in (app/api/cuenta/llave/entrar). Asked at registration, the browser sets up or asks
 * for the PIN then, so the passkey does not turn out useless for the invoices later.
 */
export async function mustVerifyPasskeyUser(userId: number): Promise<boolean> {
  return (await db().user.count({ where: { id: userId, ...secondFactorRequired } })) > 0;
}
