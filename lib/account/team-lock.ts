// The one rule that a hotel always keeps a billing contact (type 1: who sees its invoices and runs
// its team), for everyone who may take one away: the hotel's own billing contacts in the Equipo tab
// (team.ts) and staff in the back office (staff/contacts.ts: removing, moving or retyping a
// contact). Decided under the hotel's team lock, so two removals at once cannot each see the other
// still there: the second waits for the first, then counts what it left, and is refused (409) with
// the reason in Spanish.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { refusals } from '@/lib/http/errors';
import { BILLING_CONTACT_TYPE } from './types';

export function lastBillingRefusal(hotel: string): string {
  return `${hotel} se quedaría sin contacto de facturación: nombra antes a otra persona de facturación, que es quien ve las facturas y gestiona el equipo.`;
}

/**
 * Takes the hotel's team lock for the rest of the transaction: a write to the hotel's row (of a
 * column that is no key, so rows that merely point at the hotel, an invoice being imported, are not
 * held up), which PostgreSQL keeps locked to the transaction's end: another change of the same
 * hotel's team waits for it, then reads what it left. On SQLite it takes the one writer's lock
 * before anything is read. Other hotels' teams are not held up. False when the hotel does not exist.
 */
export async function lockHotelTeam(tx: Prisma.TransactionClient, hotelId: number): Promise<boolean> {
  return (await tx.$executeRaw`UPDATE "Hotel" SET "name" = "name" WHERE "id" = ${hotelId}`) > 0;
}

/** Refuses (inside the lock, after the change) when the hotel is left without a billing contact. */
export async function keepABillingContact(
  tx: Prisma.TransactionClient,
  hotelId: number,
  hotelName: string,
): Promise<void> {
  const left = await tx.hotelContact.count({ where: { hotelId, contactType: BILLING_CONTACT_TYPE } });
  if (left === 0) throw refusals.of('conflict', 'last-billing-contact', lastBillingRefusal(hotelName));
}
