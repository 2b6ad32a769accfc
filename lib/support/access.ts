// Who may see and work a support case, from the session alone: the user's contacts (types 1 and 2)
// of the case's hotel. A case asked from an invoice row (`invoiceId`) shows an invoice, so it is
// the hotel's billing contacts' only, under the same rule as the invoices themselves (contact type
// 1, and a session that meets the hotel's two-factor requirement: lib/invoices/service.ts). A case
// the user may not see answers exactly as one that does not exist: 404.
import 'server-only';
import { mustProveSecondFactor } from '@/lib/account/second-factor-requirement';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { refusals } from '@/lib/http/errors';

/** The user's place at one hotel. */
export interface HotelSeat {
  hotelId: number;
  hotelName: string;
  /** The contact's name (written on what the user does in a case) */
  name: string;
  /** May see the hotel's invoice-linked cases */
  billing: boolean;
}

/** The session's hotels, in the order of the user's contacts. */
export async function hotelSeats(session: Session): Promise<HotelSeat[]> {
  const [contacts, owesSecondFactor] = await Promise.all([
    db().hotelContact.findMany({
      where: { userId: session.userId },
      select: { id: true, hotelId: true, contactType: true, name: true, hotel: { select: { name: true } } },
    }),
    mustProveSecondFactor(session),
  ]);
  // A user's few contacts, put in order here (along the index on the user, none on their ids).
  contacts.sort((a, b) => a.id - b.id);
  return contacts.map((c) => ({
    hotelId: c.hotelId,
    hotelName: c.hotel.name,
    name: c.name,
    billing: c.contactType === BILLING_CONTACT_TYPE && !owesSecondFactor,
  }));
}

/** The session's seat at `hotelId`, or 404 (not a contact of it). */
export async function seatAt(session: Session, hotelId: number): Promise<HotelSeat> {
  const seat = (await hotelSeats(session)).find((s) => s.hotelId === hotelId);
  if (!seat) throw refusals.notFound();
  return seat;
}

/** Whether this seat may see a case linked (or not) to an invoice. */
export function seatSees(seat: HotelSeat, supportCase: { invoiceId: number | null }): boolean {
  return supportCase.invoiceId === null || seat.billing;
}

/** The case and the session's seat at its hotel, or 404 when the case is not there for this user. */
export async function caseForSession<T extends { hotelId: number; invoiceId: number | null }>(
  session: Session,
  read: () => Promise<T | null>,
): Promise<{ found: T; seat: HotelSeat }> {
  const found = await read();
  if (!found) throw refusals.notFound();
  const seat = (await hotelSeats(session)).find((s) => s.hotelId === found.hotelId);
  if (!seat || !seatSees(seat, found)) throw refusals.notFound();
  return { found, seat };
}
