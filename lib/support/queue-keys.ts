// Keeps a case's place in the staff queue (case-clock.ts: its group and the due date of the
// target counting now) on the case itself, so the queue reads it along an index: called in the
// transaction of every change that moves it (opening, a state change, the first staff reply, a
// new handler or priority), and over the open cases when staff change the targets or holidays.
import 'server-only';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { queueKeys } from './case-clock';
import { readTargetSettings, type TargetSettings } from './target-settings';

const clockColumns = {
  priority: true,
  state: true,
  handlerId: true,
  createdAt: true,
  firstResponseAt: true,
  updatedAt: true,
  stateChanges: { select: { from: true, to: true, at: true, id: true } },
} as const;

/** Recomputes the case's queue keys inside `tx`, with the settings as the transaction sees them. */
export async function refreshQueueKeys(
  tx: Prisma.TransactionClient,
  caseId: number,
  settings?: TargetSettings,
): Promise<void> {
  const c = await tx.supportCase.findUnique({ where: { id: caseId }, select: clockColumns });
  if (!c) return;
  const { targets, holidayDates } = settings ?? (await readTargetSettings(tx));
  await tx.supportCase.update({
    where: { id: caseId },
    // Its place in the queue is no activity on the case: updatedAt stays as it was.
    data: { ...queueKeys(c, c.stateChanges, targets, holidayDates), updatedAt: c.updatedAt },
  });
}

/** Cases recomputed per transaction after a change of the settings. */
const BATCH = 200;

/**
 * After staff change a target or a holiday: every open case's due date again, a batch at a time
 * along the queue's index (open cases only: a finished one has none). Returns how many.
 */
export async function refreshOpenCases(): Promise<number> {
  const settings = await readTargetSettings();
  let after = 0;
  let done = 0;
  for (;;) {
    const ids = await db().supportCase.findMany({
      where: { queueGroup: { lt: 2 }, id: { gt: after } },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true },
    });
    if (ids.length === 0) return done;
    await db().$transaction(async (tx) => {
      for (const { id } of ids) await refreshQueueKeys(tx, id, settings);
    });
    done += ids.length;
    after = ids.at(-1)!.id;
  }
}
