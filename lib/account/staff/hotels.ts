// Hotels as staff keep them (/gestion/hoteles, `npm run staff -- accounts create-hotel`): the list
// with search and pages, and creating and editing every field the customer area shows, plus the
// hotel's rule on two-factor sign-in for its billing contacts. Every write is audited (before →
// after) in the same transaction.
import 'server-only';
import { z } from 'zod';
import { changedFields } from '@/lib/audit/trail';
import { db } from '@/lib/db';
import { Prisma } from '@/lib/generated/prisma/client';
import { audit, type Operator } from './audit';
import { CustomerError } from './errors';
import { searchNameOf } from '../search-name';
import { normalizeTaxId, taxIdProblem } from './tax-id';
import { countMatches, matchingRows } from '@/lib/db/search';
import { startsWith } from '@/lib/db/search/prefix';

export const HOTELS_PAGE_SIZE = 25;

/** The form's field names (the contract's `datoshotel` keys) → the model's columns. */
export const HOTEL_FIELDS = {
  nombrehotel: 'name',
  nombrehotelFiscal: 'legalName',
  nif: 'taxId',
  web: 'web',
  direccion: 'address',
  codpostal: 'postalCode',
  localidad: 'city',
  provincia: 'province',
  pais: 'country',
  emailhotel: 'email',
  telefono: 'phone',
  telefono2: 'phone2',
  // Not a datoshotel key: the hotel's SEPA B2B direct-debit mandate (empty: it pays by transfer).
  mandatosepa: 'sepaMandate',
} as const;

export type HotelFormField = keyof typeof HOTEL_FIELDS;
type HotelColumn = (typeof HOTEL_FIELDS)[HotelFormField];
export type HotelData = Record<HotelColumn, string>;

const text = (max: number) => z.string().trim().max(max, `Como mucho ${max} caracteres.`);
const phone = text(20).regex(/^[+\d\s().-]*$/, 'Solo números, espacios y + ( ) . -');

/** Each column's rule; the tax id's check digit is checked apart (taxIdProblem). */
const hotelSchema = z
  .object({
    name: text(120).min(1, 'Escribe el nombre del hotel.'),
    legalName: text(160).min(1, 'Escribe el nombre fiscal.'),
    taxId: z.string().transform(normalizeTaxId),
    web: text(200).regex(/^$|^(https?:\/\/)?[^\s/]+\.[^\s]+$/i, 'Escribe la dirección web, p. ej. www.hotel.es'),
    address: text(200),
    postalCode: text(10),
    city: text(80),
    province: text(80),
    country: text(60).transform((c) => c || 'España'),
    email: text(254).refine((e) => e === '' || z.email().safeParse(e).success, 'Escribe un correo electrónico válido.'),
    phone,
    phone2: phone,
    // SEPA's character set for a mandate reference (up to 35).
    sepaMandate: text(35).regex(/^[A-Za-z0-9+?/:().,' -]*$/, "Letras, cifras y + ? / : ( ) . , ' -, hasta 35."),
  })
  .refine((h) => h.country !== 'España' || h.postalCode === '' || /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(h.postalCode), {
    path: ['postalCode'],
    message: 'Un código postal español tiene 5 cifras (01000–52999).',
  });

const LABELS: Record<HotelColumn, string> = {
  name: 'Nombre',
  legalName: 'Nombre fiscal',
  taxId: 'NIF/CIF',
  web: 'Web',
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  country: 'País',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  phone2: 'Teléfono 2',
  sepaMandate: 'Mandato SEPA B2B',
};

/** Form fields (by their form names) → checked column values, or a CustomerError naming every problem. */
function parseHotel(form: Partial<Record<HotelFormField, string>>): HotelData {
  const raw = Object.fromEntries(
    Object.entries(HOTEL_FIELDS).map(([f, col]) => [col, form[f as HotelFormField] ?? '']),
  );
  const parsed = hotelSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CustomerError(
      parsed.error.issues.map((i) => `${LABELS[i.path[0] as HotelColumn] ?? 'Dato'}: ${i.message}`).join('\n'),
    );
  }
  return parsed.data;
}

async function taxIdTaken(taxId: string, exceptId?: number): Promise<boolean> {
  return (await db().hotel.count({ where: { taxId, ...(exceptId ? { id: { not: exceptId } } : {}) } })) > 0;
}

export async function createHotel(
  who: Operator,
  form: Partial<Record<HotelFormField, string>>,
): Promise<{ id: number; name: string }> {
  const data = parseHotel(form);
  const problem = taxIdProblem(data.taxId);
  if (problem) throw new CustomerError(problem);
  if (await taxIdTaken(data.taxId)) throw new CustomerError(`Ya existe un hotel con el NIF/CIF ${data.taxId}.`);
  return db().$transaction(async (tx) => {
    const hotel = await tx.hotel.create({
      data: { ...data, searchName: searchNameOf(data.name) },
      select: { id: true, name: true },
    });
    await audit(
      who,
      {
        action: 'hotel.created',
        objectType: 'hotel',
        objectId: hotel.id,
        changes: changedFields({} as Record<string, string>, labelled(data)),
      },
      tx,
    );
    return hotel;
  });
}

/** Column values keyed by their Spanish labels, as the audit trail shows them. */
function labelled(data: Partial<HotelData>): Record<string, string> {
  return Object.fromEntries(Object.entries(data).map(([col, v]) => [LABELS[col as HotelColumn], v ?? '']));
}

/**
 * Saves every field. A tax id is checked when it changes: hotels entered before the check existed
 * keep theirs until someone corrects it.
 */
export async function updateHotel(
  who: Operator,
  id: number,
  form: Partial<Record<HotelFormField, string>>,
): Promise<{ changed: number } | null> {
  const before = await db().hotel.findUnique({ where: { id } });
  if (!before) return null;
  const data = parseHotel(form);
  if (data.taxId !== before.taxId) {
    const problem = taxIdProblem(data.taxId);
    if (problem) throw new CustomerError(problem);
    if (await taxIdTaken(data.taxId, id)) throw new CustomerError(`Ya existe otro hotel con el NIF/CIF ${data.taxId}.`);
  }
  const changes = changedFields(labelled(before), labelled(data));
  if (Object.keys(changes).length === 0) return { changed: 0 };
  await db().$transaction(async (tx) => {
    await tx.hotel.update({ where: { id }, data: { ...data, searchName: searchNameOf(data.name) } });
    await audit(who, { action: 'hotel.updated', objectType: 'hotel', objectId: id, changes }, tx);
  });
  return { changed: Object.keys(changes).length };
}

/** "Exigir verificación en dos pasos a los contactos de facturación", on or off. */
export async function setBillingTwoFactor(who: Operator, id: number, required: boolean): Promise<boolean | null> {
  const before = await db().hotel.findUnique({ where: { id }, select: { requireBillingTwoFactor: true } });
  if (!before) return null;
  if (before.requireBillingTwoFactor === required) return false;
  await db().$transaction(async (tx) => {
    await tx.hotel.update({ where: { id }, data: { requireBillingTwoFactor: required } });
    const yesNo = (b: boolean) => (b ? 'sí' : 'no');
    await audit(
      who,
      {
        action: 'hotel.billing-2fa',
        objectType: 'hotel',
        objectId: id,
        changes: {
          'Exigir verificación en dos pasos a facturación': [yesNo(before.requireBillingTwoFactor), yesNo(required)],
        },
      },
      tx,
    );
  });
  return true;
}

export interface HotelRow {
  id: number;
  name: string;
  legalName: string;
  taxId: string;
  city: string;
  province: string;
  contacts: number;
  requireBillingTwoFactor: boolean;
}

/**
 * What a typed search means: the start of a NIF/CIF when it looks like one (letters and digits
 * with at least one digit: "B12", "b-12.345"), a range over its index in that index's order; else
 * words, each the start of a word of the name, legal name, NIF/CIF, city or province, accents and
 * case aside ("sierra", "cadiz", "alojamientos"), through the full-text index (lib/db/search,
 * "HotelSearch"), the hotels then walked by name; a search of no word (one letter: "h") is the
 * start of the name along its index. None reads the table whole nor sorts it (LIKE uses no index
 * on SQLite with the default collation, ILIKE none).
 */
type HotelSearch =
  | { by: 'index'; where: Prisma.HotelWhereInput; orderBy: Prisma.HotelOrderByWithRelationInput[] }
  | { by: 'words'; matching: Prisma.Sql; q: string };

function hotelSearch(typed: string): HotelSearch {
  const q = typed.trim().slice(0, 100);
  const tax = normalizeTaxId(q);
  // The start of a NIF, CIF or NIE (a letter at most, digits, a control letter; 9 characters at
  // most); anything else is words, also a name with a number in it ("Hotel Faro 1").
  if (tax.length <= 9 && /^[A-Z]?\d+[A-Z]?$/.test(tax)) {
    return { by: 'index', where: { taxId: startsWith(tax) }, orderBy: [{ taxId: 'asc' }, { id: 'asc' }] };
  }
  const matching = matchingRows('hotel', q);
  if (matching) return { by: 'words', matching, q };
  const name = searchNameOf(q);
  return {
    by: 'index',
    where: name ? { searchName: startsWith(name) } : {},
    orderBy: [{ searchName: 'asc' }, { id: 'asc' }],
  };
}

/**
 * A page of the hotels matching the words, by name, in one plain-SQL query: the name's index walked
 * in its order, each hotel tested against the matches read once from the full-text index
 * (lib/db/search says why that way), its contacts counted through their hotel's index.
 */
async function hotelsByWords(matching: Prisma.Sql, skip: number, take: number): Promise<HotelRow[]> {
  // SQLite answers a boolean as 0 or 1 and PostgreSQL a count as a bigint.
  type Raw = Omit<HotelRow, 'contacts' | 'requireBillingTwoFactor'> & {
    contacts: number | bigint;
    requireBillingTwoFactor: boolean | number;
  };
  const rows = await db().$queryRaw<Raw[]>(
    Prisma.sql`SELECT "id", "name", "legalName", "taxId", "city", "province", "requireBillingTwoFactor",
      (SELECT count(*) FROM "HotelContact" WHERE "HotelContact"."hotelId" = "Hotel"."id") AS "contacts"
      FROM "Hotel" WHERE ${matching} ORDER BY "searchName", "id" LIMIT ${take} OFFSET ${skip}`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    requireBillingTwoFactor: Boolean(r.requireBillingTwoFactor),
    contacts: Number(r.contacts),
  }));
}

/**
 * Hotels by name, 25 a page, searched by the start of the NIF/CIF or by words of the name, legal
 * name, NIF/CIF, city or province; the total of a search by words counted in the full-text index
 * alone.
 */
export async function listHotels(q: string, page: number): Promise<{ rows: HotelRow[]; total: number }> {
  const search = hotelSearch(q);
  const skip = (Math.max(1, page) - 1) * HOTELS_PAGE_SIZE;
  if (search.by === 'words') {
    const [rows, total] = await Promise.all([
      hotelsByWords(search.matching, skip, HOTELS_PAGE_SIZE),
      countMatches('hotel', search.q).then((n) => n ?? 0),
    ]);
    return { rows, total };
  }
  const [rows, total] = await Promise.all([
    db().hotel.findMany({
      where: search.where,
      orderBy: search.orderBy,
      skip,
      take: HOTELS_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        legalName: true,
        taxId: true,
        city: true,
        province: true,
        requireBillingTwoFactor: true,
        _count: { select: { contacts: true } },
      },
    }),
    db().hotel.count({ where: search.where }),
  ]);
  return { rows: rows.map(({ _count, ...h }) => ({ ...h, contacts: _count.contacts })), total };
}

export interface HotelChoice {
  id: number;
  name: string;
  taxId: string;
}

export const HOTEL_CHOICES = 20;

/** The hotel picker's choices: the first 20 by name (by NIF/CIF for one) that `q` finds, as the list's search. */
export async function findHotels(q: string): Promise<HotelChoice[]> {
  const search = hotelSearch(q);
  if (search.by === 'words') {
    const rows = await db().$queryRaw<HotelChoice[]>(
      Prisma.sql`SELECT "id", "name", "taxId" FROM "Hotel" WHERE ${search.matching} ORDER BY "searchName", "id" LIMIT ${HOTEL_CHOICES}`,
    );
    return rows.map((r) => ({ id: Number(r.id), name: r.name, taxId: r.taxId }));
  }
  return db().hotel.findMany({
    where: search.where,
    orderBy: search.orderBy,
    take: HOTEL_CHOICES,
    select: { id: true, name: true, taxId: true },
  });
}

/** One hotel with its contacts (and whether each has a second factor), for its page. */
export async function hotelDetail(id: number) {
  return db().hotel.findUnique({
    where: { id },
    include: {
      contacts: {
        orderBy: [{ contactType: 'asc' }, { name: 'asc' }],
        include: {
          user: {
            select: {
              id: true,
              email: true,
              disabledAt: true,
              totpEnabledAt: true,
              _count: { select: { passkeys: true } },
            },
          },
        },
      },
      _count: { select: { invoices: true } },
    },
  });
}

/** A hotel by numeric id or by tax id (the staff command and the contact form accept either). */
export async function hotelByRef(ref: string): Promise<{ id: number; name: string }> {
  const trimmed = ref.trim();
  // An id has nine digits at most (the column's range); a longer run of digits is looked up as a
  // tax id, which it is not: "No existe el hotel".
  const hotel = /^\d{1,9}$/.test(trimmed)
    ? await db().hotel.findUnique({ where: { id: Number(trimmed) }, select: { id: true, name: true } })
    : await db().hotel.findFirst({ where: { taxId: normalizeTaxId(trimmed) }, select: { id: true, name: true } });
  if (!hotel) throw new CustomerError(`No existe el hotel ${ref}.`);
  return hotel;
}
