// The back office's invoices (/gestion/facturas): the list searched by number or hotel, one
// invoice with its original, a correction (audited as before → after) and a removal (audited with
// what was removed). Authorised by role in the routes and pages; the field rules are the import's
// (lib/invoices/csv-import.ts), so a corrected invoice is one the import would accept.
import 'server-only';
import { changedFields, recordAudit } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { containsText as contains } from '@/lib/db/text-search';
import type { Prisma } from '@/lib/generated/prisma/client';
import { idParam, listParams, textParam } from '@/lib/http/list-params';
import type { StaffFormAnswer } from '@/lib/staff/answer';
import type { StaffSession } from '@/lib/staff/session';
import { centsOf, centsText, descriptionProblems, isInvoiceNumber, isoDateOf, typeOf } from '../csv-import';
import { invoiceTypeName } from '../format';

export const STAFF_INVOICES_PAGE_SIZE = 25;

export interface StaffInvoiceFilter {
  /** Words of the number or the hotel's name */
  q?: string;
  hotelId?: number;
}

export const staffInvoiceFilterFrom = listParams({ q: textParam, hotel: idParam }, (p): StaffInvoiceFilter => ({ q: p.q, hotelId: p.hotel }));

function whereOf(f: StaffInvoiceFilter): Prisma.InvoiceWhereInput {
  return {
    ...(f.hotelId !== undefined ? { hotelId: f.hotelId } : {}),
    ...(f.q ? { OR: [{ number: contains(f.q) }, { hotel: { name: contains(f.q) } }, { hotel: { taxId: contains(f.q.toUpperCase()) } }] } : {}),
  };
}

export interface StaffInvoiceRow {
  id: number;
  number: string;
  date: string;
  dueDate: string;
  type: number;
  description: string;
  amountCents: number;
  hotelId: number;
  hotelName: string;
  hasOriginal: boolean;
}

export async function listStaffInvoices(filter: StaffInvoiceFilter, page = 1): Promise<{ rows: StaffInvoiceRow[]; total: number }> {
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
    include: { hotel: { select: { id: true, name: true, taxId: true } }, original: { select: { sizeBytes: true, sha256: true, uploadedAt: true } } },
  });
}

/** What the edit form sends (field names of the page). */
export interface InvoiceForm {
  numero?: string;
  hotel?: string;
  fecha?: string;
  vencimiento?: string;
  tipo?: string;
  descripcion?: string;
  importe?: string;
}


const actorOf = (s: StaffSession) => ({ id: s.staffId, email: s.email });

/** The invoice's fields as people read them, for the audit's before → after. */
function readable(i: { number: string; hotelName: string; date: string; dueDate: string; type: number; description: string; amountCents: number }) {
  return { número: i.number, hotel: i.hotelName, fecha: i.date, vencimiento: i.dueDate, tipo: invoiceTypeName(i.type), descripción: i.description, importe: centsText(i.amountCents) };
}

/** Corrects an invoice: every field checked as the import does; audited as before → after. */
export async function updateInvoice(staff: StaffSession, id: number, form: InvoiceForm, client: string): Promise<StaffFormAnswer | null> {
  const current = await staffInvoice(id);
  if (!current) return null;
  const f = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (v ?? '').trim()])) as Required<InvoiceForm>;
  const problems: string[] = [];
  if (!isInvoiceNumber(f.numero ?? '')) problems.push('Número no válido: letras, cifras, / y -, hasta 31 caracteres.');
  const hotel = /^\d{1,9}$/.test(f.hotel ?? '') ? await db().hotel.findUnique({ where: { id: Number(f.hotel) }, select: { id: true, name: true } }) : null;
  if (!hotel) problems.push('Elige un hotel de la lista.');
  const date = isoDateOf(f.fecha ?? '');
  const dueDate = isoDateOf(f.vencimiento ?? '');
  if (!date) problems.push('Fecha no válida.');
  if (!dueDate) problems.push('Vencimiento no válido.');
  if (date && dueDate && dueDate < date) problems.push('El vencimiento es anterior a la fecha.');
  const type = typeOf(f.tipo ?? '');
  if (type === null) problems.push('Elige un tipo.');
  const description = f.descripcion ?? '';
  if (!description) problems.push('Falta la descripción.');
  // The import's words, as the form's sentences.
  for (const p of descriptionProblems(description)) problems.push(`${p[0]!.toUpperCase()}${p.slice(1)}.`);
  const amountCents = centsOf(f.importe ?? '');
  if (amountCents === null) problems.push('El importe no es un número (p. ej. 1452,00).');
  if (problems.length) return { ok: false, message: problems.join('\n') };

  const data = { number: f.numero, hotelId: hotel!.id, date: date!, dueDate: dueDate!, type: type!, description, amountCents: amountCents! };
  if (data.number !== current.number && (await db().invoice.findUnique({ where: { number: data.number }, select: { id: true } }))) {
    return { ok: false, message: `Ya existe otra factura con el número ${data.number}.` };
  }
  const changes = changedFields(readable({ ...current, hotelName: current.hotel.name }), readable({ ...data, hotelName: hotel!.name }));
  if (Object.keys(changes).length === 0) return { ok: true, mensaje: 'Sin cambios.' };
  await db().$transaction(async (tx) => {
    await tx.invoice.update({ where: { id }, data });
    await recordAudit({ actor: actorOf(staff), action: 'invoice.updated', objectType: 'factura', objectId: id, changes, client }, tx);
  });
  return { ok: true, mensaje: 'Factura corregida.' };
}

/** Removes an invoice (its original with it); the audit keeps what it was. */
export async function removeInvoice(staff: StaffSession, id: number, client: string): Promise<StaffFormAnswer | null> {
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
        changes: { ...readable({ ...current, hotelName: current.hotel.name }), original: current.original ? `sí (sha256 ${current.original.sha256})` : 'no' },
        client,
      },
      tx,
    );
  });
  return { ok: true, mensaje: `Factura ${current.number} borrada.`, then: '/gestion/facturas' };
}
