// The account area's GET downloads of a hotel's invoices (`/micuenta/facturas.{json,csv,zip}`):
// the query read the finder's way (lib/invoices/finder.ts), authorised exactly as one PDF is
// (a session, else 401; the hotel's billing contact, else 403), never cached on the way. The back office
// gets the same files of any hotel (staffDownload, staffListView), authorised by its role.
//
// A download of any size holds bounded memory and never holds the server up: the invoices are
// read a page at a time (service.ts invoiceRecordPages), the CSV and the ZIP are streams the
// client pulls, and the work gives the event loop back after every page read and before every PDF
// drawn, the steps of all downloads taking turns (pdf-lib and, on SQLite, the database driver are
// synchronous: without it a 20,000-invoice ZIP kept every other request waiting for its whole two
// minutes). Past DOWNLOAD_MAX invoices a download is refused before it starts, with a sentence
// that says how to ask for less.
import 'server-only';
import type { InvoiceRecordDto } from '@/lib/invoices/fields';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { stepTurn, yieldToEventLoop } from '@/lib/db/turns';
import { HttpError, refusals } from '@/lib/http/errors';
import { DOWNLOAD_CACHE_CONTROL } from '@/lib/http/exports';
import { log } from '@/lib/log';
import { invoicesCsv } from './csv';
import { ALL_YEARS, currentYear, foldForSearch, parseFilters, type InvoiceFilters } from './finder';
import { invoiceTypeLabel } from './format';
import { countUpTo, hotelListView } from './list-query';
import { DOWNLOAD_MAX, type InvoiceListView } from './list-view';
import { selectionOf } from './selection';
import {
  billingHotelName,
  defaultYearCandidates,
  invoiceDocuments,
  invoiceRecordPages,
  isBillingContact,
  safeNumber,
} from './service';
import { zipStream, type ZipEntry } from './zip';
import { spanishCount } from '@/lib/format/intl';

const badQuery = (message: string) => refusals.of('invalid', 'bad-request', message);

export function hotelIdFrom(url: URL): number {
  const raw = url.searchParams.get('hotel')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw badQuery('Indique el hotel: ?hotel=<id del hotel>');
  return Number(raw);
}

/** The account page's list of a hotel: one page of the selection and its sums (403 when not the user's hotel). */
export async function billingListView(
  session: Session,
  hotelId: number,
  params: URLSearchParams,
): Promise<InvoiceListView> {
  if (!(await isBillingContact(session, hotelId))) throw refusals.forbidden();
  return hotelListView(hotelId, params);
}

/** The same, the hotel named by the query (`facturas.json`). */
export async function accountListView(session: Session, url: URL): Promise<InvoiceListView> {
  return billingListView(session, hotelIdFrom(url), url.searchParams);
}

/** The same view of any hotel, for the back office (authorised by role by the caller); 404 for no hotel. */
export async function staffListView(url: URL): Promise<InvoiceListView> {
  const hotelId = hotelIdFrom(url);
  if (!(await db().hotel.findUnique({ where: { id: hotelId }, select: { id: true } }))) throw refusals.notFound();
  return hotelListView(hotelId, url.searchParams);
}

/** `facturas-hotel-mediterraneo-2025-soporte.zip` */
export function downloadFileName(hotelName: string, filters: InvoiceFilters, extension: 'csv' | 'zip'): string {
  const slug = (s: string) =>
    foldForSearch(s)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const parts = ['facturas', slug(hotelName) || 'hotel', filters.anio === ALL_YEARS ? 'todas' : String(filters.anio)];
  if (filters.tipo !== null) parts.push(invoiceTypeLabel(filters.tipo));
  return `${parts.join('-')}.${extension}`;
}

// Sent as written, like the back office's exports (lib/http/exports.ts csvFile): Next.js' gzip of a
// 3,000-invoice CSV ran beside the event loop on the server's core and kept /index waiting.
function downloadHeaders(contentType: string, fileName: string): HeadersInit {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': DOWNLOAD_CACHE_CONTROL,
  };
}

type Kind = keyof typeof DOWNLOAD_MAX;

/** The refusal of a selection past the bound: what the limit is and how to ask for less. */
export function tooManyInvoices(kind: Kind): HttpError {
  const max = spanishCount(DOWNLOAD_MAX[kind]);
  return refusals.of(
    'invalid',
    'too-many-invoices',
    `La selección tiene más de ${max} facturas y ${kind === 'zip' ? 'un ZIP' : 'un CSV'} admite como mucho ${max}. Pide un año cada vez (anio=2025) o elige un tipo para descargar menos.`,
  );
}

/** A hotel's invoices that the query's filters select, page by page, newest first. */
async function* selectedPages(hotelId: number, filters: InvoiceFilters): AsyncGenerator<InvoiceRecordDto[]> {
  // The same selection as the page's list and sums (selection.ts).
  for await (const page of invoiceRecordPages(selectionOf(hotelId, filters))) {
    yield page;
    await yieldToEventLoop();
  }
}

/** The query's filters, its default year read from the database (not from the whole list). */
async function downloadFilters(hotelId: number, url: URL): Promise<InvoiceFilters> {
  const year = currentYear();
  const years = url.searchParams.get('anio')?.trim() ? [] : await defaultYearCandidates(hotelId, year);
  const parsed = parseFilters(url.searchParams, years, year);
  if (!parsed.ok) throw badQuery(parsed.problem);
  return parsed.filters;
}

/** Throws tooManyInvoices when the selection holds more than the kind's bound. */
async function checkBound(hotelId: number, filters: InvoiceFilters, kind: Kind): Promise<void> {
  if ((await countUpTo(selectionOf(hotelId, filters), DOWNLOAD_MAX[kind] + 1)) > DOWNLOAD_MAX[kind])
    throw tooManyInvoices(kind);
}

async function download(hotelId: number, hotelName: string, url: URL, kind: Kind): Promise<Response> {
  const filters = await downloadFilters(hotelId, url);
  await checkBound(hotelId, filters, kind);
  const name = downloadFileName(hotelName, filters, kind);
  const pages = bounded(selectedPages(hotelId, filters), DOWNLOAD_MAX[kind]);
  return kind === 'csv' ? csvAnswer(pages, name, url) : zipAnswer(hotelId, pages, name, url);
}

export async function csvDownload(session: Session, url: URL): Promise<Response> {
  const hotelId = hotelIdFrom(url);
  return download(hotelId, await billingHotelName(session, hotelId), url, 'csv');
}

export async function zipDownload(session: Session, url: URL): Promise<Response> {
  const hotelId = hotelIdFrom(url);
  return download(hotelId, await billingHotelName(session, hotelId), url, 'zip');
}

/** The back office's copy of a hotel's downloads (authorised by role by the caller): the same files. */
export async function staffDownload(url: URL, extension: Kind): Promise<Response> {
  const hotelId = hotelIdFrom(url);
  const hotel = await db().hotel.findUnique({ where: { id: hotelId }, select: { name: true } });
  if (!hotel) throw refusals.notFound();
  return download(hotelId, hotel.name, url, extension);
}

/** At most `max` records (invoices added between the count and the stream stay out). */
async function* bounded(pages: AsyncIterable<InvoiceRecordDto[]>, max: number): AsyncGenerator<InvoiceRecordDto[]> {
  let left = max;
  for await (const page of pages) {
    if (left <= 0) return;
    yield page.slice(0, left);
    left -= page.length;
  }
}

/** The stream has started: the client sees a cut download; the reason goes to the log. */
async function* logged<T>(items: AsyncIterable<T>, url: URL, what: string): AsyncGenerator<T> {
  try {
    yield* items;
  } catch (error) {
    log().error({ event: 'api.error', path: url.pathname, err: error }, `invoice ${what} failed while streaming`);
    throw error;
  }
}

/**
 * One page's CSV text: lib/invoices/csv.ts writes it (the one writer of invoice CSV); only the
 * first page keeps the header line (and the byte-order mark before it).
 */
function csvPageText(rows: readonly InvoiceRecordDto[], first: boolean): string {
  const text = invoicesCsv(rows);
  return first ? text : text.slice(text.indexOf('\r\n') + 2);
}

async function* csvChunks(pages: AsyncIterable<InvoiceRecordDto[]>): AsyncGenerator<string> {
  let first = true;
  for await (const page of pages) {
    yield csvPageText(page, first);
    first = false;
  }
  if (first) yield csvPageText([], true);
}

/** A stream that takes the next item only when the client has taken the last (nothing read ahead). */
function pulled(items: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = items[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

function csvAnswer(pages: AsyncIterable<InvoiceRecordDto[]>, name: string, url: URL): Response {
  const encoder = new TextEncoder();
  async function* bytes() {
    for await (const text of logged(csvChunks(pages), url, 'csv')) yield encoder.encode(text);
  }
  return new Response(pulled(bytes()), { headers: downloadHeaders('text/csv; charset=utf-8', name) });
}

function zipAnswer(hotelId: number, pages: AsyncIterable<InvoiceRecordDto[]>, name: string, url: URL): Response {
  async function* entries(): AsyncGenerator<ZipEntry> {
    for await (const page of pages) {
      const docs = invoiceDocuments(
        hotelId,
        page.map((i) => i.id),
      );
      try {
        // Drawing a PDF (or reading a stored one) is a few milliseconds of synchronous work: each
        // waits for its turn, so others go between any two, this download's or another's.
        for (;;) {
          const end = await stepTurn();
          let next: IteratorResult<{ number: string; date: string; bytes: Uint8Array }>;
          try {
            next = await docs.next();
          } finally {
            end();
          }
          if (next.done) break;
          const doc = next.value;
          yield {
            name: `${safeNumber(doc.number)}.pdf`,
            bytes: doc.bytes,
            modified: new Date(`${doc.date}T12:00:00Z`),
          };
        }
      } finally {
        await docs.return(undefined);
      }
    }
  }
  return new Response(zipStream(logged(entries(), url, 'zip')), { headers: downloadHeaders('application/zip', name) });
}
