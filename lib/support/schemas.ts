// The checks of what a customer sends about a case (opening, replying, closing, reopening,
// rating), built from the field table (fields.ts). A value that does not do is refused with one
// Spanish sentence naming the field (400 `bad-request`, in the contract's format). Ids the client
// sends are only shapes here: the service looks them up against the session.
import 'server-only';
import { z } from 'zod';
import { refusals } from '@/lib/http/errors';
import { isPlainLine, stripControlCharacters } from '@/lib/text/control-characters';
import { CASE_LIMITS, CATEGORIES, PRIORITIES, PRODUCT_AREAS } from './fields';
import type { Submission } from './submission';

const values = <T extends { value: string }>(choices: readonly T[]) =>
  choices.map((c) => c.value) as [T['value'], ...T['value'][]];

const id = z.union([
  z.number().int().positive().max(999_999_999),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);

/** One line: trimmed, no control or zero-width character. */
const line = (max: number) =>
  z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().min(1).max(max).refine(isPlainLine));

/** Several lines: line breaks as LF, control characters but newline and tab removed, trimmed. */
const text = (max: number, min = 1) =>
  z
    .string()
    .transform((v) => stripControlCharacters(v.replace(/\r\n?/g, '\n')).trim())
    .pipe(z.string().min(min).max(max));

/** `notificar`: contact ids as a list, a form's repeated field or one comma-separated text. */
const contactIds = z
  .union([
    z.array(id),
    z
      .string()
      .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/)
      .transform((v) => v.split(',').flatMap((s) => (s.trim() ? [Number(s)] : []))),
    z.array(
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ),
  ])
  .pipe(z.array(z.number()).max(CASE_LIMITS.followers));

export const openCaseSchema = z.object({
  id_hotel: id,
  categoria: z.enum(values(CATEGORIES)),
  area: z.enum(values(PRODUCT_AREAS)).default('otro'),
  prioridad: z.enum(values(PRIORITIES)),
  asunto: line(CASE_LIMITS.subject),
  descripcion: text(CASE_LIMITS.text),
  notificar: contactIds.default([]),
  id_factura: id.optional(),
});
export type OpenCase = z.output<typeof openCaseSchema>;

export const replySchema = z.object({ texto: text(CASE_LIMITS.text) });

export const stateSchema = z.discriminatedUnion('accion', [
  z.object({ accion: z.literal('cerrar') }),
  z.object({ accion: z.literal('reabrir') }),
  z.object({
    accion: z.literal('valorar'),
    valoracion: z.union([z.number().int(), z.string().regex(/^\d$/).transform(Number)]).pipe(z.number().min(1).max(5)),
    comentario: text(CASE_LIMITS.ratingComment, 0).default(''),
  }),
]);
export type StateAction = z.output<typeof stateSchema>;

/** Follow the case (`seguir`: true) or stop following it (false); a form's "true"/"false" too. */
export const followSchema = z.object({
  seguir: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

/** What each field must be, as the refusal says it. */
const FIELD_RULE: Record<string, string> = {
  id_hotel: 'Indica el hotel (id_hotel) de uno de sus hoteles.',
  categoria: 'La categoría debe ser incidencia, consulta, formacion o facturacion.',
  area: `El área debe ser uno de los módulos: ${values(PRODUCT_AREAS).join(', ')}.`,
  prioridad: 'La prioridad debe ser critica, alta, media o baja.',
  asunto: `Escribe el asunto en una línea, de 1 a ${CASE_LIMITS.subject} caracteres.`,
  descripcion: `Describe el caso (de 1 a ${CASE_LIMITS.text.toLocaleString('es-ES')} caracteres).`,
  notificar: `A quién avisar: una lista de hasta ${CASE_LIMITS.followers} contactos del hotel (sus id).`,
  id_factura: 'La factura (id_factura) debe ser el número de una factura del hotel.',
  texto: `Escribe el mensaje (de 1 a ${CASE_LIMITS.text.toLocaleString('es-ES')} caracteres).`,
  accion: 'La acción debe ser cerrar, reabrir o valorar.',
  valoracion: 'La valoración debe ser un número del 1 al 5.',
  seguir: 'Indica si quieres seguir el caso (seguir: true) o dejar de seguirlo (false).',
  comentario: `El comentario admite hasta ${CASE_LIMITS.ratingComment.toLocaleString('es-ES')} caracteres.`,
};

/** The submission checked by `schema`, or a 400 whose sentence names the first field that does not do. */
export function checked<S extends z.ZodType>(schema: S, submission: Submission): z.output<S> {
  const result = schema.safeParse(submission);
  if (result.success) return result.data;
  const field = String(result.error.issues[0]?.path[0] ?? '');
  throw refusals.of('invalid', 'bad-request', FIELD_RULE[field] ?? 'Solicitud no válida');
}
