// The account area's GET downloads of a hotel's invoices (`/micuenta/facturas.{json,csv,zip}`):
// the query read the finder's way (lib/invoices/finder.ts), authorised exactly as one PDF is
// (a session, else 401; the hotel's billing contact, else 403), never cached on the way. The back office
// gets the same files of any hotel (staffDownload), authorised by its role.
import 'server-only';
import type { InvoiceRecordDto } from '@/lib/account/types';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import { HttpError, refusals } from '@/lib/http/errors';
import { log } from '@/lib/log';
import { invoicesCsv } from './csv';
import { ALL_YEARS, currentYear, foldForSearch, invoiceYears, parseFilters, type InvoiceFilters, filterInvoices } from './finder';
import { invoiceTypeLabel } from './format';
import { billingHotelName, hotelInvoiceRecords, invoiceDocuments, listInvoiceRecords, safeNumber } from './service';
import { zipStream } from './zip';

const badQuery = (message: string) => new HttpError(400, 'bad-request', message);

export function hotelIdFrom(url: URL): number {
  const raw = url.searchParams.get('hotel')?.trim() ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw badQuery('Indique el hotel: ?hotel=<id del hotel>');
  return Number(raw);
}

export interface InvoiceSelection {
  hotelId: number;
  filters: InvoiceFilters;
  invoices: InvoiceRecordDto[];
}

/** The hotel's invoices that the query's filters select, newest first (403 when not the user's). */
export async function selectInvoices(session: Session, url: URL): Promise<InvoiceSelection> {
  const hotelId = hotelIdFrom(url);
  return selectFrom(hotelId, await listInvoiceRecords(session, hotelId), url);
}

function selectFrom(hotelId: number, all: InvoiceRecordDto[], url: URL): InvoiceSelection {
  const parsed = parseFilters(url.searchParams, invoiceYears(all), currentYear());
  if (!parsed.ok) throw badQuery(parsed.problem);
  return { hotelId, filters: parsed.filters, invoices: filterInvoices(all, parsed.filters) };
}

/** `facturas-hotel-mediterraneo-2025-soporte.zip` */
export function downloadFileName(hotelName: string, filters: InvoiceFilters, extension: 'csv' | 'zip'): string {
  const slug = (s: string) => foldForSearch(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const parts = ['facturas', slug(hotelName) || 'hotel', filters.anio === ALL_YEARS ? 'todas' : String(filters.anio)];
  if (filters.tipo !== null) parts.push(invoiceTypeLabel(filters.tipo));
  return `${parts.join('-')}.${extension}`;
}

function downloadHeaders(contentType: string, fileName: string): HeadersInit {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
  };
}

export async function csvDownload(session: Session, url: URL): Promise<Response> {
  const { hotelId, filters, invoices } = await selectInvoices(session, url);
  return csvAnswer(invoices, downloadFileName(await billingHotelName(session, hotelId), filters, 'csv'));
}

export async function zipDownload(session: Session, url: URL): Promise<Response> {
  const { hotelId, filters, invoices } = await selectInvoices(session, url);
  return zipAnswer(hotelId, invoices, downloadFileName(await billingHotelName(session, hotelId), filters, 'zip'), url);
}

/** The back office's copy of a hotel's downloads (authorised by role by the caller): the same files. */
export async function staffDownload(url: URL, extension: 'csv' | 'zip'): Promise<Response> {
  const hotelId = hotelIdFrom(url);
  const hotel = await db().hotel.findUnique({ where: { id: hotelId }, select: { name: true } });
  if (!hotel) throw refusals.notFound();
  const { filters, invoices } = selectFrom(hotelId, await hotelInvoiceRecords(hotelId), url);
  const name = downloadFileName(hotel.name, filters, extension);
  return extension === 'csv' ? csvAnswer(invoices, name) : zipAnswer(hotelId, invoices, name, url);
}

function csvAnswer(invoices: readonly InvoiceRecordDto[], name: string): Response {
  return new Response(invoicesCsv(invoices), { headers: downloadHeaders('text/csv; charset=utf-8', name) });
}

function zipAnswer(hotelId: number, invoices: readonly InvoiceRecordDto[], name: string, url: URL): Response {
  async function* entries() {
    try {
      for await (const doc of invoiceDocuments(hotelId, invoices.map((i) => i.id))) {
        yield { name: `${safeNumber(doc.number)}.pdf`, bytes: doc.bytes, modified: new Date(`${doc.date}T12:00:00Z`) };
      }
    } catch (error) {
      // The answer has started: the client sees a cut download; the reason goes to the log.
      log().error({ event: 'api.error', path: url.pathname, err: error }, 'invoice zip failed while streaming');
      throw error;
    }
  }
  return new Response(zipStream(entries()), { headers: downloadHeaders('application/zip', name) });
}
