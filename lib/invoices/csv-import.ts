// Invoices from the billing system's CSV, validated whole before anything is written: every row
// gets its problems (unknown hotel, duplicate or malformed number, bad date, due date before the
// date, unknown type, amount that is not a number, missing field, a description that is not one
// line of text), and the file is imported only when no row has any, in one transaction, with the
// «new invoices» mail to each hotel's billing contacts (new-invoices-mail.ts). Idempotent
// by invoice number: a number that exists with the same data is "sin cambios"; with other data it
// is a problem (corrections go through the invoice's own page). The back office
// (/gestion/facturas/importar) and `npm run staff -- accounts import-invoices` both call this module.
import 'server-only';
import { parse } from 'csv-parse';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import { wakeOutbox } from '@/lib/mail/outbox';
import {
  INVOICE_CSV_COLUMNS,
  INVOICE_CSV_HEADER,
  INVOICE_CSV_REQUIRED,
  invoiceDifferences,
  invoiceFields,
  isInvoiceNumber,
  readInvoiceRow,
  type InvoiceData,
} from './fields';
import { queueNewInvoiceMails } from './new-invoices-mail';

export const INVOICE_CSV_MAX_BYTES = 5 * 1024 * 1024;

export type RowStatus = 'new' | 'unchanged' | 'error';

export interface PreviewRow {
  /** The line of the file (1 is the header) */
  line: number;
  /** The file's cells, by CSV column (lib/invoices/fields.ts) */
  fields: Record<string, string>;
  hotelName: string | null;
  status: RowStatus;
  problems: string[];
}

export interface ImportPreview {
  /** A problem with the whole file (no rows read), or null */
  problem: string | null;
  rows: PreviewRow[];
  counts: { rows: number; new: number; unchanged: number; errors: number };
}

export interface ImportSummary {
  added: number;
  unchanged: number;
  refused: number;
}

/** The file's bytes as text: UTF-8 (with or without BOM), else Windows-1252 as older Excel saves. */
export function csvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

// --- The whole file --------------------------------------------------------------------------

interface ReadRow {
  line: number;
  fields: Record<string, string>;
  extraColumns: boolean;
}

/**
 * The rows of the file as spreadsheets write CSV (csv-parse, read as a stream): comma or
 * semicolon separated (whichever the header line uses more; Spanish spreadsheets use semicolons
 * because the comma is the decimal mark), double quotes, first line the header (names trimmed and
 * lower-cased, any order, other columns ignored), blank lines skipped.
 */
/**
 * The most invoice rows one file may hold: the size measured end to end (docs/PERFORMANCE.md,
 * "Invoice import"; `npm run bench` imports a file of exactly this many). Past it a file is refused
 * before anything is looked up, so a huge file cannot hold the server for minutes.
 */
export const MAX_IMPORT_ROWS = 20_000;

async function readRows(text: string): Promise<{ problem: string } | { rows: ReadRow[] }> {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = parse(text, {
    delimiter,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  let index: Record<string, number> | null = null;
  let width = 0;
  const rows: ReadRow[] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!index) {
        const names = record.map((h) => h.trim().toLowerCase());
        const missing = INVOICE_CSV_REQUIRED.filter((c) => !names.includes(c));
        if (missing.length)
          return {
            problem: `Faltan columnas en la cabecera: ${missing.join(', ')}. Cabecera esperada: ${INVOICE_CSV_HEADER}`,
          };
        index = Object.fromEntries(INVOICE_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
        width = names.length;
        continue;
      }
      if (record.every((v) => v === '')) continue;
      if (rows.length === MAX_IMPORT_ROWS) {
        const most = MAX_IMPORT_ROWS.toLocaleString('es-ES', { useGrouping: 'always' });
        return {
          problem: `El fichero tiene más de ${most} facturas; el máximo por fichero es ${most}. Divídalo en varios ficheros.`,
        };
      }
      const at = index;
      // A column the file lacks (an optional one: index -1) reads as empty cells.
      const fields = Object.fromEntries(INVOICE_CSV_COLUMNS.map((c) => [c, record[at[c]!] ?? '']));
      rows.push({ line: info.lines, fields, extraColumns: record.length > width });
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problem: `El fichero no es un CSV legible${line ? ` (línea ${line})` : ''}: revise las comillas.` };
  }
  if (!index) return { problem: `El fichero está vacío. Cabecera esperada: ${INVOICE_CSV_HEADER}` };
  if (rows.length === 0) return { problem: 'El fichero no tiene filas de facturas después de la cabecera.' };
  return { rows };
}

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const HOTEL = invoiceFields.hotelId.csv;
const NUMBER = invoiceFields.number.csv;

/** A hotel reference as a map key: an id without leading zeros, or a NIF in capitals. */
const refKey = (ref: string) => (/^\d{1,9}$/.test(ref) ? String(Number(ref)) : ref.toUpperCase());

interface HotelRef {
  id: number;
  name: string;
}

/** The hotels the rows name (by id or NIF), in one query. */
async function hotelsByRef(client: Client, refs: Iterable<string>): Promise<Map<string, HotelRef>> {
  const ids: number[] = [];
  const taxIds: string[] = [];
  for (const ref of refs) {
    if (/^\d{1,9}$/.test(ref)) ids.push(Number(ref));
    else taxIds.push(ref.toUpperCase());
  }
  const out = new Map<string, HotelRef>();
  if (ids.length + taxIds.length === 0) return out;
  const hotels = await client.hotel.findMany({
    where: { OR: [{ id: { in: ids } }, { taxId: { in: taxIds } }] },
    select: { id: true, taxId: true, name: true },
  });
  for (const h of hotels) {
    out.set(refKey(String(h.id)), { id: h.id, name: h.name });
    out.set(refKey(h.taxId), { id: h.id, name: h.name });
  }
  return out;
}

// Each query names at most this many invoice numbers (both databases' parameter limits are higher).
const NUMBERS_PER_QUERY = 10_000;

/** The invoices that exist already among these numbers (one query per 10,000 numbers). */
async function existingByNumber(client: Client, numbers: string[]): Promise<Map<string, InvoiceData>> {
  const out = new Map<string, InvoiceData>();
  for (let i = 0; i < numbers.length; i += NUMBERS_PER_QUERY) {
    const found = await client.invoice.findMany({
      where: { number: { in: numbers.slice(i, i + NUMBERS_PER_QUERY) } },
      omit: { id: true },
    });
    for (const f of found) out.set(f.number, f);
  }
  return out;
}

interface Checked {
  preview: ImportPreview;
  /** The rows to create (status new), in file order */
  toCreate: InvoiceData[];
}

async function check(text: string, client: Client): Promise<Checked> {
  const read = await readRows(text);
  if ('problem' in read)
    return {
      preview: { problem: read.problem, rows: [], counts: { rows: 0, new: 0, unchanged: 0, errors: 0 } },
      toCreate: [],
    };
  const hotelRefs = read.rows.map((r) => r.fields[HOTEL]!.trim()).filter(Boolean);
  const hotels = await hotelsByRef(client, new Set(hotelRefs));
  const firstLine = new Map<string, number>();
  for (const r of read.rows)
    if (isInvoiceNumber(r.fields[NUMBER]!) && !firstLine.has(r.fields[NUMBER]!))
      firstLine.set(r.fields[NUMBER]!, r.line);
  const existing = await existingByNumber(client, [...firstLine.keys()]);

  const rows: PreviewRow[] = [];
  const toCreate: InvoiceData[] = [];
  const counts = { rows: read.rows.length, new: 0, unchanged: 0, errors: 0 };
  for (const { line, fields, extraColumns } of read.rows) {
    const problems: string[] = [];
    if (extraColumns) problems.push('más columnas que la cabecera (¿un importe con coma sin comillas?)');
    const { values, problems: fieldProblems } = readInvoiceRow(fields);
    problems.push(...fieldProblems);
    const ref = fields[HOTEL]!;
    const hotel = ref ? (hotels.get(refKey(ref)) ?? null) : null;
    if (ref && !hotel) problems.push(`hotel desconocido: ${ref} (id o NIF de un hotel dado de alta)`);
    const number = fields[NUMBER]!;
    if (firstLine.has(number) && firstLine.get(number) !== line)
      problems.push(`número repetido en el fichero (ya en la línea ${firstLine.get(number)})`);

    let status: RowStatus = 'error';
    if (problems.length === 0 && values && hotel) {
      const data: InvoiceData = { ...values, hotelId: hotel.id };
      const stored = existing.get(data.number);
      const changed = stored ? invoiceDifferences(stored, data) : [];
      if (changed.length)
        problems.push(`la factura ya existe con otros datos (${changed.join(', ')}): corríjala en su ficha`);
      else if (stored) status = 'unchanged';
      else {
        status = 'new';
        toCreate.push(data);
      }
    }
    counts[status === 'error' ? 'errors' : status]++;
    rows.push({ line, fields, hotelName: hotel?.name ?? null, status, problems });
  }
  return { preview: { problem: null, rows, counts }, toCreate };
}

/** Every row of the file with its problems and what importing it would do; writes nothing. */
export async function previewInvoiceCsv(text: string): Promise<ImportPreview> {
  return (await check(text, db())).preview;
}

/** The import was refused: the preview says why (nothing was written). */
export class ImportRefused extends Error {
  constructor(readonly preview: ImportPreview) {
    super(preview.problem ?? `${preview.counts.errors} filas con errores`);
  }
}

export interface ImportAudit {
  actor: { id: number; email: string } | null;
  client?: string;
  fileName: string;
  sha256: string;
}

// Rows per INSERT (7 values each). Small on purpose: Prisma builds a query plan per INSERT, with
// the values in it, and its debug module keeps the arguments of its last 100 debug calls, logging
// on or off: the plans of the last queries stay live after the import, so large batches hold tens
// of MB after it and batches of 100 a few, at the same speed (docs/PERFORMANCE.md, "Peak RSS: what
// the heap holds…").
const ROWS_PER_INSERT = 100;

/**
 * Checks the file again and, when no row has a problem, creates the new invoices, all in one
 * transaction with its audit entry (counts and the file's hash). Otherwise throws ImportRefused.
 */
export async function importInvoiceCsv(text: string, audit: ImportAudit): Promise<ImportSummary> {
  let mailed = 0;
  const summary = await db().$transaction(
    async (tx) => {
      const { preview, toCreate } = await check(text, tx);
      if (preview.problem || preview.counts.errors > 0) throw new ImportRefused(preview);
      for (let i = 0; i < toCreate.length; i += ROWS_PER_INSERT)
        await tx.invoice.createMany({ data: toCreate.slice(i, i + ROWS_PER_INSERT) });
      // The hotels' billing contacts are told in this transaction: once, and only if it commits.
      mailed = await queueNewInvoiceMails(tx, toCreate);
      const summary: ImportSummary = { added: toCreate.length, unchanged: preview.counts.unchanged, refused: 0 };
      await recordAudit(
        {
          actor: audit.actor,
          action: 'invoice.imported',
          objectType: 'factura',
          changes: {
            fichero: audit.fileName,
            sha256: audit.sha256,
            añadidas: String(summary.added),
            'sin cambios': String(summary.unchanged),
            rechazadas: '0',
          },
          client: audit.client,
        },
        tx,
      );
      return summary;
    },
    // A 20,000-row file takes a few seconds on a small machine; Prisma's default is 5 s.
    { timeout: 120_000, maxWait: 10_000 },
  );
  if (mailed > 0) wakeOutbox();
  return summary;
}
