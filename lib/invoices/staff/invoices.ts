// The back office's invoices (/gestion/facturas): the list searched by number or hotel, one
// invoice with its original, a correction (audited as before → after) and a removal (audited with
// what was removed). Authorised by role in the routes and pages; the field rules are the import's
// (lib/invoices/fields.ts, read the same way), so a corrected invoice is one the import would accept.
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { normalizeTaxId } from '@/lib/account/staff/tax-id';
import { briefCount } from '@/lib/db/brief-count';
import type { Invoice, Prisma } from '@/lib/generated/prisma/client';
import { keysetPage, keysetQuery, type Cursor, type KeyField, type KeysetPage } from '@/lib/http/keyset';
import { idParam, listParams, textParam } from '@/lib/http/list-params';
import type { FormAnswer } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import { isoDayText } from '@/lib/format/intl';
import { invoiceAuditFields, isoDateOf, readInvoiceForm } from '../fields';
import { madridToday } from '../payment-state';
import { startsWith } from '@/lib/db/search/prefix';
import { newestId } from '@/lib/db/newest-id';

export const STAFF_INVOICES_PAGE_SIZE = 25;

export interface StaffInvoiceFilter {
  /** The start of an invoice number, or a hotel's NIF/CIF (then the page shows that hotel's list) */
  q?: string;
  hotelId?: number;
  /** A hotel's NIF/CIF as typed in the hotel picker's box (what it sends without scripts) */
  taxId?: string;
}

export const staffInvoiceFilterFrom = listParams(
  { q: textParam, hotel: idParam, nif: textParam },
  (p): StaffInvoiceFilter => ({ q: p.q, hotelId: p.hotel, taxId: p.nif }),
);

/** The hotel whose NIF/CIF `q` is, when it is one (typed with or without spaces, dots, "ES"). */
export async function hotelOfTaxId(q: string): Promise<number | null> {
  const taxId = normalizeTaxId(q);
  if (!/^[A-Z0-9]{9}$/.test(taxId)) return null;
  return (await db().hotel.findFirst({ where: { taxId }, select: { id: true } }))?.id ?? null;
}

// Newest first along Invoice(date, id); a search by number along the number's unique index, the
// highest first (numbers start with their year, so that is newest first too). Searching by the
// hotel is the hotel picker's (or the NIF/CIF typed here): that hotel's own view.
const BY_DATE: KeyField[] = [
  { field: 'date', kind: 'text' },
  { field: 'id', kind: 'int' },
];
const BY_NUMBER: KeyField[] = [{ field: 'number', kind: 'text' }];

/** Rows whose number starts with `q`: a range over the index, which LIKE is not on SQLite. */
function numberPrefix(q: string): Prisma.InvoiceWhereInput {
  return { number: startsWith(q) };
}

export type StaffInvoiceRow = Invoice & { hotelName: string; hasOriginal: boolean };

export interface StaffInvoicePage extends KeysetPage<StaffInvoiceRow> {
  /** Over the whole selection, counted once and kept briefly (lib/db/brief-count.ts). */
  total: number;
}

export async function listStaffInvoices(filter: StaffInvoiceFilter, cursor?: Cursor): Promise<StaffInvoicePage> {
  const q = filter.q?.trim();
  const fields = q ? BY_NUMBER : BY_DATE;
  const where: Prisma.InvoiceWhereInput = q ? numberPrefix(q) : {};
  const page = keysetQuery(fields, cursor, STAFF_INVOICES_PAGE_SIZE);
  const [fetched, total] = await Promise.all([
    db().invoice.findMany({
      where: page.where ? { AND: [where, page.where as Prisma.InvoiceWhereInput] } : where,
      orderBy: page.orderBy,
      take: page.take,
      include: { hotel: { select: { name: true } }, original: { select: { invoiceId: true } } },
    }),
    newestInvoiceId().then((newest) =>
      briefCount(`invoices:${newest}:${q ?? ''}`, () => db().invoice.count({ where })),
    ),
  ]);
  const rows = fetched.map(({ hotel, original, ...i }) => ({
    ...i,
    hotelName: hotel.name,
    hasOriginal: original !== null,
  }));
  return {
    ...keysetPage(rows, page, STAFF_INVOICES_PAGE_SIZE, (r) => (q ? [r.number] : [r.date, r.id])),
    total,
  };
}

async function newestInvoiceId(): Promise<number> {
  return newestId('Invoice');
}

export async function staffInvoice(id: number) {
  return db().invoice.findUnique({
    where: { id },
    include: {
      hotel: { select: { id: true, name: true, taxId: true } },
      original: { select: { sizeBytes: true, sha256: true, uploadedAt: true } },
    },
  });
}

/** What the edit form sends: the table's form fields (lib/invoices/fields.ts). */
export type InvoiceForm = Record<string, string | undefined>;

const actorOf = (s: StaffSession) => ({ id: s.staffId, email: s.email });

/** Corrects an invoice: every field checked as the import does; audited as before → after. */
export async function updateInvoice(
  staff: StaffSession,
  id: number,
  form: InvoiceForm,
  client: string,
): Promise<FormAnswer | null> {
  const current = await staffInvoice(id);
  if (!current) return null;
  const read = readInvoiceForm(form);
  const problems = [...read.problems];
  // The form's select sends a hotel's id.
  const ref = read.values?.hotelId ?? '';
  const hotel = /^\d{1,9}$/.test(ref)
    ? await db().hotel.findUnique({ where: { id: Number(ref) }, select: { id: true, name: true } })
    : null;
  if (read.values && !hotel) problems.push('Elige un hotel de la lista.');
  if (!read.values || !hotel || problems.length) return { ok: false, message: problems.join('\n') };

  const data = { ...read.values, hotelId: hotel.id };
  if (
    data.number !== current.number &&
    (await db().invoice.findUnique({ where: { number: data.number }, select: { id: true } }))
  ) {
    return { ok: false, message: `Ya existe otra factura con el número ${data.number}.` };
  }
  const changes = changedFields(invoiceAuditFields(current, current.hotel.name), invoiceAuditFields(data, hotel.name));
  if (Object.keys(changes).length === 0) return { ok: true, message: 'Sin cambios.' };
  await db().$transaction(async (tx) => {
    await tx.invoice.update({ where: { id }, data });
    await recordAudit(
      { actor: actorOf(staff), action: 'invoice.updated', objectType: 'factura', objectId: id, changes, client },
      tx,
    );
  });
  return { ok: true, message: 'Factura corregida.' };
}

/**
 * Marks an invoice paid on `date` (the form's `fecha`, AAAA-MM-DD or DD/MM/AAAA; today in Madrid
 * when empty), or unpaid again with `pagada=0`: audited as before → after. A date in the future
 * is refused (a payment not yet received is not one).
 */
export async function markInvoicePaid(
  staff: StaffSession,
  id: number,
  form: InvoiceForm,
  client: string,
  now = new Date(),
): Promise<FormAnswer | null> {
  const current = await db().invoice.findUnique({ where: { id }, select: { number: true, paidAt: true } });
  if (!current) return null;
  const today = madridToday(now);
  const paidAt = form.pagada === '0' ? null : form.fecha?.trim() ? isoDateOf(form.fecha.trim()) : today;
  if (form.pagada !== '0' && paidAt === null)
    return { ok: false, message: 'Fecha de pago no válida (AAAA-MM-DD o DD/MM/AAAA).' };
  if (paidAt !== null && paidAt > today)
    return { ok: false, message: 'La fecha de pago no puede ser posterior a hoy.' };
  if (paidAt === current.paidAt) return { ok: true, message: 'Sin cambios.' };
  await db().$transaction(async (tx) => {
    await tx.invoice.update({ where: { id }, data: { paidAt } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: paidAt ? 'invoice.paid' : 'invoice.unpaid',
        objectType: 'factura',
        objectId: id,
        changes: { 'fecha de pago': [current.paidAt ?? '', paidAt ?? ''] },
        client,
      },
      tx,
    );
  });
  return {
    ok: true,
    message: paidAt
      ? `Factura ${current.number} pagada el ${isoDayText(paidAt)}.`
      : `Factura ${current.number} sin pagar.`,
  };
}

/** Removes an invoice (its original with it); the audit keeps what it was. */
export async function removeInvoice(staff: StaffSession, id: number, client: string): Promise<FormAnswer | null> {
  const current = await staffInvoice(id);
  if (!current) return null;
  await db().$transaction(async (tx) => {
    await tx.invoice.delete({ where: { id } });
    await recordAudit(
      {
        actor: actorOf(staff),
        action: 'invoice.deleted',
        objectType: 'factura',
        objectId: id,
        changes: {
          ...invoiceAuditFields(current, current.hotel.name),
          original: current.original ? `sí (sha256 ${current.original.sha256})` : 'no',
        },
        client,
      },
      tx,
    );
  });
  return { ok: true, message: `Factura ${current.number} borrada.`, then: '/gestion/facturas' };
}
