// A billing contact's request to correct the hotel's data (POST /api/cuenta/datos/correccion). The
// hotel's data (names, tax id, address, e-mail, phones) stays staff's to change: the request arrives
// as a support case of the hotel listing each field changed as «now» → «asked», in the category
// facturación when it touches what an invoice prints (legal name, tax id, address), consulta
// otherwise, opened by the contact through the cases' own service (cases.ts: the contact follows
// it, the team is mailed) and noted in the audit trail.
import 'server-only';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/trail';
import type { Session } from '@/lib/auth/session';
import { db } from '@/lib/db';
import type { Answer } from '@/lib/http/answer';
import { refusals } from '@/lib/http/errors';
import { isPlainLine, stripControlCharacters } from '@/lib/text/control-characters';
import { seatAt } from './access';
import { openCase } from './cases';

/** The hotel's fields a correction may name: the contract's names (HotelDataDto, `cif` for the tax id). */
const HOTEL_FIELDS = {
  nombrehotel: { column: 'name', label: 'Nombre comercial', max: 200, fiscal: false },
  nombrehotelFiscal: { column: 'legalName', label: 'Razón social', max: 200, fiscal: true },
  // Not shown to the customer (HotelDataDto has no tax id): the form's field starts empty, and empty is "as it is".
  cif: { column: 'taxId', label: 'NIF/CIF', max: 20, fiscal: true, emptyIsUnchanged: true },
  web: { column: 'web', label: 'Web', max: 200, fiscal: false },
  direccion: { column: 'address', label: 'Dirección', max: 200, fiscal: true },
  codpostal: { column: 'postalCode', label: 'Código postal', max: 10, fiscal: true },
  localidad: { column: 'city', label: 'Localidad', max: 100, fiscal: true },
  provincia: { column: 'province', label: 'Provincia', max: 100, fiscal: true },
  pais: { column: 'country', label: 'País', max: 100, fiscal: true },
  emailhotel: { column: 'email', label: 'Correo del hotel', max: 254, fiscal: false },
  telefono: { column: 'phone', label: 'Teléfono', max: 20, fiscal: false },
  telefono2: { column: 'phone2', label: 'Teléfono 2', max: 20, fiscal: false },
} as const;

type HotelField = keyof typeof HOTEL_FIELDS;
const FIELD_NAMES = Object.keys(HOTEL_FIELDS) as HotelField[];

export const CORRECTION_BILLING_ONLY = 'Solo los contactos de facturación del hotel piden correcciones de sus datos.';
export const CORRECTION_NOTHING = 'Cambia al menos un dato del hotel para pedir su corrección.';

const line = (label: string, max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .max(max, `${label}: como mucho ${max} caracteres.`)
        .refine((v) => v === '' || isPlainLine(v), `${label}: una sola línea de texto.`),
    );

const correctionSchema = z.object({
  ...(Object.fromEntries(FIELD_NAMES.map((f) => [f, line(HOTEL_FIELDS[f].label, HOTEL_FIELDS[f].max).optional()])) as {
    [K in HotelField]: z.ZodOptional<ReturnType<typeof line>>;
  }),
  comentario: z
    .string()
    .transform((v) => stripControlCharacters(v.replace(/\r\n?/g, '\n')).trim())
    .pipe(z.string().max(2000, 'El comentario: como mucho 2000 caracteres.'))
    .default(''),
});

/**
 * Opens the correction's case at one of the session's hotels: only the fields whose value differs
 * from the hotel's are listed; none is refused (400). 404: not the user's hotel; 403: not its
 * billing contact.
 */
export async function requestHotelCorrection(
  session: Session,
  hotelId: number,
  fields: Record<string, string>,
  client: string,
): Promise<Answer<{ message: string; caso: number }>> {
  const seat = await seatAt(session, hotelId);
  if (!seat.billing) throw refusals.of('forbidden', 'correction-billing-only', CORRECTION_BILLING_ONLY);
  const result = correctionSchema.safeParse(fields);
  if (!result.success)
    return { ok: false, kind: 'invalid', message: [...new Set(result.error.issues.map((i) => i.message))].join(' ') };
  const input = result.data;
  const hotel = await db().hotel.findUniqueOrThrow({ where: { id: hotelId } });
  const changed = FIELD_NAMES.flatMap((f) => {
    const spec: { column: keyof typeof hotel; emptyIsUnchanged?: boolean } = HOTEL_FIELDS[f];
    const asked = input[f];
    const now = String(hotel[spec.column]);
    if (asked === undefined || asked === now || (asked === '' && spec.emptyIsUnchanged)) return [];
    return [{ field: f, now, asked }];
  });
  if (changed.length === 0) return { ok: false, kind: 'invalid', message: CORRECTION_NOTHING };
  const fiscal = changed.some((c) => HOTEL_FIELDS[c.field].fiscal);
  const list = changed.map((c) => `- ${HOTEL_FIELDS[c.field].label}: «${c.now}» → «${c.asked}»`).join('\n');
  const opened = await openCase(session, {
    fields: {
      id_hotel: hotelId,
      categoria: fiscal ? 'facturacion' : 'consulta',
      prioridad: 'baja',
      asunto: `Corrección de los datos de ${seat.hotelName}`.slice(0, 150),
      descripcion:
        `Pido que corrijáis estos datos del hotel:\n\n${list}` +
        (input.comentario ? `\n\nComentario:\n${input.comentario}` : ''),
    },
    files: [],
  });
  const user = await db().user.findUniqueOrThrow({ where: { id: session.userId }, select: { email: true } });
  await recordAudit({
    actor: { id: null, email: user.email },
    action: 'hotel.correction-requested',
    objectType: 'hotel',
    objectId: hotelId,
    changes: {
      ...Object.fromEntries(changed.map((c) => [HOTEL_FIELDS[c.field].label, [c.now, c.asked] as [string, string]])),
      Caso: String(opened.id),
    },
    client,
  });
  return {
    ok: true,
    message: `Hemos abierto el caso ${opened.id} con tu petición: te avisaremos por correo cuando esté corregido.`,
    caso: opened.id,
  };
}
