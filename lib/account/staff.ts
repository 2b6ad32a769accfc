// Staff operations on customer accounts (npm run staff -- accounts ...). Server-only services; the
// command-line parsing lives in scripts/staff/accounts.ts.
import 'server-only';
import { CsvError, parse as parseCsvText } from 'csv-parse/sync';
import { z } from 'zod';
import { voidLinkTokens } from '@/lib/auth/link-tokens';
import { unlockAccount } from '@/lib/auth/lockout';
import { hashPassword, temporaryPassword } from '@/lib/auth/password';
import { revokeUserSessions } from '@/lib/auth/session';
import { normalizeEmail } from '@/lib/auth/sign-in';
import { db } from '@/lib/db';

export class StaffError extends Error {}

const emailSchema = z.email();

async function userByEmail(email: string) {
  const user = await db().user.findUnique({ where: { email: normalizeEmail(email) }, select: { id: true, email: true } });
  if (!user) throw new StaffError(`No existe el usuario ${email}`);
  return user;
}

/** A new user with a temporary password (returned once, never stored in clear) to change at first sign-in. */
export async function createUser(emailRaw: string): Promise<{ email: string; password: string }> {
  const email = normalizeEmail(emailRaw);
  if (!emailSchema.safeParse(email).success) throw new StaffError(`Correo no válido: ${emailRaw}`);
  if (await db().user.findUnique({ where: { email }, select: { id: true } })) throw new StaffError(`Ya existe el usuario ${email}`);
  const password = temporaryPassword();
  await db().user.create({ data: { email, passwordHash: await hashPassword(password), mustChangePassword: true } });
  return { email, password };
}

export async function resetPassword(email: string): Promise<{ email: string; password: string }> {
  const user = await userByEmail(email);
  const password = temporaryPassword();
  await db().user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password), mustChangePassword: true },
  });
  await Promise.all([revokeUserSessions(user.id), unlockAccount(user.email), voidLinkTokens(user.id, 'reset')]);
  return { email: user.email, password };
}

export async function unlockUser(email: string): Promise<void> {
  const user = await userByEmail(email);
  await unlockAccount(user.email);
}

export const hotelInputSchema = z.object({
  name: z.string().trim().min(1),
  legalName: z.string().trim().min(1),
  taxId: z.string().trim().regex(/^[A-Z0-9]{8,10}$/i, 'NIF/CIF no válido'),
  address: z.string().trim().default(''),
  postalCode: z.string().trim().default(''),
  city: z.string().trim().default(''),
  province: z.string().trim().default(''),
  country: z.string().trim().default('España'),
  web: z.string().trim().default(''),
  email: z.string().trim().default(''),
  phone: z.string().trim().default(''),
});

export async function createHotel(input: z.input<typeof hotelInputSchema>): Promise<number> {
  const data = hotelInputSchema.parse(input);
  data.taxId = data.taxId.toUpperCase();
  if (await db().hotel.findFirst({ where: { taxId: data.taxId }, select: { id: true } })) throw new StaffError(`Ya existe un hotel con NIF ${data.taxId}`);
  return (await db().hotel.create({ data, select: { id: true } })).id;
}

/** A hotel by numeric id or by tax id. */
async function hotelByRef(ref: string): Promise<{ id: number }> {
  const hotel = /^\d+$/.test(ref)
    ? await db().hotel.findUnique({ where: { id: Number(ref) }, select: { id: true } })
    : await db().hotel.findFirst({ where: { taxId: ref.trim().toUpperCase() }, select: { id: true } });
  if (!hotel) throw new StaffError(`No existe el hotel ${ref}`);
  return hotel;
}

export const contactInputSchema = z.object({
  hotel: z.string().min(1),
  type: z.coerce.number().int().min(1).max(9),
  name: z.string().trim().min(1),
  phone: z.string().trim().default(''),
  phone2: z.string().trim().default(''),
  otherEmails: z.string().trim().default(''),
  position: z.string().trim().default(''),
  notes: z.string().trim().default(''),
});

export async function addContact(email: string, input: z.input<typeof contactInputSchema>): Promise<number> {
  const user = await userByEmail(email);
  const { hotel: ref, type, ...rest } = contactInputSchema.parse(input);
  const hotel = await hotelByRef(ref);
  const contact = await db().hotelContact.upsert({
    where: { userId_hotelId: { userId: user.id, hotelId: hotel.id } },
    create: { userId: user.id, hotelId: hotel.id, contactType: type, ...rest },
    update: { contactType: type, ...rest },
    select: { id: true },
  });
  return contact.id;
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
