// The words and checks of products and their versions, one place for each: the states of a version,
// the kinds of its files, the catalogue the site sells, a version's form (its zod schema, Spanish
// refusals) and how versions compare. Pure: the back office's pages, the customer's tab, the
// public page and the services read it.
import { z } from 'zod';
import { dateFormat } from '@/lib/format/intl';

export const VERSION_STATES = ['borrador', 'publicada', 'retirada'] as const;
export type VersionState = (typeof VERSION_STATES)[number];
export const VERSION_STATE_LABELS: Record<VersionState, string> = {
  borrador: 'Borrador',
  publicada: 'Publicada',
  retirada: 'Retirada',
};

export const FILE_KINDS = ['installer', 'manual', 'notes'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  installer: 'Instalador',
  manual: 'Manual',
  notes: 'Notas de la versión',
};

/** A version file's longest size: an installer of 2 GB (the store's Int column holds up to 2^31 − 1). */
export const VERSION_FILE_MAX_BYTES = 2_000_000_000;

/**
 * The modules the site sells, by the last part of their /soluciones/<slug> page
 * (lib/content/solutions.ts): the migration that made the Product table inserted these, and a test
 * holds the two equal.
 */
export const PRODUCT_SLUGS = [
  'othello',
  'terminal-punto-de-venta',
  'back-office',
  'motor-onetbooking',
  'eventos-y-salones',
  'aplicaciones-moviles',
  'aplicaciones-web',
  'channel-manager',
] as const;

/** The rules a Veri*Factu declaration complies with, as written on it unless staff say otherwise. */
export const DEFAULT_REGULATION = 'Real Decreto 1007/2023 y Orden HAC/1177/2024';

/** A real day written YYYY-MM-DD (not 2026-02-31). */
export function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Escribe la fecha como AAAA-MM-DD.', abort: true })
  .refine((v) => isDay(v), 'La fecha no existe.')
  .transform((v) => new Date(`${v}T00:00:00Z`));
const optionalDay = z.union([z.literal('').transform(() => null), day]);
const text = (max: number, label: string) => z.string().trim().max(max, `${label}: como mucho ${max} caracteres.`);

/**
 * A version's number as the catalogue writes them (2026.4, 5.1, 5.1.2): two to four numbers joined
 * by dots, and perhaps a suffix after a dash (2026.9-rc1, 5.1-beta.2). compareVersionNumbers orders
 * them. The form's input carries the same pattern (`pattern`, which the browser anchors and compiles
 * with the `v` flag: hence `[.\-]`, valid there too) and length, and says these words beside it
 * (components/staff/products/version-number-field.tsx) before anything is sent.
 */
export const VERSION_NUMBER_PATTERN = String.raw`\d{1,10}(?:\.\d{1,10}){1,3}(?:-[0-9A-Za-z]+(?:[.\-][0-9A-Za-z]+)*)?`;
/** The input's own pattern: blanks around the number allowed, as the server trims them. */
export const VERSION_NUMBER_INPUT_PATTERN = String.raw`\s*(?:${VERSION_NUMBER_PATTERN})\s*`;
export const VERSION_NUMBER_MAX = 40;
/** Shown under the field, before anything is wrong. */
export const VERSION_NUMBER_HINT =
  'Números separados por puntos (2026.4, 5.1, 5.1.2) y, si hace falta, un sufijo tras un guion (2026.9-rc1).';
export const versionNumber = z
  .string()
  .trim()
  .min(1, { message: 'Escribe el número de versión.', abort: true })
  .max(VERSION_NUMBER_MAX, {
    message: `El número de versión: como mucho ${VERSION_NUMBER_MAX} caracteres.`,
    abort: true,
  })
  .regex(
    new RegExp(`^(?:${VERSION_NUMBER_PATTERN})$`),
    'El número de versión se escribe con números separados por puntos, como 2026.4, 5.1 o 5.1.2, y, si hace falta, un sufijo tras un guion (2026.9-rc1).',
  );

/** Why a version number does not fit (the server's words, for the form to say beside the field), or null. */
export function versionNumberProblem(value: string): string | null {
  const parsed = versionNumber.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** A version's form as the back office sends it (every field a string; the notes HTML, sanitised by the service). */
export const versionForm = z
  .object({
    numero: versionNumber,
    fecha: day,
    notas: z.string().max(200_000, 'Las notas son demasiado largas.').default(''),
    verifactu: z
      .string()
      .optional()
      .transform((v) => v === 'on' || v === 'true' || v === '1'),
    productor: text(200, 'El productor').default(''),
    versionDeclarada: text(40, 'La versión declarada').default(''),
    fechaDeclaracion: optionalDay.default(null),
    normativa: text(200, 'La normativa').default(''),
    lugarFirma: text(100, 'El lugar de la firma').default(''),
    fechaFirma: optionalDay.default(null),
  })
  .superRefine((v, ctx) => {
    if (!v.verifactu) return;
    const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.productor) missing('productor', 'Una versión adaptada a Veri*Factu lleva el productor de la declaración.');
    if (!v.lugarFirma) missing('lugarFirma', 'Una versión adaptada a Veri*Factu lleva el lugar de la firma.');
    if (!v.fechaFirma) missing('fechaFirma', 'Una versión adaptada a Veri*Factu lleva la fecha de la firma.');
  });
export type VersionFormInput = z.input<typeof versionForm>;
export type VersionFormValues = z.output<typeof versionForm>;

/**
 * Orders version numbers as people read them: numeric parts as numbers (5.10 after 5.9), other parts
 * as text. Used only to tell "newer" where two versions share a release date.
 */
export function compareVersionNumbers(a: string, b: string): number {
  const pa = a.split(/[.\-+_ ]/);
  const pb = b.split(/[.\-+_ ]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    const nx = /^\d+$/.test(x) ? Number(x) : NaN;
    const ny = /^\d+$/.test(y) ? Number(y) : NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) return nx - ny;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Newer first: by release date, then by number. */
export function newerFirst<V extends { releasedOn: Date; number: string }>(a: V, b: V): number {
  return b.releasedOn.getTime() - a.releasedOn.getTime() || compareVersionNumbers(b.number, a.number);
}

/** A day as the pages show it (d/m/yyyy), for a date kept at midnight UTC. */
export function dayLabel(date: Date): string {
  return dateFormat({ day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A day as a form's value (YYYY-MM-DD). */
export function dayValue(date: Date | null): string {
  return date ? date.toISOString().slice(0, 10) : '';
}
