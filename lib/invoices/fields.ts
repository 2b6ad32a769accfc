// The invoice's field table: every column of the Invoice model once, with its Spanish label, its
// column in the billing system's CSV, its name in the back office's correction form, the zod schema
// that reads it from text (the import's cell and the form's field alike), and how people see it.
// The import (csv-import.ts), the customer's CSV (csv.ts), the back office's list, page, preview
// and correction (lib/invoices/staff/invoices.ts, app/(staff)/gestion/(panel)/facturas) and the account
// record (service.ts) are derived from it. The contract's own invoice shape (InvoiceDto,
// CONTRACT.md "Invoice") is fixed and stays written out in lib/account/types.ts.
import { z } from 'zod';
import { isoDayText } from '@/lib/format/intl';
import type { InvoiceDto } from '@/lib/account/types';
import type { Invoice } from '@/lib/generated/prisma/client';
import { CONTROL_CHARACTER_BUT_TAB } from '@/lib/text/control-characters';
import type { CsvCell } from '@/lib/text/csv';
import { formatCents, INVOICE_TYPES, invoiceTypeName, splitVat } from './format';
import { PAYMENT_STATE_LABELS, paymentState, type PaymentState } from './payment-state';

// --- Reading one value -----------------------------------------------------------------------

const NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,30}$/;

/** Letters, digits, `/` and `-`, up to 31 characters, starting with a letter or digit. */
export function isInvoiceNumber(value: string): boolean {
  return NUMBER.test(value);
}

/** `2026-03-31` or `31/03/2026` → `2026-03-31` when that day exists; null otherwise. */
export function isoDateOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const es = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : es ? [es[3], es[2], es[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return date.toISOString().slice(0, 10);
}

/** `1452.00`, `1452,00`, `1.452,00`, `-120,50` → cents; null when it is not an amount. */
export function centsOf(value: string): number | null {
  const negative = value.startsWith('-');
  const s = negative ? value.slice(1) : value;
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(s)) return null;
  // A comma is the decimal mark (dots group thousands); with no comma, a dot followed by one or
  // two digits is the decimal mark and any other dot groups thousands ("1.452" is 1452 €).
  const normalized = s.includes(',')
    ? s.replace(/\./g, '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(s)
      ? s
      : s.replace(/\./g, '');
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) && cents <= 2_000_000_000 ? (negative ? -cents : cents) : null;
}

/** `0`–`3` or `venta`, `servicio`, `soporte`, `otros` (any case) → 0–3; null otherwise. */
export function typeOf(value: string): number | null {
  if (/^[0-3]$/.test(value)) return Number(value);
  const i = (INVOICE_TYPES as readonly string[]).indexOf(value.toLowerCase());
  return i >= 0 ? i : null;
}

export const centsText = (cents: number) => (cents / 100).toFixed(2);

export const DESCRIPTION_MAX = 500;

/**
 * What is wrong with a description: too long, or not one line of text. A line break or another
 * control character (a tab aside) would reach the PDF, the customer's page and every CSV export;
 * in a spreadsheet the line after a break was a row of its own, a formula when it starts with `=`.
 */
export function descriptionProblems(description: string): string[] {
  const problems: string[] = [];
  if (description.length > DESCRIPTION_MAX) problems.push(`la descripción pasa de ${DESCRIPTION_MAX} caracteres`);
  if (CONTROL_CHARACTER_BUT_TAB.test(description))
    problems.push(
      'la descripción lleva un salto de línea u otro carácter de control: ha de ser una sola línea de texto',
    );
  return problems;
}

/**
 * A field's schema: trimmed text in, the stored value out. Empty text is "falta <noun>", or `empty`
 * when the field may be left out; `read` answers the value or what is wrong (in the import's
 * words, lower case, as the preview lists them).
 */
function textField<T>(noun: string, read: (text: string) => Read<T>, empty?: { value: T }) {
  return z.string().transform((raw, ctx): T => {
    const text = raw.trim();
    const got: Read<T> = text === '' ? (empty ?? { problems: [`falta ${noun}`] }) : read(text);
    if ('value' in got) return got.value;
    for (const message of got.problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

type Read<T> = { value: T } | { problems: string[] };
const valueOr = <T>(value: T | null, problem: string): Read<T> =>
  value === null ? { problems: [problem] } : { value };

// --- The table -------------------------------------------------------------------------------

/** How the correction form asks for a field. */
export type InvoiceInput =
  | { kind: 'text'; maxLength: number; wide?: boolean }
  | { kind: 'date' }
  | { kind: 'amount' }
  | { kind: 'type' }
  | { kind: 'hotel' };

export interface InvoiceFieldSpec<T, W = never, K extends string = string> {
  /** As staff pages and the customer's CSV head it */
  label: string;
  /** In "falta …" */
  noun: string;
  /** The import's column (CSV header, any case) */
  csv: string;
  /**
   * The CSV may lack this column (files of the billing system from before it existed still
   * import) and its cell may be empty; the schema then gives the column's default.
   */
  optional?: true;
  /** The correction form's field */
  form: string;
  /** The form's label when it says more than `label` (units) */
  formLabel?: string;
  input: InvoiceInput;
  /** In a table's cell: text that wraps, text kept on one line, or an amount (right, one line) */
  cell: 'text' | 'nowrap' | 'amount';
  /** Text (a CSV cell, a form field) → the stored value; its issues in the import's words */
  schema: z.ZodType<T, string>;
  /** The form's one sentence when the field is wrong, when it says it better than the import's words */
  formProblem?: string;
  /** A rule against the fields before it (read already), in the import's words: what is wrong, or null */
  check?(value: T, earlier: Readonly<Record<string, unknown>>): string | null;
  /** As people read it (staff list and page) */
  show(value: T): string;
  /** As the audit trail records it (before → after) */
  audit(value: T): string;
  /** As the correction form shows it for editing */
  edit(value: T): string;
  /** In the account's invoice record (InvoiceRecordDto, the customer's list): its key and wire value */
  record?: { key: K; of(value: T): W };
  /** In the customer's CSV: headers and cells, from the record's value */
  export?: { headers: readonly string[]; cells(value: W): CsvCell[] };
}

const field = <T, W = never, const K extends string = never>(spec: InvoiceFieldSpec<T, W, K>) => spec;
const same = (v: string) => v;

/**
 * Every column of the Invoice model but its id, in the CSV's order. The `satisfies` below fails the
 * type check when the model has a column this table lacks, or a value of another type.
 */
export const invoiceFields = {
  // The hotel is a reference (its id, or its NIF in the CSV) that the caller looks up.
  hotelId: field<string>({
    label: 'Hotel',
    noun: 'el hotel',
    csv: 'hotel',
    form: 'hotel',
    input: { kind: 'hotel' },
    cell: 'text',
    schema: textField('el hotel', (text) => ({ value: text })),
    formProblem: 'Elige un hotel de la lista.',
    show: same,
    audit: same,
    edit: same,
  }),
  number: field({
    label: 'Número',
    noun: 'el número',
    csv: 'number',
    form: 'numero',
    input: { kind: 'text', maxLength: 31 },
    cell: 'nowrap',
    schema: textField('el número', (text): Read<string> =>
      NUMBER.test(text)
        ? { value: text }
        : { problems: ['número no válido: letras, cifras, / y -, hasta 31 caracteres'] },
    ),
    show: same,
    audit: same,
    edit: same,
    record: { key: 'numero', of: same },
    export: { headers: ['Número'], cells: (v: string) => [v] },
  }),
  date: field({
    label: 'Fecha',
    noun: 'la fecha',
    csv: 'date',
    form: 'fecha',
    input: { kind: 'date' },
    cell: 'nowrap',
    schema: textField('la fecha', (text) =>
      valueOr(isoDateOf(text), `fecha no válida: ${text} (AAAA-MM-DD o DD/MM/AAAA)`),
    ),
    formProblem: 'Fecha no válida.',
    show: isoDayText,
    audit: same,
    edit: same,
    record: { key: 'fecha', of: same },
    export: { headers: ['Fecha'], cells: (v: string) => [isoDayText(v)] },
  }),
  dueDate: field({
    label: 'Vencimiento',
    noun: 'el vencimiento',
    csv: 'due_date',
    form: 'vencimiento',
    input: { kind: 'date' },
    cell: 'nowrap',
    schema: textField('el vencimiento', (text) =>
      valueOr(isoDateOf(text), `vencimiento no válido: ${text} (AAAA-MM-DD o DD/MM/AAAA)`),
    ),
    formProblem: 'Vencimiento no válido.',
    check: (dueDate, { date }) =>
      typeof date === 'string' && dueDate < date ? 'el vencimiento es anterior a la fecha' : null,
    show: isoDayText,
    audit: same,
    edit: same,
    record: { key: 'vencimiento', of: same },
    export: { headers: ['Vencimiento'], cells: (v: string) => [isoDayText(v)] },
  }),
  type: field({
    label: 'Tipo',
    noun: 'el tipo',
    csv: 'type',
    form: 'tipo',
    input: { kind: 'type' },
    cell: 'text',
    schema: textField('el tipo', (text) =>
      valueOr(typeOf(text), `tipo desconocido: ${text} (0–3 o ${INVOICE_TYPES.join(', ')})`),
    ),
    formProblem: 'Elige un tipo.',
    show: invoiceTypeName,
    audit: invoiceTypeName,
    edit: String,
    record: { key: 'tipo', of: (v: number) => v },
    export: { headers: ['Tipo'], cells: (v: number) => [invoiceTypeName(v)] },
  }),
  description: field({
    label: 'Descripción',
    noun: 'la descripción',
    csv: 'description',
    form: 'descripcion',
    input: { kind: 'text', maxLength: DESCRIPTION_MAX, wide: true },
    cell: 'text',
    schema: textField('la descripción', (text): Read<string> => {
      const problems = descriptionProblems(text);
      return problems.length ? { problems } : { value: text };
    }),
    show: same,
    audit: same,
    edit: same,
    record: { key: 'descripcion', of: same },
    export: { headers: ['Descripción'], cells: (v: string) => [v] },
  }),
  amountCents: field({
    label: 'Importe',
    noun: 'el importe',
    csv: 'amount',
    form: 'importe',
    formLabel: 'Importe con IVA (€)',
    input: { kind: 'amount' },
    cell: 'amount',
    schema: textField('el importe', (text) => valueOr(centsOf(text), `el importe no es un número: ${text}`)),
    formProblem: 'El importe no es un número (p. ej. 1452,00).',
    show: formatCents,
    audit: centsText,
    edit: (cents: number) => centsText(cents).replace('.', ','),
    // Euros with VAT in the record (the contract's `importe`); base, VAT and total in the CSV.
    record: { key: 'importe', of: (cents: number) => cents / 100 },
    export: {
      headers: ['Base imponible', 'IVA', 'Total'],
      cells: (euros: number) => {
        const totalCents = Math.round(euros * 100);
        const { baseCents, vatCents } = splitVat(totalCents);
        return [baseCents / 100, vatCents / 100, totalCents / 100];
      },
    },
  }),
  // Empty (or a file from before the column existed): not paid yet.
  paidAt: field({
    label: 'Fecha de pago',
    noun: 'la fecha de pago',
    csv: 'paid_date',
    optional: true,
    form: 'fechapago',
    input: { kind: 'date' },
    cell: 'nowrap',
    schema: textField<string | null>(
      'la fecha de pago',
      (text) => valueOr(isoDateOf(text), `fecha de pago no válida: ${text} (AAAA-MM-DD o DD/MM/AAAA)`),
      { value: null },
    ),
    formProblem: 'Fecha de pago no válida.',
    show: (v: string | null) => (v ? isoDayText(v) : 'Sin pagar'),
    audit: (v: string | null) => v ?? '',
    edit: (v: string | null) => v ?? '',
    record: { key: 'fechapago', of: (v: string | null) => v },
    export: { headers: ['Fecha de pago'], cells: (v: string | null) => [v ? isoDayText(v) : ''] },
  }),
} satisfies {
  [K in Exclude<keyof Invoice, 'id'>]: InvoiceFieldSpec<K extends 'hotelId' ? string : Invoice[K], unknown>;
};

export type InvoiceColumn = keyof typeof invoiceFields;
export const invoiceColumns = Object.keys(invoiceFields) as InvoiceColumn[];

type Spec<C extends InvoiceColumn> = (typeof invoiceFields)[C];
type ValueOf<C extends InvoiceColumn> = z.output<Spec<C>['schema']>;

/** An invoice's data as stored (the hotel by its id): what the import creates and the form corrects. */
export type InvoiceData = Omit<Invoice, 'id'>;

/** The fields as read from text, the hotel still a reference to look up. */
export type InvoiceValues = { [C in InvoiceColumn]: ValueOf<C> };

/** The import's words as a sentence of the form: `Falta la descripción.` */
export const sentence = (words: string) => `${words[0]!.toUpperCase()}${words.slice(1)}.`;

// --- The account's record ---------------------------------------------------------------------

type RecordPart<S> = S extends { record?: { key: infer K extends string; of(value: never): infer W } }
  ? { [P in K]: W }
  : unknown;
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * An invoice as the account page lists it (not part of the contract, whose invoice shape stays
 * InvoiceDto): the contract's fields and every field the table gives a record key (its number and
 * due date…), for the list, the finder, the CSV and the ZIP.
 */
export type InvoiceRecordDto = InvoiceDto &
  Intersection<{ [C in InvoiceColumn]: RecordPart<Spec<C>> }[InvoiceColumn]> & {
    /** Paid, pending or overdue at the time of reading (payment-state.ts), from `vencimiento` and `fechapago` */
    estado: PaymentState;
  };

/** The columns a record is read from. */
export const invoiceRecordSelect = Object.fromEntries([
  ['id', true],
  ...invoiceColumns.filter((c) => invoiceFields[c].record).map((c) => [c, true]),
]) as { id: true } & {
  [C in InvoiceColumn as RecordPart<Spec<C>> extends Record<string, never> ? never : C]: true;
};

/** The record of an invoice, newest-first position aside (`ultima`); its state as of `now`. */
export function invoiceRecord(
  row: Pick<Invoice, 'id'> & Partial<InvoiceData>,
  ultima: boolean,
  now: Date = new Date(),
): InvoiceRecordDto {
  const out: Record<string, unknown> = { id: row.id };
  for (const c of invoiceColumns) {
    const record = invoiceFields[c].record as { key: string; of(value: unknown): unknown } | undefined;
    if (record) out[record.key] = record.of(row[c]);
  }
  out.ultima = ultima;
  out.estado = paymentState(row.dueDate ?? '', row.paidAt ?? null, now);
  return out as unknown as InvoiceRecordDto;
}

/** The columns the contract's invoice (InvoiceDto, CONTRACT.md "Invoice") is made of. */
export const CONTRACT_INVOICE_COLUMNS = ['id', 'date', 'type', 'description', 'amountCents'] as const;

/**
 * The contract's invoice from those columns, by the record's own conversions (the same values as
 * the record's fields of those names; each of these columns has one), in the contract's order of keys.
 */
export function contractInvoice(
  row: Pick<Invoice, (typeof CONTRACT_INVOICE_COLUMNS)[number]>,
  ultima: boolean,
): InvoiceDto {
  return {
    id: row.id,
    fecha: invoiceFields.date.record!.of(row.date),
    tipo: invoiceFields.type.record!.of(row.type),
    descripcion: invoiceFields.description.record!.of(row.description),
    importe: invoiceFields.amountCents.record!.of(row.amountCents),
    ultima,
  };
}

/** The customer's CSV: its header and one invoice's cells, from the record. */
export const INVOICE_EXPORT_HEADER: readonly string[] = [
  ...invoiceColumns.flatMap(
    (c) => (invoiceFields[c] as { export?: { headers: readonly string[] } }).export?.headers ?? [],
  ),
  'Estado',
];
export function invoiceExportCells(record: InvoiceRecordDto): CsvCell[] {
  return [
    ...invoiceColumns.flatMap((c) => {
      const spec = invoiceFields[c] as { record?: { key: string }; export?: { cells(value: unknown): CsvCell[] } };
      return spec.record && spec.export
        ? spec.export.cells((record as unknown as Record<string, unknown>)[spec.record.key])
        : [];
    }),
    PAYMENT_STATE_LABELS[record.estado],
  ];
}

// --- The import ------------------------------------------------------------------------------

/** The CSV's columns, in the table's order, and the header the import expects. */
export const INVOICE_CSV_COLUMNS = invoiceColumns.map((c) => invoiceFields[c].csv);
/** The columns a file must have (the others may be left out). */
export const INVOICE_CSV_REQUIRED = invoiceColumns
  .filter((c) => !(invoiceFields[c] as { optional?: true }).optional)
  .map((c) => invoiceFields[c].csv);
export const INVOICE_CSV_HEADER = INVOICE_CSV_COLUMNS.join(',');

/** One row's cells (by CSV column) read through the table: the values, or every problem in the import's words. */
export function readInvoiceRow(
  cells: Record<string, string>,
): { values: InvoiceValues; problems: [] } | { values: null; problems: string[] } {
  return readThrough(
    cells,
    (c) => invoiceFields[c].csv,
    (_, issues) => issues,
  );
}

/** Text by column of the table (the demo's invoices), read as the import reads a row. */
export function readInvoiceText(
  text: Partial<Record<InvoiceColumn, string>>,
): { values: InvoiceValues; problems: [] } | { values: null; problems: string[] } {
  return readThrough(
    text,
    (c) => c,
    (_, issues) => issues,
  );
}

// --- The correction form ---------------------------------------------------------------------

/** The form's fields, in the table's order (wide ones last, as they span the row). */
export const invoiceFormFields = [...invoiceColumns].sort((a, b) => Number(isWide(a)) - Number(isWide(b)));
function isWide(c: InvoiceColumn): boolean {
  const input = invoiceFields[c].input;
  return input.kind === 'text' && input.wide === true;
}

/** The form's values (by form field name), read as the import reads a row; problems as sentences. */
export function readInvoiceForm(
  form: Record<string, string | undefined>,
): { values: InvoiceValues; problems: [] } | { values: null; problems: string[] } {
  const cells = Object.fromEntries(
    invoiceColumns.map((c) => [invoiceFields[c].form, form[invoiceFields[c].form] ?? '']),
  );
  return readThrough(
    cells,
    (c) => invoiceFields[c].form,
    (c, issues) => {
      const spec: { formProblem?: string } = invoiceFields[c];
      return spec.formProblem ? [spec.formProblem] : issues.map(sentence);
    },
    sentence,
  );
}

/** The form's default values for an invoice (by form field name). */
export function invoiceFormValues(invoice: InvoiceData): Record<string, string> {
  return Object.fromEntries(
    invoiceColumns.map((c) => [
      invoiceFields[c].form,
      (invoiceFields[c].edit as (v: unknown) => string)(c === 'hotelId' ? String(invoice.hotelId) : invoice[c]),
    ]),
  );
}

function readThrough(
  cells: Partial<Record<string, string>>,
  nameOf: (c: InvoiceColumn) => string,
  wordsOf: (c: InvoiceColumn, issues: string[]) => string[],
  ruleWords: (words: string) => string = (w) => w,
): { values: InvoiceValues; problems: [] } | { values: null; problems: string[] } {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const c of invoiceColumns) {
    const spec: Pick<InvoiceFieldSpec<unknown>, 'schema' | 'check'> = invoiceFields[c];
    const parsed = spec.schema.safeParse(cells[nameOf(c)] ?? '');
    if (!parsed.success) {
      problems.push(
        ...wordsOf(
          c,
          parsed.error.issues.map((i) => i.message),
        ),
      );
      continue;
    }
    values[c] = parsed.data;
    const broken = spec.check?.(parsed.data, values);
    if (broken) problems.push(ruleWords(broken));
  }
  return problems.length ? { values: null, problems } : { values: values as InvoiceValues, problems: [] };
}

// --- As people read it ---------------------------------------------------------------------

/** The back office's list of invoices: these columns, in this order (then whether it has an original). */
export const STAFF_LIST_COLUMNS: readonly InvoiceColumn[] = [
  'number',
  'date',
  'hotelId',
  'type',
  'description',
  'amountCents',
];

/** A field's value as people read it (the hotel as given: the caller shows its name). */
export function shownValue<C extends InvoiceColumn>(column: C, value: InvoiceData[C] | string): string {
  return column === 'hotelId' ? String(value) : (invoiceFields[column].show as (v: unknown) => string)(value);
}

/** The label of a field where there is room to say more (the form, the invoice's page). */
export const longLabel = (column: InvoiceColumn) =>
  (invoiceFields[column] as { formLabel?: string }).formLabel ?? invoiceFields[column].label;

// -----------------------------------------------------------------------

/** The fields as the audit trail records them (`número`, `fecha`…), the hotel by its name. */
export function invoiceAuditFields(invoice: InvoiceData, hotelName: string): Record<string, string> {
  return Object.fromEntries(
    invoiceColumns.map((c) => [
      invoiceFields[c].label.toLowerCase(),
      c === 'hotelId' ? hotelName : (invoiceFields[c].audit as (v: unknown) => string)(invoice[c]),
    ]),
  );
}

/** The columns whose stored value differs, in Spanish (`fecha`, `importe`…). */
export function invoiceDifferences(stored: InvoiceData, given: InvoiceData): string[] {
  return invoiceColumns
    .filter((c) => c !== 'number' && stored[c] !== given[c])
    .map((c) => invoiceFields[c].label.toLowerCase());
}
