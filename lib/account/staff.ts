// Staff operations on customer accounts (npm run staff -- accounts ...): thin callers of the
// back office's services (lib/customers/*, audited as done by the staff command) and the invoice
// import. The command-line parsing lives in scripts/staff/accounts.ts.
import 'server-only';
import { CsvError, parse as parseCsvText } from 'csv-parse/sync';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { COMMAND_LINE } from '@/lib/customers/audit';
import { linkContact, updateContact } from '@/lib/customers/contacts';
import { CustomerError as StaffError } from '@/lib/customers/errors';
import { createHotel as createHotelService, HOTEL_FIELDS, hotelByRef, type HotelFormField } from '@/lib/customers/hotels';
import { inviteCustomer, sendResetLink, setCustomerDisabled, unlockCustomer } from '@/lib/customers/users';
import { db } from '@/lib/db';

export { StaffError };

async function userByEmail(email: string) {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, email: true } });
  if (!user) throw new StaffError(`No existe el usuario ${email}`);
  return user;
}

/** A new user by invitation: an e-mailed single-use link (7 days) to choose the first password. */
export async function createUser(emailRaw: string): Promise<{ email: string; reinvited: boolean }> {
  const { email, reinvited } = await inviteCustomer(COMMAND_LINE, emailRaw);
  return { email, reinvited };
}

/** Mails the user a reset link (or, to a user who never chose a password, a new invitation). */
export async function resetPassword(email: string): Promise<{ email: string; kind: 'reset' | 'invite' }> {
  return (await sendResetLink(COMMAND_LINE, (await userByEmail(email)).id))!;
}

export async function unlockUser(email: string): Promise<void> {
  await unlockCustomer(COMMAND_LINE, (await userByEmail(email)).id);
}

export async function setUserDisabled(email: string, disabled: boolean): Promise<boolean> {
  return (await setCustomerDisabled(COMMAND_LINE, (await userByEmail(email)).id, disabled))!.changed;
}

/** The staff command's flags (camelCase) → the hotel form's fields. */
export async function createHotel(input: { name: string; legalName: string; taxId: string; address?: string; postalCode?: string; city?: string; province?: string; country?: string; web?: string; email?: string; phone?: string; phone2?: string }): Promise<number> {
  const form: Partial<Record<HotelFormField, string>> = {};
  for (const [field, column] of Object.entries(HOTEL_FIELDS)) form[field as HotelFormField] = input[column] ?? '';
  return (await createHotelService(COMMAND_LINE, form)).id;
}

/** Links the user to the hotel (id or tax id) as a contact, or updates the link they have. */
export async function addContact(
  email: string,
  input: { hotel: string; type: string; name: string; phone?: string; phone2?: string; otherEmails?: string; position?: string; notes?: string },
): Promise<number> {
  const user = await userByEmail(email);
  const hotel = await hotelByRef(input.hotel);
  const form = { tipo: input.type, nombre: input.name, telefono: input.phone, telefono2: input.phone2, otrosEmails: input.otherEmails, puesto: input.position, notas: input.notes };
  const existing = await db().hotelContact.findUnique({ where: { userId_hotelId: { userId: user.id, hotelId: hotel.id } }, select: { id: true } });
  if (existing) {
    await updateContact(COMMAND_LINE, existing.id, form);
    return existing.id;
  }
  return linkContact(COMMAND_LINE, user.id, String(hotel.id), form);
}

// --- Invoice import -------------------------------------------------------------------------

/**
 * CSV as spreadsheets write it (csv-parse): comma or semicolon separated (whichever the header
 * line uses more; Spanish spreadsheets use semicolons because the comma is the decimal mark),
 * double quotes, first line the header (names trimmed and lower-cased), blank lines skipped.
 */
export function parseCsv(text: string): Record<string, string>[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let keys: string[] = [];
  try {
    const rows: Record<string, string>[] = parseCsvText(text, {
      delimiter,
      bom: true,
      columns: (header: string[]) => (keys = header.map((h) => h.trim().toLowerCase())),
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count_less: true,
    });
    // A short row leaves its last columns empty.
    return rows.map((row) => ({ ...Object.fromEntries(keys.map((k) => [k, ''])), ...row }));
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_RECORD_INCONSISTENT_COLUMNS') {
      throw new StaffError(`La fila ${error.lines} tiene más columnas que la cabecera (¿un importe con coma sin comillas?)`);
    }
    if (error instanceof CsvError) throw new StaffError(`CSV no válido en la línea ${error.lines}: ${error.message}`);
    throw error;
  }
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'fecha AAAA-MM-DD');
/** `1452.00`, `1452,00` or `1.452,00` → cents */
const amount = z
  .string()
  .regex(/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/, 'importe no válido')
  .transform((s) => {
    // A comma is the decimal mark (dots group thousands); with no comma, a dot followed by one or
    // two digits is the decimal mark and any other dot groups thousands ("1.452" is 1452 €).
    const normalized = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : /^\d+\.\d{1,2}$/.test(s) ? s : s.replace(/\./g, '');
    return Math.round(Number(normalized) * 100);
  });

export const invoiceRowSchema = z.object({
  hotel: z.string().min(1, 'falta el hotel (id o NIF)'),
  number: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9/-]{0,30}$/, 'número no válido'),
  date: isoDate,
  due_date: isoDate,
  type: z.enum(['0', '1', '2', '3', 'venta', 'servicio', 'soporte', 'otros']).transform((t) => (/^\d$/.test(t) ? Number(t) : ['venta', 'servicio', 'soporte', 'otros'].indexOf(t))),
  description: z.string().min(1, 'falta la descripción').max(500),
  amount,
});

export const INVOICE_CSV_HEADER = 'hotel,number,date,due_date,type,description,amount';

/** Imports invoices all or nothing; rows whose number exists already are skipped (re-running is safe). */
export async function importInvoices(csv: string): Promise<{ created: number; skipped: number }> {
  const rows = parseCsv(csv);
  if (rows.length === 0) throw new StaffError(`El fichero no tiene filas. Cabecera esperada: ${INVOICE_CSV_HEADER}`);
  const errors: string[] = [];
  const parsed: { hotelId: number; data: z.output<typeof invoiceRowSchema> }[] = [];
  const hotels = new Map<string, number>();
  for (const [i, raw] of rows.entries()) {
    const line = i + 2;
    const result = invoiceRowSchema.safeParse({ ...raw, type: raw.type?.toLowerCase() });
    if (!result.success) {
      errors.push(`línea ${line}: ${result.error.issues.map((x) => `${String(x.path[0] ?? '')} ${x.message}`).join('; ')}`);
      continue;
    }
    try {
      const ref = result.data.hotel;
      if (!hotels.has(ref)) hotels.set(ref, (await hotelByRef(ref)).id);
      parsed.push({ hotelId: hotels.get(ref)!, data: result.data });
    } catch (error) {
      errors.push(`línea ${line}: ${(error as Error).message}`);
    }
  }
  const numbers = parsed.map((p) => p.data.number);
  const dupes = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  if (dupes.length) errors.push(`números repetidos en el fichero: ${[...new Set(dupes)].join(', ')}`);
  if (errors.length) throw new StaffError(`No se ha importado nada:\n  ${errors.join('\n  ')}`);

  return db().$transaction(async (tx) => {
    let created = 0;
    let skipped = 0;
    for (const { hotelId, data } of parsed) {
      if (await tx.invoice.findUnique({ where: { number: data.number }, select: { id: true } })) {
        skipped++;
        continue;
      }
      await tx.invoice.create({
        data: { hotelId, number: data.number, date: data.date, dueDate: data.due_date, type: data.type, description: data.description, amountCents: data.amount },
      });
      created++;
    }
    return { created, skipped };
  });
}
