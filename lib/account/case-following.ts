// What a contact follows of a hotel's support cases goes when the contact can no longer see them
// (removed, moved to another hotel, made type 2 for the cases about an invoice): each of those
// changes calls this in its own transaction. Who may follow a case: lib/support/followers.ts.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * Deletes what the user follows of the hotel's cases: all of them (`all`: no longer its contact),
 * or those about an invoice (`invoice-cases`: no longer its billing contact). Answers how many.
 */
export async function dropFollowing(
  tx: Prisma.TransactionClient,
  userId: number,
  hotelId: number,
  cases: 'all' | 'invoice-cases',
): Promise<number> {
  const { count } = await tx.caseFollower.deleteMany({
    where: { userId, supportCase: { hotelId, ...(cases === 'invoice-cases' ? { invoiceId: { not: null } } : {}) } },
  });
  return count;
}
