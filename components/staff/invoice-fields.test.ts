// The back office's correction form is drawn from the invoice's field table: one input per field,
// named as the route reads it, labelled and filled from the table.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  invoiceColumns,
  invoiceFields,
  invoiceFormValues,
  longLabel,
  readInvoiceForm,
  type InvoiceData,
} from '@/lib/invoices/fields';
import { InvoiceFormFields } from './invoice-fields';

const invoice: InvoiceData = {
  hotelId: 2,
  number: 'F-7',
  date: '2026-03-31',
  dueDate: '2026-04-30',
  type: 1,
  description: 'Implantación',
  amountCents: 121000,
  paidAt: null,
};
const hotel = { id: 2, name: 'Hotel Dos', taxId: 'B00000002' };

describe('the invoice correction form', () => {
  it('has one input per field of the table, named and labelled from it, with the invoice values', () => {
    const html = renderToStaticMarkup(createElement(InvoiceFormFields, { invoice, hotel }));
    const labels = [...html.matchAll(/<label class="([^"]*)">([^<]*)<(input|select)([^>]*)>/g)]
      .map(([, cls, label, tag, attrs]) => ({
        label,
        tag,
        wide: cls!.includes('sm:col-span-2'),
        name: /name="([^"]*)"/.exec(attrs!)?.[1],
        value: /value="([^"]*)"/.exec(attrs!)?.[1],
        attrs: attrs!,
      }))
      .filter((l) => l.name !== undefined);
    // The hotel is the picker's: its box shows the hotel, a hidden field sends its id.
    const typed = invoiceColumns.filter((c) => c !== 'hotelId');
    expect(labels.map((l) => l.name).sort()).toEqual(typed.map((c) => invoiceFields[c].form).sort());
    expect(html).toContain('<input type="hidden" name="hotel" value="2"/>');
    for (const c of typed) expect(labels.find((l) => l.name === invoiceFields[c].form)?.label).toBe(longLabel(c));
    const byName = Object.fromEntries(labels.map((l) => [l.name, l]));
    expect(byName.descripcion).toMatchObject({ wide: true, tag: 'input', value: 'Implantación' });
    expect(byName.descripcion!.attrs).toContain('maxLength="500"');
    expect(byName.importe).toMatchObject({ value: '1210,00' });
    expect(byName.importe!.attrs).toContain('inputMode="decimal"');
    expect(byName.fecha!.attrs).toContain('type="date"');
    expect(html).toContain('<option value="1" selected="">Servicio</option>');
    // What the form sends back unchanged is the invoice.
    const sent = Object.fromEntries(labels.filter((l) => l.tag === 'input').map((l) => [l.name!, l.value!]));
    expect(sent).toEqual(
      Object.fromEntries(Object.entries(invoiceFormValues(invoice)).filter(([k]) => k !== 'hotel' && k !== 'tipo')),
    );
    expect(readInvoiceForm({ ...sent, hotel: '2', tipo: '1' })).toEqual({
      values: { ...invoice, hotelId: '2' },
      problems: [],
    });
  });
});
