// A hotel may require two-factor sign-in of its billing contacts (Hotel.requireBillingTwoFactor,
// set by staff). The requirement is asked of the *session*, not merely of the account: a user who
// is the billing contact (type 1) of such a hotel sees invoices only in a session that proved a
// second factor (Session.secondFactorAt: a passkey sign-in whose authenticator verified the user,
// the TOTP or recovery-code step, or the account's very first second factor enrolled in it). Owning
// a passkey is not enough, since a password sign-in never asks for it. A password-only session of such a user is sent to Seguridad (enrol an
// authenticator app, or sign in again with the passkey) and gets no invoice of any hotel
// (lib/invoices/service.ts). The rule is written here once, and given both as a Prisma condition and
// as SQL for the plain-SQL invoice read (lib/db/hot-reads.ts), each written from the same names.
import 'server-only';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { SqlCondition } from '@/lib/db/hot-reads';
import { Prisma } from '@/lib/generated/prisma/client';
import { BILLING_CONTACT_TYPE } from './types';

/** Who is held to two factors: a contact of this type of a hotel with this flag set. */
const REQUIREMENT = {
  contactType: BILLING_CONTACT_TYPE,
  hotelFlag: Prisma.HotelScalarFieldEnum.requireBillingTwoFactor,
} as const;

/** The users a hotel of theirs requires two-factor sign-in of. */
export const secondFactorRequired = {
  contacts: { some: { contactType: REQUIREMENT.contactType, hotel: { [REQUIREMENT.hotelFlag]: true } } },
} satisfies Prisma.UserWhereInput;

const CONTACT = Prisma.HotelContactScalarFieldEnum;
const HOTEL = Prisma.HotelScalarFieldEnum;
/** The same, as SQL on a user id (its one `?`), with the generated column names. */
const SECOND_FACTOR_REQUIRED_SQL = `EXISTS (SELECT 1 FROM "HotelContact" rb JOIN "Hotel" rh ON rh."${HOTEL.id}" = rb."${CONTACT.hotelId}"
    WHERE rb."${CONTACT.userId}" = ? AND rb."${CONTACT.contactType}" = ${REQUIREMENT.contactType} AND rh."${REQUIREMENT.hotelFlag}" = TRUE)`;

export interface InvoiceReader {
  /** As a condition on the session's user, for Prisma */
  where: Prisma.UserWhereInput;
  /** As SQL on the session's user, for the plain-SQL invoice read */
  sql: SqlCondition;
}

/** Who may see invoices in this session: a session that proved a second factor, or a user no hotel holds to one. */
export function invoiceReader(session: Pick<Session, 'userId' | 'secondFactor'>): InvoiceReader {
  return session.secondFactor
    ? { where: {}, sql: { sql: 'TRUE', params: [] } }
    : {
        where: { NOT: secondFactorRequired },
        sql: { sql: `NOT ${SECOND_FACTOR_REQUIRED_SQL}`, params: [session.userId] },
      };
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
