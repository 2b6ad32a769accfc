// Who is mailed about a change of the status: the confirmed subscribers of any of its components,
// each once, their mails written in the transaction of the change itself (so a notice exists
// exactly when its update does, and the outbox sends each row once, on any number of instances).
import 'server-only';
import { env } from '@/lib/env';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { DraftMail } from '@/lib/mail/compose';
import { recipientOf } from '@/lib/mail/queue';
import { unsubscribeLinksOf } from './subscriptions';

/** Subscribers read per query: a big list never sits whole in memory. */
const BATCH = 500;

export type NoticeOf = (to: string, links: { oneClick: string; page: string; status: string }) => DraftMail;

/** Queues one mail per confirmed subscriber of `componentIds`; answers how many. */
export async function queueNotices(
  tx: Prisma.TransactionClient,
  componentIds: readonly number[],
  noticeOf: NoticeOf,
): Promise<number> {
  const status = `${new URL(env().SITE_URL).origin}/estado`;
  let after = 0;
  let queued = 0;
  for (;;) {
    const batch = await tx.statusSubscriber.findMany({
      where: {
        id: { gt: after },
        confirmedAt: { not: null },
        components: { some: { componentId: { in: [...componentIds] } } },
      },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true, email: true, unsubscribeKey: true },
    });
    if (batch.length === 0) return queued;
    const mails = await Promise.all(
      batch.map(async (s) => noticeOf(s.email, { ...(await unsubscribeLinksOf(s)), status })),
    );
    await tx.outboxMail.createMany({
      data: mails.map((m) => ({
        kind: m.kind,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        unsubscribeUrl: m.unsubscribeUrl ?? '',
        recipient: recipientOf(m.to),
        secret: false,
      })),
    });
    queued += mails.length;
    after = batch.at(-1)!.id;
  }
}
