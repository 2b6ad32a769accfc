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
      const more = batch.length === EXPORT_BATCH;
      const last = batch.at(-1);
      if (last) position = { at: last.createdAt, id: last.id, newer: false };
      // Nothing of the batch is referred to after the yield (lib/text/csv.ts says why).
      yield batch.map((row) => inboxCsvCells(row, staff));
      if (!more) return;
    }
  }
  return spreadsheetCsvStream(INBOX_CSV_HEADER, records());
}
