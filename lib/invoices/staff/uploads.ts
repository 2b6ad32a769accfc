// The back office's two uploads of invoices, from the request to the answer the page shows: the
// billing system's CSV (kept for its preview) and original PDFs (several, or one ZIP). Sizes are
// enforced while the body is read (lib/http/body.ts), types by the files' content.
import 'server-only';
import { readUploads, type UploadedFile } from '@/lib/http/body';
import { answerResponse, HttpError } from '@/lib/http/errors';
import { clientOf } from '@/lib/http/route';
import type { StaffSession } from '@/lib/staff/session';
import { INVOICE_CSV_MAX_BYTES } from '../csv-import';
import { attachOriginals, candidatesFromUpload, isZip, ZipRefused, type AttachOutcome } from '../originals';
import { createPendingImport } from '../pending-import';

/** Room for the multipart framing and the other fields around the files. */
const FORM_OVERHEAD = 64 * 1024;
/** One upload of originals: PDFs of up to 5 MB each, or a ZIP of them. */
export const ORIGINALS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const MB = (bytes: number) => `${bytes / 2 ** 20} MB`;

async function uploads(
  req: Request,
  limit: number,
  tooLarge: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] } | Response> {
  try {
    return await readUploads(req, limit);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      return answerResponse({ ok: false, message: tooLarge, kind: 'too-large' });
    throw error;
  }
}

/** Text a spreadsheet would save: no NUL bytes, not a PDF or a ZIP. */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  return !head.includes(0) && !isZip(bytes) && Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-';
}

/** POST …/facturas/importar: the CSV is checked as a file and kept; the answer leads to its preview. */
export async function receiveInvoiceCsv(req: Request, staff: StaffSession): Promise<Response> {
  const tooLarge = `El fichero pasa de ${MB(INVOICE_CSV_MAX_BYTES)}: divídalo en varios.`;
  const form = await uploads(req, INVOICE_CSV_MAX_BYTES + FORM_OVERHEAD, tooLarge);
  if (form instanceof Response) return form;
  const file = form.files.find((f) => f.field === 'fichero');
  if (!file) return answerResponse({ ok: false, message: 'Elige el fichero CSV de facturas.' });
  if (file.bytes.byteLength > INVOICE_CSV_MAX_BYTES)
    return answerResponse({ ok: false, message: tooLarge, kind: 'too-large' });
  if (!looksLikeText(file.bytes))
    return answerResponse({
      ok: false,
      message: 'El fichero no es un CSV (texto separado por comas o punto y coma).',
      kind: 'unsupported-type',
    });
  const id = await createPendingImport(staff, file.name || 'facturas.csv', file.bytes);
  return answerResponse({ ok: true, id, then: `/gestion/facturas/importar/${id}` });
}

export interface AttachReport {
  attached: string[];
  replaced: string[];
  unchanged: string[];
  /** An invoice that has another original and no «sustituir» */
  kept: string[];
  unmatched: string[];
  invalid: { name: string; reason: string }[];
}

export function reportOf(outcomes: readonly AttachOutcome[]): AttachReport {
  const report: AttachReport = { attached: [], replaced: [], unchanged: [], kept: [], unmatched: [], invalid: [] };
  for (const o of outcomes) {
    if (o.status === 'attached') report.attached.push(o.number);
    else if (o.status === 'replaced') report.replaced.push(o.number);
    else if (o.status === 'unchanged') report.unchanged.push(o.number);
    else if (o.status === 'exists') report.kept.push(o.number ?? o.name);
    else if (o.status === 'unknown-number') report.unmatched.push(o.name);
    else if (o.status === 'rejected') report.invalid.push({ name: o.name, reason: o.reason });
  }
  return report;
}

/** The report as the page's lines. */
function reportText(r: AttachReport): string {
  const list = (items: string[]) =>
    items.length > 12 ? `${items.slice(0, 12).join(', ')}… (${items.length})` : items.join(', ');
  const lines = [
    `Adjuntados: ${r.attached.length + r.replaced.length}${r.attached.length + r.replaced.length ? ` (${list([...r.attached, ...r.replaced])})` : ''}.`,
  ];
  if (r.replaced.length) lines.push(`De ellos sustituyen a otro original: ${list(r.replaced)}.`);
  if (r.unchanged.length) lines.push(`Ya estaban (mismo fichero): ${list(r.unchanged)}.`);
  if (r.kept.length) lines.push(`No adjuntados porque ya tienen otro original (marca «Sustituir»): ${list(r.kept)}.`);
  if (r.unmatched.length) lines.push(`Sin factura con ese número: ${list(r.unmatched)}.`);
  for (const i of r.invalid.slice(0, 20)) lines.push(`No válido: ${i.name}: ${i.reason}.`);
  if (r.invalid.length > 20) lines.push(`… y ${r.invalid.length - 20} ficheros no válidos más.`);
  return lines.join('\n');
}

/** POST …/facturas/originales: several PDFs or one ZIP; a report of what matched, what did not, what was refused. */
export async function receiveOriginals(req: Request, staff: StaffSession): Promise<Response> {
  const form = await uploads(
    req,
    ORIGINALS_UPLOAD_MAX_BYTES,
    `La subida pasa de ${MB(ORIGINALS_UPLOAD_MAX_BYTES)}: súbala en varias veces.`,
  );
  if (form instanceof Response) return form;
  const files = form.files.filter((f) => f.field === 'ficheros').map((f) => ({ name: f.name, bytes: f.bytes }));
  if (files.length === 0) return answerResponse({ ok: false, message: 'Elige los PDF o un ZIP.' });
  let outcomes: AttachOutcome[];
  try {
    const candidates = await candidatesFromUpload(files);
    outcomes = await attachOriginals(candidates, {
      replace: form.fields.sustituir === '1',
      actor: { id: staff.staffId, email: staff.email },
      client: clientOf(req),
    });
  } catch (error) {
    if (error instanceof ZipRefused)
      return answerResponse({
        ok: false,
        message: `ZIP rechazado, no se ha adjuntado nada: ${error.message}.`,
        kind: 'unprocessable',
      });
    throw error;
  }
  const report = reportOf(outcomes);
  return answerResponse({ ok: true, message: reportText(report), report });
}
