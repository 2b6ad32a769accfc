// The invoice's field table drives the import's header and row checks, the customer's CSV and the
// correction form's reading: each is checked here against the table itself.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { Prisma } from '@/lib/generated/prisma/client';
import { invoicesCsv } from './csv';
import {
  INVOICE_CSV_HEADER,
  INVOICE_EXPORT_HEADER,
  invoiceColumns,
  invoiceFields,
  invoiceFormValues,
  invoiceRecord,
  readInvoiceForm,
  readInvoiceRow,
  type InvoiceData,
} from './fields';

const invoice: InvoiceData = {
  hotelId: 7,
  number: '2026/0042-A',
  date: '2026-03-31',
  dueDate: '2026-04-30',
  type: 2,
  description: 'Soporte 24x7, primer trimestre',
  amountCents: 145200,
  paidAt: null,
};

describe('the invoice field table', () => {
  it('has every column of the Invoice model but its id, once', () => {
    const model = Object.values(Prisma.InvoiceScalarFieldEnum).filter((c) => c !== 'id');
    expect([...invoiceColumns].sort()).toEqual([...model].sort());
    for (const key of ['label', 'csv', 'form'] as const)
      expect(new Set(invoiceColumns.map((c) => invoiceFields[c][key])).size).toBe(invoiceColumns.length);
  });

  it('gives the import its header: the CSV column of every field, in the table order', () => {
    expect(INVOICE_CSV_HEADER).toBe(invoiceColumns.map((c) => invoiceFields[c].csv).join(','));
    expect(INVOICE_CSV_HEADER).toBe('hotel,number,date,due_date,type,description,amount,paid_date');
  });

  it('reads an import row through each field schema, every problem in the import words', () => {
    const good = {
      hotel: 'B46111222',
      number: '2026-0001',
      date: '31/03/2026',
      due_date: '2026-04-30',
      type: 'Soporte',
      description: 'Cuota',
      amount: '1.452,00',
    };
    expect(readInvoiceRow(good)).toEqual({
      values: {
        hotelId: 'B46111222',
        number: '2026-0001',
        date: '2026-03-31',
        dueDate: '2026-04-30',
        type: 2,
        description: 'Cuota',
        amountCents: 145200,
        paidAt: null,
      },
      problems: [],
    });
    // The paid date is optional: a file of the billing system from before it still reads, and a date is checked.
    expect(readInvoiceRow({ ...good, paid_date: '15/04/2026' }).values?.paidAt).toBe('2026-04-15');
    expect(readInvoiceRow({ ...good, paid_date: '2026-04-31' }).problems).toEqual([
      'fecha de pago no válida: 2026-04-31 (AAAA-MM-DD o DD/MM/AAAA)',
    ]);
    const bad = {
      hotel: '',
      number: 'F 1',
      date: '2026-02-30',
      due_date: '2026-01-01',
      type: 'regalo',
      description: 'a\nb',
      amount: 'diez',
    };
    expect(readInvoiceRow(bad).problems).toEqual([
      'falta el hotel',
      'número no válido: letras, cifras, / y -, hasta 31 caracteres',
      'fecha no válida: 2026-02-30 (AAAA-MM-DD o DD/MM/AAAA)',
      'tipo desconocido: regalo (0–3 o venta, servicio, soporte, otros)',
      'la descripción lleva un salto de línea u otro carácter de control: ha de ser una sola línea de texto',
      'el importe no es un número: diez',
    ]);
    expect(readInvoiceRow({ ...good, date: '2026-05-01' }).problems).toEqual(['el vencimiento es anterior a la fecha']);
  });

  it('gives the customer CSV its header and cells, from the account record', () => {
    expect(INVOICE_EXPORT_HEADER).toEqual([
      ...invoiceColumns.flatMap(
        (c) => (invoiceFields[c] as { export?: { headers: readonly string[] } }).export?.headers ?? [],
      ),
      'Estado',
    ]);
    const rows: string[][] = parse(invoicesCsv([invoiceRecord({ id: 1, ...invoice }, true, new Date('2026-04-10'))]), {
      bom: true,
      delimiter: ';',
    });
    expect(rows).toEqual([
      [
        'Número',
        'Fecha',
        'Vencimiento',
        'Tipo',
        'Descripción',
        'Base imponible',
        'IVA',
        'Total',
        'Fecha de pago',
        'Estado',
      ],
      [
        '2026/0042-A',
        '31/03/2026',
        '30/04/2026',
        'Soporte',
        'Soporte 24x7, primer trimestre',
        '1200,00',
        '252,00',
        '1452,00',
        '',
        'Pendiente',
      ],
    ]);
  });

  it('makes the account record the contract fields plus the number, due date, paid date and state', () => {
    expect(invoiceRecord({ id: 9, ...invoice, paidAt: '2026-04-20' }, false)).toEqual({
      id: 9,
      numero: '2026/0042-A',
      fecha: '2026-03-31',
      vencimiento: '2026-04-30',
      tipo: 2,
      descripcion: 'Soporte 24x7, primer trimestre',
      importe: 1452,
      fechapago: '2026-04-20',
      estado: 'pagada',
      ultima: false,
    });
    expect(invoiceRecord({ id: 9, ...invoice }, false, new Date('2026-05-01T10:00:00Z')).estado).toBe('vencida');
  });

  it('reads the correction form by its field names, as the import reads a row, in sentences', () => {
    const form = invoiceFormValues(invoice);
    expect(Object.keys(form)).toEqual(invoiceColumns.map((c) => invoiceFields[c].form));
    expect(form).toMatchObject({ importe: '1452,00', tipo: '2', fecha: '2026-03-31', hotel: '7' });
    expect(readInvoiceForm(form)).toEqual({ values: { ...invoice, hotelId: '7' }, problems: [] });
    expect(readInvoiceForm({ ...form, vencimiento: '2026-01-01', importe: 'abc', descripcion: '' }).problems).toEqual([
      'El vencimiento es anterior a la fecha.',
      'Falta la descripción.',
      'El importe no es un número (p. ej. 1452,00).',
    ]);
  });
});
