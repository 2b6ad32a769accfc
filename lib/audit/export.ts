// The audit trail's CSV export (/api/gestion/registro): every entry the page's filters select,
// newest first, however many (a million at a vendor's size), read a batch at a time by keyset on
// AuditEntry(at, id) and written through the one CSV writer as the client takes it.
import 'server-only';
import { newestFirst } from '@/lib/db/batches';
import { db } from '@/lib/db';
import type { AuditEntry, Prisma } from '@/lib/generated/prisma/client';
import { spreadsheetCsvStream } from '@/lib/text/csv';
import { AUDIT_CSV_HEADER, auditCsvCells, whereOf, type AuditFilter } from './trail';

export function auditCsvStream(filter: AuditFilter): ReadableStream<Uint8Array> {
  const batches = newestFirst<AuditEntry, Prisma.AuditEntryWhereInput>('at', whereOf(filter), (query) =>
    db().auditEntry.findMany(query),
  );
  async function* records() {
    for await (const batch of batches) yield batch.map(auditCsvCells);
  }
  return spreadsheetCsvStream(AUDIT_CSV_HEADER, records());
}
