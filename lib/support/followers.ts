// Who follows a case is held to who may see it: an account in use that is a contact of the case's
// hotel, its billing contact (type 1) for a case about an invoice. The case's mails and its list
// of followers read the followers through `mayFollow` (a row left behind mails nobody), and each
// change that takes that away (a contact removed, moved to another hotel, made type 2) deletes the
// rows in its own transaction (lib/account/case-following.ts, beside the contacts' changes).
import 'server-only';
import { BILLING_CONTACT_TYPE } from '@/lib/account/types';
import type { Prisma } from '@/lib/generated/prisma/client';

/** The users who may follow this case now (a condition on User, read in the same query). */
export function mayFollow(supportCase: { hotelId: number; invoiceId: number | null }): Prisma.UserWhereInput {
  return {
    disabledAt: null,
    contacts: {
      some: {
        hotelId: supportCase.hotelId,
        ...(supportCase.invoiceId === null ? {} : { contactType: BILLING_CONTACT_TYPE }),
      },
    },
  };
}
