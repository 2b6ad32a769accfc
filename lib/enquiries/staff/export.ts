// The enquiries' CSV export (/api/gestion/consultas and the staff command): every enquiry the
// inbox's filters select, newest first, however many, read a batch at a time by keyset on
// Enquiry(createdAt, id) and written through the one CSV writer as the reader takes it.
import 'server-only';
import { newestFirst } from '@/lib/db/batches';
import { db } from '@/lib/db';
import type { Enquiry, Prisma } from '@/lib/generated/prisma/client';
import { spreadsheetCsvStream } from '@/lib/text/csv';
import { INBOX_CSV_HEADER, inboxCsvCells, staffEmails, whereOf, type InboxFilter } from './inbox';

export function inboxCsvStream(filter: InboxFilter): ReadableStream<Uint8Array> {
  const batches = newestFirst<Enquiry, Prisma.EnquiryWhereInput>('createdAt', whereOf(filter), (query) =>
    db().enquiry.findMany(query),
  );
  async function* records() {
    // Read when the first record is wanted, not when the stream is made.
    const staff = await staffEmails();
    for await (const batch of batches) yield* batch.map((row) => inboxCsvCells(row, staff));
  }
  return spreadsheetCsvStream(INBOX_CSV_HEADER, records());
}
