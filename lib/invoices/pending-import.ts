// A CSV uploaded in the back office between its preview and its import: kept in InvoiceImport
// (the text, its hash, who uploaded it, until when), so the preview can be paged and filtered and
// "Importar" needs no second upload. Only its uploader sees it; it expires after two hours, and
// expired ones are deleted at the next upload. The preview is computed again on every view, so it
// always reflects the invoices as they are now (someone may have imported meanwhile).
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import type { Refused } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import {
  csvText,
  FIRST_ROWS,
  ImportRefused,
  importInvoiceCsv,
  previewInvoiceCsv,
  type ImportPreview,
  type ImportSummary,
  type PreviewWindow,
} from './csv-import';

export const PENDING_IMPORT_TTL_MS = 2 * 60 * 60 * 1000;

export interface PendingImport {
  id: string;
  fileName: string;
  sha256: string;
  createdAt: Date;
  /** Set once imported */
  result: ImportSummary | null;
}

/** Keeps the uploaded file; returns its id (the preview's address). */
export async function createPendingImport(
  staff: StaffSession,
  fileName: string,
  bytes: Uint8Array,
  now = new Date(),
): Promise<string> {
  await db().invoiceImport.deleteMany({ where: { expiresAt: { lt: now } } });
  const id = randomBytes(16).toString('base64url');
  await db().invoiceImport.create({
    data: {
      id,
      staffId: staff.staffId,
      fileName: fileName.slice(0, 200),
      sha256: createHash('sha256').update(bytes).digest('hex'),
      csv: csvText(bytes),
      expiresAt: new Date(now.getTime() + PENDING_IMPORT_TTL_MS),
    },
  });
  return id;
}

async function ownRow(staff: StaffSession, id: string) {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const row = await db().invoiceImport.findUnique({ where: { id } });
  return row && row.staffId === staff.staffId && row.expiresAt > new Date() ? row : null;
}

/**
 * `result` while a confirmation is importing: set by a conditional update (result IS NULL), so of
 * two confirmations at once only one imports, on SQLite and PostgreSQL alike.
 */
const IMPORTING = 'importing';

export const ALREADY_IMPORTING =
  'Este fichero ya se está importando. Vuelve a cargar la página en unos segundos para ver el resultado.';

function summaryOf(result: string | null): ImportSummary | null {
  return result && result !== IMPORTING ? (JSON.parse(result) as ImportSummary) : null;
}

/**
 * The upload with its preview, the window's rows only (null once imported: the text is dropped
 * then), or null when it is not this member's or has expired.
 */
export async function pendingImportPreview(
  staff: StaffSession,
  id: string,
  window: PreviewWindow = FIRST_ROWS,
): Promise<{ pending: PendingImport; preview: ImportPreview | null } | null> {
  const row = await ownRow(staff, id);
  if (!row) return null;
  const pending = {
    id: row.id,
    fileName: row.fileName,
    sha256: row.sha256,
    createdAt: row.createdAt,
    result: summaryOf(row.result),
  };
  return { pending, preview: pending.result ? null : await previewInvoiceCsv(row.csv, window) };
}

export type ConfirmAnswer = { ok: true; summary: ImportSummary } | Refused;

/**
 * Imports the upload (all or nothing). The row is claimed first: a confirmation after the import
 * answers its summary, one while it runs is told so; neither imports or audits again.
 */
export async function confirmPendingImport(
  staff: StaffSession,
  id: string,
  client: string,
): Promise<ConfirmAnswer | null> {
  const row = await ownRow(staff, id);
  if (!row) return null;
  const claimed =
    (await db().invoiceImport.updateMany({ where: { id, result: null }, data: { result: IMPORTING } })).count === 1;
  if (!claimed) {
    const now = await db().invoiceImport.findUnique({ where: { id }, select: { result: true } });
    const done = summaryOf(now?.result ?? null);
    return done ? { ok: true, summary: done } : { ok: false, message: ALREADY_IMPORTING, kind: 'conflict' };
  }
  try {
    const summary = await importInvoiceCsv(row.csv, {
      actor: { id: staff.staffId, email: staff.email },
      client,
      fileName: row.fileName,
      sha256: row.sha256,
    });
    await db().invoiceImport.update({ where: { id }, data: { result: JSON.stringify(summary), csv: '' } });
    return { ok: true, summary };
  } catch (error) {
    // Not imported: the upload may be confirmed again (after fixing what the preview shows).
    await db().invoiceImport.updateMany({ where: { id, result: IMPORTING }, data: { result: null } });
    if (error instanceof ImportRefused) {
      const { problem, counts } = error.preview;
      return {
        ok: false,
        kind: 'conflict',
        message:
          problem ??
          `No se ha importado nada: ${counts.errors} ${counts.errors === 1 ? 'fila tiene' : 'filas tienen'} errores.`,
      };
    }
    throw error;
  }
}
