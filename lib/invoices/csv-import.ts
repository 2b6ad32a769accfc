// Invoices from the billing system's CSV: every row gets its problems (unknown hotel, duplicate or
// malformed number, bad date, due date before the date, unknown type, amount that is not a number,
// missing field, a description that is not one line of text), and the file is imported only when no
// row has any, in one transaction, with the «new invoices» mail to each hotel's billing contacts
// (new-invoices-mail.ts). Idempotent by invoice number: a number that exists with the same data is
// "sin cambios"; with other data it is a problem (corrections go through the invoice's own page).
// The back office (/gestion/facturas/importar) and `npm run staff -- accounts import-invoices` both
// call this module.
//
// Memory stays bounded whatever the file: rows are read, checked and written ROWS_PER_CHECK at a
// time, and what outlives a batch is per number (its first line) or per hotel, never per row. An
// import writes each batch as it is checked and stops writing at the first problem; it goes on
// checking to count them all, then writes nothing. Where it writes depends on the engine (see
// importStaged and importInOneTransaction). A preview keeps only the rows of the page it shows.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { takeSqliteWriteLock } from '@/lib/db/sqlite-write-lock';
import { inTurn } from '@/lib/db/turns';
import { isPostgresUrl } from '@/lib/db/url';
import { env } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
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
import { NewInvoiceNews, queueNewInvoiceMails } from './new-invoices-mail';
import { spanishCount } from '@/lib/format/intl';

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

/** The rows a preview holds: a page of them, of all rows or of only those with errors. */
export interface PreviewWindow {
  onlyErrors: boolean;
  /** How many matching rows to pass over first */
  offset: number;
  limit: number;
}

export interface ImportPreview {
  /** A problem with the whole file (no rows kept), or null */
  problem: string | null;
  /** The window's rows, in file order */
  rows: PreviewRow[];
  /** How many rows of the file the window's filter matches (its pager's total) */
  matching: number;
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

// --- Reading ---------------------------------------------------------------------------------

interface ReadRow {
  line: number;
  fields: Record<string, string>;
  extraColumns: boolean;
}

/** The file as a whole cannot be read as invoices: the reason, in the staff's words. */
class FileProblem extends Error {}

/**
 * The most invoice rows one file may hold: the size measured end to end (docs/PERFORMANCE.md,
 * "Invoice import"; `npm run bench` imports a file of exactly this many). Reading stops at the next
 * one, so a huge file costs no more than the largest accepted one.
 */
export const MAX_IMPORT_ROWS = 20_000;

const PIECE = 64 * 1024;

/** The text in pieces of about 64 kB, none ending between the two halves of a surrogate pair. */
function* pieces(text: string): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + PIECE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * The rows of the file as spreadsheets write CSV (csv-parse, read as a stream): comma or
 * semicolon separated (whichever the header line uses more; Spanish spreadsheets use semicolons
 * because the comma is the decimal mark), double quotes, first line the header (names trimmed and
 * lower-cased, any order, other columns ignored), blank lines skipped. Throws FileProblem.
 */
async function* readRows(text: string): AsyncGenerator<ReadRow> {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const parser = parse({
    delimiter,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  // Fed a piece at a time through a pipe: given the whole text at once, the parser would turn all of
  // it into records before the first one is read.
  Readable.from(pieces(text)).pipe(parser);
  let index: Record<string, number> | null = null;
  let width = 0;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!index) {
        const names = record.map((h) => h.trim().toLowerCase());
        const missing = INVOICE_CSV_REQUIRED.filter((c) => !names.includes(c));
        if (missing.length)
          throw new FileProblem(
            `Faltan columnas en la cabecera: ${missing.join(', ')}. Cabecera esperada: ${INVOICE_CSV_HEADER}`,
          );
        index = Object.fromEntries(INVOICE_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
        width = names.length;
        continue;
      }
      if (record.every((v) => v === '')) continue;
      if (rows === MAX_IMPORT_ROWS) {
        const most = spanishCount(MAX_IMPORT_ROWS);
        throw new FileProblem(
          `El fichero tiene más de ${most} facturas; el máximo por fichero es ${most}. Divídalo en varios ficheros.`,
        );
      }
      rows++;
      const at = index;
      // A column the file lacks (an optional one: index -1) reads as empty cells.
      const fields = Object.fromEntries(INVOICE_CSV_COLUMNS.map((c) => [c, record[at[c]!] ?? '']));
      yield { line: info.lines, fields, extraColumns: record.length > width };
    }
  } catch (error) {
    if (error instanceof FileProblem) throw error;
    const line = (error as { lines?: number }).lines;
    throw new FileProblem(`El fichero no es un CSV legible${line ? ` (línea ${line})` : ''}: revisa las comillas.`);
  } finally {
    parser.destroy();
  }
  if (!index) throw new FileProblem(`El fichero está vacío. Cabecera esperada: ${INVOICE_CSV_HEADER}`);
  if (rows === 0) throw new FileProblem('El fichero no tiene filas de facturas después de la cabecera.');
}

// --- Checking ---------------------------------------------------------------------------------

type Client = Prisma.TransactionClient | ReturnType<typeof db>;

const HOTEL = invoiceFields.hotelId.csv;
const NUMBER = invoiceFields.number.csv;

/** A hotel reference as a map key: an id without leading zeros, or a NIF in capitals. */
const refKey = (ref: string) => (/^\d{1,9}$/.test(ref) ? String(Number(ref)) : ref.toUpperCase());

interface HotelRef {
  id: number;
  name: string;
}

/** Adds to `known` the hotels these references name (by id or NIF), null for none, in one query. */
async function lookUpHotels(client: Client, refs: Iterable<string>, known: Map<string, HotelRef | null>) {
  const ids: number[] = [];
  const taxIds: string[] = [];
  const asked: string[] = [];
  for (const ref of refs) {
    const key = refKey(ref);
    if (known.has(key)) continue;
    known.set(key, null);
    asked.push(key);
    if (/^\d{1,9}$/.test(ref)) ids.push(Number(ref));
    else taxIds.push(key);
  }
  if (asked.length === 0) return;
  const hotels = await client.hotel.findMany({
    where: { OR: [{ id: { in: ids } }, { taxId: { in: taxIds } }] },
    select: { id: true, taxId: true, name: true },
  });
  for (const h of hotels) {
    const ref = { id: h.id, name: h.name };
    for (const key of [refKey(String(h.id)), refKey(h.taxId)]) if (known.has(key)) known.set(key, ref);
  }
}

/** The invoices that exist already among these numbers, in one query. */
async function existingByNumber(client: Client, numbers: string[]): Promise<Map<string, InvoiceData>> {
  if (numbers.length === 0) return new Map();
  const found = await client.invoice.findMany({ where: { number: { in: numbers } }, omit: { id: true } });
  return new Map(found.map((f) => [f.number, f]));
}

/**
 * Rows read, checked and handed on at a time. A batch is one query for its new hotel references
 * and one for its invoice numbers; its rows are garbage once handed on. Outside a transaction
 * each batch is a step of its own (lib/db/turns.ts): on SQLite the driver is synchronous, and a
 * preview of 20,000 rows checked in one go held every request for over a second.
 */
export const ROWS_PER_CHECK = 250;

interface CheckedRow {
  row: PreviewRow;
  /** What to create, when the row's status is new */
  create: InvoiceData | null;
}

/** What outlives a batch while a file is checked: per hotel reference and per invoice number. */
interface FileState {
  hotels: Map<string, HotelRef | null>;
  /** The line each number first appears on */
  firstLine: Map<string, number>;
}

async function checkBatch(batch: ReadRow[], client: Client, state: FileState): Promise<CheckedRow[]> {
  await lookUpHotels(client, batch.map((r) => r.fields[HOTEL]!.trim()).filter(Boolean), state.hotels);
  const firstHere: string[] = [];
  for (const r of batch) {
    const number = r.fields[NUMBER]!;
    if (isInvoiceNumber(number) && !state.firstLine.has(number)) {
      state.firstLine.set(number, r.line);
      firstHere.push(number);
    }
  }
  const existing = await existingByNumber(client, firstHere);

  return batch.map(({ line, fields, extraColumns }) => {
    const problems: string[] = [];
    if (extraColumns) problems.push('más columnas que la cabecera (¿un importe con coma sin comillas?)');
    const { values, problems: fieldProblems } = readInvoiceRow(fields);
    problems.push(...fieldProblems);
    const ref = fields[HOTEL]!;
    const hotel = ref ? (state.hotels.get(refKey(ref)) ?? null) : null;
    if (ref && !hotel) problems.push(`hotel desconocido: ${ref} (id o NIF de un hotel dado de alta)`);
    const number = fields[NUMBER]!;
    const first = state.firstLine.get(number);
    if (first !== undefined && first !== line) problems.push(`número repetido en el fichero (ya en la línea ${first})`);

    let status: RowStatus = 'error';
    let create: InvoiceData | null = null;
    if (problems.length === 0 && values && hotel) {
      const data: InvoiceData = { ...values, hotelId: hotel.id };
      const stored = existing.get(data.number);
      const changed = stored ? invoiceDifferences(stored, data) : [];
      if (changed.length)
        problems.push(`la factura ya existe con otros datos (${changed.join(', ')}): corrígela en su ficha`);
      else if (stored) status = 'unchanged';
      else {
        status = 'new';
        create = data;
      }
    }
    return { row: { line, fields, hotelName: hotel?.name ?? null, status, problems }, create };
  });
}

type Counts = ImportPreview['counts'];

/**
 * Reads and checks the whole file, handing each checked batch to `take` (which may write it).
 * Answers the counts, or the problem with the whole file. Each batch is checked and taken in a turn
 * of its own (inTurn) unless `client` is a transaction: on SQLite the other requests' queries would
 * run on the transaction's connection, inside it.
 */
async function checkFile(
  text: string,
  client: Client,
  take: (batch: CheckedRow[], counts: Counts) => unknown,
  { inTransaction }: { inTransaction: boolean },
): Promise<{ problem: string | null; counts: Counts }> {
  const counts: Counts = { rows: 0, new: 0, unchanged: 0, errors: 0 };
  const state: FileState = { hotels: new Map(), firstLine: new Map() };
  let batch: ReadRow[] = [];
  const flush = async () => {
    const rows = batch;
    batch = [];
    const step = async () => {
      const checked = await checkBatch(rows, client, state);
      for (const { row } of checked) {
        counts.rows++;
        counts[row.status === 'error' ? 'errors' : row.status]++;
      }
      await take(checked, counts);
    };
    await (inTransaction ? step() : inTurn(step));
  };
  try {
    for await (const row of readRows(text)) {
      batch.push(row);
      if (batch.length === ROWS_PER_CHECK) await flush();
    }
    if (batch.length) await flush();
  } catch (error) {
    if (!(error instanceof FileProblem)) throw error;
    return { problem: error.message, counts: { rows: 0, new: 0, unchanged: 0, errors: 0 } };
  }
  return { problem: null, counts };
}

/** The window's rows and the filter's total, collected batch by batch. */
function windowOf(window: PreviewWindow) {
  const rows: PreviewRow[] = [];
  let matching = 0;
  return {
    take(batch: CheckedRow[]) {
      for (const { row } of batch) {
        if (window.onlyErrors && row.status !== 'error') continue;
        if (matching >= window.offset && rows.length < window.limit) rows.push(row);
        matching++;
      }
    },
    preview(problem: string | null, counts: Counts): ImportPreview {
      return problem ? { problem, rows: [], matching: 0, counts } : { problem: null, rows, matching, counts };
    },
  };
}

/** The first rows with their problems and what importing them would do. */
export const FIRST_ROWS: PreviewWindow = { onlyErrors: false, offset: 0, limit: 25 };

/** What importing the file would do (the counts) and the window's rows; writes nothing. */
export async function previewInvoiceCsv(text: string, window: PreviewWindow = FIRST_ROWS): Promise<ImportPreview> {
  const shown = windowOf(window);
  const { problem, counts } = await checkFile(text, db(), (batch) => shown.take(batch), { inTransaction: false });
  return shown.preview(problem, counts);
}

// --- Importing --------------------------------------------------------------------------------

/** The import was refused: the preview says why (nothing was written), with the first rows with errors. */
export class ImportRefused extends Error {
  constructor(readonly preview: ImportPreview) {
    super(preview.problem ?? `${preview.counts.errors} filas con errores`);
  }
}

/** The rows with errors a refusal names; its counts say how many there are in all. */
export const REFUSAL_ROWS = 100;

export interface ImportAudit {
  actor: { id: number; email: string } | null;
  client?: string;
  fileName: string;
  sha256: string;
}

// Rows per INSERT. Small on purpose: Prisma's debug module keeps the arguments of its last 100
// debug calls, logging on or off, an INSERT's values among them, so large INSERTs stay live after
// the import; 100 rows hold a few MB, and 250 were no faster (docs/PERFORMANCE.md, "Peak RSS: what
// the heap holds…" and "Checked and written 250 rows at a time").
const ROWS_PER_INSERT = 100;

/** Every column of an invoice but its id, in one order: an INSERT names them all. */
const INSERT_COLUMNS = Object.values(Prisma.InvoiceScalarFieldEnum).filter(
  (c): c is Exclude<typeof c, 'id'> => c !== 'id',
);
const COLUMN_LIST = Prisma.join(INSERT_COLUMNS.map((c) => Prisma.raw(`"${c}"`)));
const INVOICE_TABLE = Prisma.raw('"Invoice"');

/**
 * INSERTs of these invoices into `table`, as plain SQL (the same text on both engines). Not
 * createMany: its query plan is compiled for each call, values included, which made the INSERTs
 * most of the import's time (docs/PERFORMANCE.md, "Checked and written 250 rows at a time").
 */
async function insertInvoices(client: Client, table: Prisma.Sql, rows: readonly InvoiceData[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const values = rows
      .slice(i, i + ROWS_PER_INSERT)
      .map((r) => Prisma.sql`(${Prisma.join(INSERT_COLUMNS.map((c) => r[c]))})`);
    await client.$executeRaw`INSERT INTO ${table} (${COLUMN_LIST}) VALUES ${Prisma.join(values)}`;
  }
}

/** What an import found, for its commit (mails and audit entry) or its refusal. */
interface Checked {
  problem: string | null;
  counts: Counts;
  refusal: ReturnType<typeof windowOf>;
  news: NewInvoiceNews;
}

/**
 * Checks the whole file, handing the new invoices of each batch to `write` while no row so far
 * has a problem (after the first, nothing of the file will stay: it stops writing, counts on).
 */
async function checkToWrite(
  text: string,
  client: Client,
  write: (create: InvoiceData[]) => Promise<void>,
  options: { inTransaction: boolean },
): Promise<Checked> {
  const refusal = windowOf({ onlyErrors: true, offset: 0, limit: REFUSAL_ROWS });
  const news = new NewInvoiceNews();
  const { problem, counts } = await checkFile(
    text,
    client,
    async (batch, sofar) => {
      refusal.take(batch);
      if (sofar.errors > 0) return;
      const create = batch.flatMap((c) => (c.create ? [c.create] : []));
      await write(create);
      for (const invoice of create) news.add(invoice);
    },
    options,
  );
  return { problem, counts, refusal, news };
}

const refuseUnlessClean = ({ problem, counts, refusal }: Checked) => {
  if (problem || counts.errors > 0) throw new ImportRefused(refusal.preview(problem, counts));
};

/** Refused because the database changed between the check and the write. */
const changedMeanwhile = (what: string, counts: Counts) =>
  new ImportRefused({
    problem: `Mientras se importaba el fichero, ${what}. No se ha importado nada: vuelve a revisar la vista previa.`,
    rows: [],
    matching: 0,
    counts,
  });
const NO_COUNTS: Counts = { rows: 0, new: 0, unchanged: 0, errors: 0 };
const numberTaken = (number: string | null, counts: Counts) =>
  changedMeanwhile(
    number
      ? `otra importación o un alta guardó la factura ${number}, que también está en el fichero`
      : 'otra importación o un alta guardó facturas con números que también están en el fichero',
    counts,
  );

/** The mails to the hotels' billing contacts and the audit entry, in the import's transaction. */
async function commitImport(tx: Prisma.TransactionClient, { counts, news }: Checked, audit: ImportAudit) {
  // The hotels' billing contacts are told in this transaction: once, and only if it commits.
  const mailed = await queueNewInvoiceMails(tx, news);
  const summary: ImportSummary = { added: counts.new, unchanged: counts.unchanged, refused: 0 };
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
  return { summary, mailed };
}

// A 20,000-row file takes a few seconds on a small machine; Prisma's default is 5 s.
const IMPORT_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

/** A unique index refused a row: P2002 from Prisma's own queries, P2010 with the driver's kind from raw SQL. */
const isUniqueViolation = (error: unknown) => {
  const { code, meta } = error as { code?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    code === 'P2002' || (code === 'P2010' && meta?.driverAdapterError?.cause?.kind === 'UniqueConstraintViolation')
  );
};

/**
 * PostgreSQL: the file is checked and written in one transaction. Its queries wait on the network,
 * so the event loop serves other requests between them, and its locks hold only these rows.
 */
async function importInOneTransaction(text: string, audit: ImportAudit) {
  return db()
    .$transaction(async (tx) => {
      const checked = await checkToWrite(text, tx, (create) => insertInvoices(tx, INVOICE_TABLE, create), {
        inTransaction: true,
      });
      refuseUnlessClean(checked);
      return commitImport(tx, checked, audit);
    }, IMPORT_TRANSACTION)
    .catch((error: unknown) => {
      // Another import of the same numbers committed first: its INSERT waited for it, then clashed.
      if (isUniqueViolation(error)) throw numberTaken(null, NO_COUNTS);
      throw error;
    });
}

/**
 * SQLite: the driver is synchronous, and a transaction cannot give the event loop a turn (Prisma's
 * adapter would run other requests' queries on its connection, inside it). So the file is checked
 * outside any transaction, a batch per turn like a preview, its new invoices staged in a temporary
 * table of the connection; the transaction only copies them in (INSERT … SELECT, about 130 ms for
 * 20,000 rows at vendor size) after checking that nothing changed meanwhile.
 */
async function importStaged(text: string, audit: ImportAudit) {
  const client = db();
  const stage = Prisma.raw(`temp."invoice_import_${randomUUID().replaceAll('-', '')}"`);
  await client.$executeRaw`CREATE TEMP TABLE ${stage} AS SELECT ${COLUMN_LIST} FROM "Invoice" WHERE 0`;
  try {
    const checked = await checkToWrite(text, client, (create) => insertInvoices(client, stage, create), {
      inTransaction: false,
    });
    refuseUnlessClean(checked);
    const { counts } = checked;
    return await client.$transaction(async (tx) => {
      // Another process (the staff command imports beside the server) must not commit between these
      // checks and the INSERT: the database's write lock first (lib/db/sqlite-write-lock.ts).
      await takeSqliteWriteLock(tx);
      const [staged] = await tx.$queryRaw<{ n: number | bigint }[]>`SELECT count(*) AS n FROM ${stage}`;
      if (Number(staged?.n) !== counts.new)
        throw changedMeanwhile('se interrumpió la copia de sus filas comprobadas', counts);
      const [taken] = await tx.$queryRaw<{ number: string }[]>`
        SELECT s."number" FROM ${stage} s JOIN "Invoice" i ON i."number" = s."number" LIMIT 1`;
      if (taken) throw numberTaken(taken.number, counts);
      const [gone] = await tx.$queryRaw<{ hotelId: number }[]>`
        SELECT s."hotelId" FROM ${stage} s LEFT JOIN "Hotel" h ON h."id" = s."hotelId" WHERE h."id" IS NULL LIMIT 1`;
      if (gone)
        throw changedMeanwhile(`se dio de baja el hotel ${gone.hotelId}, que tiene facturas en el fichero`, counts);
      // In file order, so the invoices' ids follow it as a direct INSERT's would.
      await tx.$executeRaw`INSERT INTO "Invoice" (${COLUMN_LIST}) SELECT ${COLUMN_LIST} FROM ${stage} ORDER BY rowid`;
      return commitImport(tx, checked, audit);
    }, IMPORT_TRANSACTION);
  } finally {
    await client.$executeRaw`DROP TABLE IF EXISTS ${stage}`;
  }
}

/**
 * Checks the file again and, when no row has a problem, creates the new invoices, all in one
 * transaction with the new-invoices mails and its audit entry (counts and the file's hash).
 * Otherwise throws ImportRefused, having written nothing.
 */
export async function importInvoiceCsv(text: string, audit: ImportAudit): Promise<ImportSummary> {
  const { summary, mailed } = isPostgresUrl(env().DATABASE_URL)
    ? await importInOneTransaction(text, audit)
    : await importStaged(text, audit);
  if (mailed > 0) wakeOutbox();
  return summary;
}
