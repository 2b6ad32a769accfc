// The back office's invoices (/gestion/facturas): the list searched by number or hotel, one
// invoice with its original, a correction (audited as before → after) and a removal (audited with
// what was removed). Authorised by role in the routes and pages; the field rules are the import's
// (lib/invoices/fields.ts, read the same way), so a corrected invoice is one the import would accept.
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { containsText as contains } from '@/lib/db/text-search';
import type { Invoice, Prisma } from '@/lib/generated/prisma/client';
import { idParam, listParams, textParam } from '@/lib/http/list-params';
import type { FormAnswer } from '@/lib/http/answer';
import type { StaffSession } from '@/lib/staff/session';
import { invoiceAuditFields, readInvoiceForm } from '../fields';

export const STAFF_INVOICES_PAGE_SIZE = 25;

export interface StaffInvoiceFilter {
  /** Words of the number or the hotel's name */
  q?: string;
  hotelId?: number;
}

export const staffInvoiceFilterFrom = listParams({ q: textParam, hotel: idParam }, (p): StaffInvoiceFilter => ({
  q: p.q,
  hotelId: p.hotel,
}));

function whereOf(f: StaffInvoiceFilter): Prisma.InvoiceWhereInput {
  return {
    ...(f.hotelId !== undefined ? { hotelId: f.hotelId } : {}),
    ...(f.q
      ? {
          OR: [
            { number: contains(f.q) },
            { hotel: { name: contains(f.q) } },
            { hotel: { taxId: contains(f.q.toUpperCase()) } },
          ],
        }
      : {}),
  };
}

export type StaffInvoiceRow = Invoice & { hotelName: string; hasOriginal: boolean };

export async function listStaffInvoices(
  filter: StaffInvoiceFilter,
  page = 1,
): Promise<{ rows: StaffInvoiceRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, total] = await Promise.all([
    db().invoice.findMany({
      where,
      orderBy: [{ date: 'desc' }, { id: 'desc' }],
      skip: (Math.max(1, page) - 1) * STAFF_INVOICES_PAGE_SIZE,
      take: STAFF_INVOICES_PAGE_SIZE,
      include: { hotel: { select: { name: true } }, original: { select: { invoiceId: true } } },
    }),
    db().invoice.count({ where }),
  ]);
  return {
    rows: rows.map(({ hotel, original, ...i }) => ({ ...i, hotelName: hotel.name, hasOriginal: original !== null })),
    total,
  };
}

export async function hotelsForInvoices(): Promise<{ id: number; name: string; taxId: string }[]> {
  return db().hotel.findMany({ orderBy: { name: 'asc' }, select: { id: true, name: true, taxId: true } });
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
