// The invitation to the customer area: a single-use link (purpose 'invite', INVITE_LINK_DAYS) to
// choose the first password, mailed with the names of the user's hotels. Staff send it from the
// back office (lib/account/staff/users.ts) and a hotel's billing contact from the team tab (team.ts).
import 'server-only';
import { issueLinkToken } from '@/lib/auth/link-tokens';
import { INVITE_LINK_DAYS } from '@/lib/auth/password-reset';
import { db } from '@/lib/db';
import { invitationMail } from '@/lib/mail/account-mails';
import { queueMail } from '@/lib/mail/queue';

/** Issues a fresh invitation link (any earlier one dies) and queues its mail. */
export async function mailInvitation(user: { id: number; email: string }): Promise<void> {
  const token = await issueLinkToken(user.id, 'invite', INVITE_LINK_DAYS * 86_400);
  const hotels = await db().hotelContact.findMany({
    where: { userId: user.id },
    select: { id: true, hotel: { select: { name: true } } },
  });
  // A user's few contacts, put in order here (read along the index on the user, none on their ids).
  hotels.sort((a, b) => a.id - b.id);
  await queueMail(
    invitationMail(
      user.email,
      token,
      INVITE_LINK_DAYS,
      hotels.map((h) => h.hotel.name),
    ),
  );
}
