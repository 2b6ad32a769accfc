// Invoices of a hotel (GetFacturasHotelContacto, the account page's list) and their PDFs (one by
// GetFacturaPdf, several in a ZIP). Only for a user who is contact type 1 of *that* hotel; ids from
// the client are looked up, never trusted. Not allowed and not found get the same 403; so does a
// password-only session of a billing contact whose hotel requires two-factor sign-in.
import 'server-only';
import { invoiceReader } from '@/lib/account/second-factor-requirement';
import { BILLING_CONTACT_TYPE, type InvoicePdfDto } from '@/lib/account/types';
import type { Session } from '@/lib/auth/session';
import { db, hotReads } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { refusals } from '@/lib/http/errors';
import { jsonArrayStream } from '@/lib/http/json-array';
import { renderInvoicePdf } from '@/lib/invoices/pdf';
import {
  CONTRACT_INVOICE_COLUMNS,
  contractInvoice,
  invoiceRecord,
  invoiceRecordSelect,
  type InvoiceRecordDto,
} from './fields';
import { selectionWhere, type Selection } from './selection';

/** The columns an invoice record (InvoiceRecordDto) is made of, and the keyset's (date, id). */
const recordColumns = { ...invoiceRecordSelect, date: true } as const;

/** The hotel's billing contact, in a session that meets the two-factor rule (lib/account/second-factor-requirement.ts). */
export async function isBillingContact(session: Session, hotelId: number): Promise<boolean> {
  const contact = await db().hotelContact.findFirst({
    where: { userId: session.userId, hotelId, contactType: BILLING_CONTACT_TYPE, user: invoiceReader(session).where },
    select: { id: true },
  });
  return contact !== null;
}

/** Newest first; exactly one `ultima: true` (the newest) when there are any. */
export async function listInvoiceRecords(session: Session, hotelId: number): Promise<InvoiceRecordDto[]> {
  // One statement in the usual case: the invoices of the hotel, only if this user is its billing
  // contact. An empty list needs the access check apart, to tell "none yet" from "not yours".
  // It runs on every visit to the invoices tab, so it is plain SQL (lib/db/hot-reads.ts).
  const rows = await hotReads().invoicesFor(hotelId, session.userId, BILLING_CONTACT_TYPE, invoiceReader(session).sql);
  if (rows.length === 0 && !(await isBillingContact(session, hotelId))) throw refusals.forbidden();
  return invoiceRecords(rows);
}

/**
 * A hotel's invoices as its billing contact gets them, for the back office (authorised there by
 * role, not by contact): the same records, so staff see the list as the customer does.
 */
export async function hotelInvoiceRecords(hotelId: number): Promise<InvoiceRecordDto[]> {
  const rows = await db().invoice.findMany({
    where: { hotelId },
    orderBy: [{ date: 'desc' }, { id: 'desc' }],
    select: recordColumns,
  });
  return invoiceRecords(rows);
}

type InvoiceRow = Prisma.InvoiceGetPayload<{ select: typeof recordColumns }>;

/** Invoices read per query by a download: a few hundred rows, whatever the hotel holds. */
export const INVOICE_READ_PAGE = 200;

const I = Prisma.InvoiceScalarFieldEnum;
const col = (c: string) => Prisma.raw(`"${c}"`);

/**
 * The invoices a selection holds (selection.ts: the finder's filters, as the page counts them),
 * newest first, `size` rows per query (keyset on date and id, so each query costs the same however
 * far it is), for downloads of any size: memory holds one page. The hotel is authorised by the
 * caller. Records here are not marked `ultima` (a download does not show it).
 */
export async function* invoiceRecordPages(
  selection: Selection,
  size = INVOICE_READ_PAGE,
): AsyncGenerator<InvoiceRecordDto[]> {
  let last: { date: string; id: number } | null = null;
  for (;;) {
    const after: Prisma.Sql = last
      ? Prisma.sql` AND (${col(I.date)} < ${last.date} OR (${col(I.date)} = ${last.date} AND ${col(I.id)} < ${last.id}))`
      : Prisma.empty;
    const keys: { id: number; date: string }[] = (
      await db().$queryRaw<{ id: unknown; date: string }[]>(
        Prisma.sql`SELECT ${col(I.id)} AS id, ${col(I.date)} AS date FROM "Invoice" WHERE ${selectionWhere(selection)}${after}
          ORDER BY ${col(I.date)} DESC, ${col(I.id)} DESC LIMIT ${size}`,
      )
    ).map((r) => ({ id: Number(r.id), date: r.date }));
    const found: InvoiceRow[] = await db().invoice.findMany({
      where: { id: { in: keys.map((k) => k.id) }, hotelId: selection.hotelId },
      select: recordColumns,
    });
    const byId = new Map(found.map((r) => [r.id, r]));
    // One deleted between the two reads is left out.
    const rows = keys.flatMap((k) => byId.get(k.id) ?? []);
    if (rows.length > 0) yield invoiceRecords(rows).map((r) => ({ ...r, ultima: false }));
    if (keys.length < size) return;
    last = keys[keys.length - 1]!;
  }
}

/**
 * The years the finder's default needs, without reading the list: the newest year with invoices,
 * and the current one when it has any (finder.ts defaultYear picks between them).
 */
export async function defaultYearCandidates(hotelId: number, current: number): Promise<number[]> {
  const [newest, inCurrent] = await Promise.all([
    db().invoice.findFirst({ where: { hotelId }, orderBy: [{ date: 'desc' }, { id: 'desc' }], select: { date: true } }),
    db().invoice.findFirst({ where: { hotelId, date: { startsWith: `${current}-` } }, select: { id: true } }),
  ]);
  const years = newest ? [Number(newest.date.slice(0, 4))] : [];
  if (inCurrent && !years.includes(current)) years.push(current);
  return years.sort((a, b) => b - a);
}

/** Newest first in, records out (lib/invoices/fields.ts): the first one is `ultima`. */
function invoiceRecords(rows: readonly InvoiceRow[]): InvoiceRecordDto[] {
  return rows.map((r, i) => invoiceRecord(r, i === 0));
}

/**
 * GetFacturasHotelContacto's answer, its JSON as a stream of bytes: the contract's shape (CONTRACT.md
 * "Invoice") exactly, no field an old client does not know, newest first with the newest `ultima`.
 * Read from the five columns it needs and written an invoice at a time as the client reads
 * (lib/http/json-array.ts).
 */
export async function invoicesAnswer(session: Session, hotelId: number): Promise<ReadableStream<Uint8Array>> {
  const reader = invoiceReader(session).sql;
  const rows = await hotReads().invoicesFor(
    hotelId,
    session.userId,
    BILLING_CONTACT_TYPE,
    reader,
    CONTRACT_INVOICE_COLUMNS,
  );
  if (rows.length === 0 && !(await isBillingContact(session, hotelId))) throw refusals.forbidden();
  return jsonArrayStream(rows, (row, i) => contractInvoice(row, i === 0));
}

/** The hotel's name, for a user who is its billing contact (else 403, like every invoice call). */
export async function billingHotelName(session: Session, hotelId: number): Promise<string> {
  const hotel = await db().hotel.findFirst({
    where: {
      id: hotelId,
      contacts: {
        some: { userId: session.userId, contactType: BILLING_CONTACT_TYPE, user: invoiceReader(session).where },
      },
    },
    select: { name: true },
  });
  if (!hotel) throw refusals.forbidden();
  return hotel.name;
}

/** A file name of our own choosing: `factura-2026-0042.pdf`. */
export function invoiceFileName(number: string): string {
  return `factura-${safeNumber(number)}.pdf`;
}

/** An invoice number as a file name (numbers may hold `/`). */
export function safeNumber(number: string): string {
  return number.replace(/[^A-Za-z0-9-]+/g, '-');
}

const withDocument = { hotel: true, original: { select: { pdf: true } } } as const;

function invoiceWithDocument(id: number) {
  return db().invoice.findUnique({ where: { id }, include: withDocument });
}

/** The original uploaded by staff when there is one, else the copy we draw. */
async function documentBytes(
  invoice: NonNullable<Awaited<ReturnType<typeof invoiceWithDocument>>>,
): Promise<Uint8Array> {
  return invoice.original ? new Uint8Array(invoice.original.pdf) : renderInvoicePdf(invoice, invoice.hotel);
}

/** The document a customer downloads for this invoice (the original when attached), for staff. */
export async function invoiceDocument(
  invoiceId: number,
): Promise<{ number: string; original: boolean; bytes: Uint8Array } | null> {
  const invoice = await invoiceWithDocument(invoiceId);
  return (
    invoice && { number: invoice.number, original: invoice.original !== null, bytes: await documentBytes(invoice) }
  );
}

export async function invoicePdf(session: Session, invoiceId: number): Promise<InvoicePdfDto> {
  const invoice = await invoiceWithDocument(invoiceId);
  if (!invoice || !(await isBillingContact(session, invoice.hotelId))) throw refusals.forbidden();
  return {
    fichero: Buffer.from(await documentBytes(invoice)).toString('base64'),
    nombre: invoiceFileName(invoice.number),
  };
}

/**
 * The PDFs of invoices already authorised (read from their hotel), one at a time as they are
 * asked for, so a ZIP of thousands holds one document in memory at once. The invoices of one call
 * (a download's page of rows) and their hotel are read in one query each; a stored original,
 * up to 5 MB, is read alone when its turn comes.
 */
export async function* invoiceDocuments(
  hotelId: number,
  invoiceIds: readonly number[],
): AsyncGenerator<{ number: string; date: string; bytes: Uint8Array }> {
  const hotel = await db().hotel.findUnique({ where: { id: hotelId } });
  if (!hotel || invoiceIds.length === 0) return;
  // Deleted meanwhile (or, never through the callers, another hotel's): left out.
  const rows = await db().invoice.findMany({
    where: { id: { in: [...invoiceIds] }, hotelId },
    include: { original: { select: { invoiceId: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of invoiceIds) {
    const invoice = byId.get(id);
    if (!invoice) continue;
    const original =
      invoice.original && (await db().invoiceOriginal.findUnique({ where: { invoiceId: id }, select: { pdf: true } }));
    yield {
      number: invoice.number,
      date: invoice.date,
      bytes: original ? new Uint8Array(original.pdf) : await renderInvoicePdf(invoice, hotel),
    };
  }
}
