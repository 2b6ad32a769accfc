// The audit trail's CSV export (/api/gestion/registro): every entry the page's filters select,
// newest first, however many (a million at a vendor's size), read a batch at a time by keyset on
// AuditEntry(at, id) and written through the one CSV writer as the client takes it, in the page's
// words (lib/audit/trail.ts, the names from lib/audit/names.ts).
import 'server-only';
import { newestFirst } from '@/lib/db/batches';
import { db } from '@/lib/db';
import type { AuditEntry, Prisma } from '@/lib/generated/prisma/client';
import { spreadsheetCsvStream } from '@/lib/text/csv';
import { auditNames } from './names';
import { AUDIT_CSV_HEADER, auditCsvCells, whereOf, type AuditFilter } from './trail';

export function auditCsvStream(filter: AuditFilter): ReadableStream<Uint8Array> {
  const batches = newestFirst<AuditEntry, Prisma.AuditEntryWhereInput>('at', whereOf(filter), (query) =>
    db().auditEntry.findMany(query),
  );
  async function* records() {
    // The page's words: the objects' and people's names, one query per kind for each batch.
    for await (const batch of batches) {
      const names = await auditNames(batch);
      yield batch.map((r) => auditCsvCells(r, names));
    }
  }
  return spreadsheetCsvStream(AUDIT_CSV_HEADER, records());
}
