// The enquiries' CSV export (/api/gestion/consultas and the staff command): every enquiry the
// inbox's filters (its search included) select, newest first, however many, read a batch at a time
// by keyset on Enquiry(createdAt, id) through the inbox's own reader and written through the one
// CSV writer as the reader takes it.
import 'server-only';
import { EXPORT_BATCH } from '@/lib/db/batches';
import { inTurn } from '@/lib/db/turns';
import { spreadsheetCsvStream } from '@/lib/text/csv';
import {
  INBOX_CSV_HEADER,
  inboxCsvCells,
  inboxRecords,
  staffEmails,
  type InboxFilter,
  type InboxPosition,
} from './inbox';

export function inboxCsvStream(filter: InboxFilter): ReadableStream<Uint8Array> {
  async function* records() {
    // Read when the first record is wanted, not when the stream is made.
    const staff = await staffEmails();
    let position: InboxPosition | undefined;
    for (;;) {
      // Each batch read in its turn among every export's and download's steps (lib/db/turns.ts).
      const at = position;
      const batch = await inTurn(() => inboxRecords(filter, at, EXPORT_BATCH));
      // A record's cells made as the CSV writer takes it, not the batch's all at once after the read.
      for (const row of batch) yield inboxCsvCells(row, staff);
      if (batch.length < EXPORT_BATCH) return;
      const last = batch[batch.length - 1]!;
      position = { at: last.createdAt, id: last.id, newer: false };
    }
  }
  return spreadsheetCsvStream(INBOX_CSV_HEADER, records());
}
