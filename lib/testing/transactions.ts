// Watching the transactions of the code under test (the cleanup's and the erasure's batches): what
// each one deleted, read from the tables before it and at its end, not from the code's own counts.
import { vi } from 'vitest';
import { db } from '@/lib/db';

export interface Tally {
  enquiries: number;
  mails: number;
  notes: number;
  audit: number;
}

type Client = ReturnType<typeof db>;

/** The rows of the tables a batch deletes from, as `c` (a transaction, or the client) sees them. */
export async function tally(c: Client = db()): Promise<Tally> {
  return {
    enquiries: await c.enquiry.count(),
    mails: await c.outboxMail.count(),
    notes: await c.enquiryNote.count(),
    audit: await c.auditEntry.count(),
  };
}

export const sum = (ts: Tally[], k: keyof Tally) => ts.reduce((n, t) => n + t[k], 0);

/**
 * Spies on `db().$transaction` (one run at a time: the tallies are the whole tables') and returns
 * the list of what each committed transaction deleted. `inside` sees it at the transaction's end:
 * throwing there rolls it back, as a crash would. Undo with vi.restoreAllMocks().
 */
export function watchTransactions(inside?: (here: Tally) => void): Tally[] {
  const committed: Tally[] = [];
  const client = db();
  const original = client.$transaction.bind(client) as (fn: unknown, options?: unknown) => Promise<unknown>;
  vi.spyOn(client, '$transaction').mockImplementation((async (
    fn: (tx: unknown) => Promise<unknown>,
    options: unknown,
  ) => {
    const before = await tally();
    let here: Tally | undefined;
    const result = await original(async (tx: unknown) => {
      const value = await fn(tx);
      const after = await tally(tx as Client);
      here = {
        enquiries: before.enquiries - after.enquiries,
        mails: before.mails - after.mails,
        notes: before.notes - after.notes,
        audit: before.audit - after.audit,
      };
      inside?.(here);
      return value;
    }, options);
    committed.push(here!);
    return result;
  }) as never);
  return committed;
}
