// An invoice's fields in the back office, drawn from the field table (lib/invoices/fields.ts): the
// cells of a table row, the invoice's data, and the correction form's inputs (server-rendered
// inside an ActionForm; the names are the table's form fields, which the route reads).
import type { ReactNode } from 'react';
import { INVOICE_TYPES, invoiceTypeName } from '@/lib/invoices/format';
import {
  invoiceFields,
  invoiceFormFields,
  invoiceFormValues,
  longLabel,
  shownValue,
  type InvoiceColumn,
  type InvoiceData,
} from '@/lib/invoices/fields';
import { HotelPicker } from './hotel-picker';
import { fieldClass } from './post';

const cellClass = {
  text: '',
  nowrap: 'whitespace-nowrap',
  amount: 'text-right whitespace-nowrap tabular-nums',
} as const;

/** A table cell's class for a field (its kind of cell in the table). */
export const invoiceCellClass = (column: InvoiceColumn) => cellClass[invoiceFields[column].cell];

/** A field's column heading for ListTable: its label, aligned right for amounts. */
export function invoiceHeading(column: InvoiceColumn): string | { heading: string; align: 'right' } {
  const { label, cell } = invoiceFields[column];
  return cell === 'amount' ? { heading: label, align: 'right' } : label;
}

type Hotel = { id: number; name: string; taxId: string };

/** The invoice's data as a definition list: every field but its number (the page's title). */
export function InvoiceDetails({ invoice, hotel }: { invoice: InvoiceData; hotel: Hotel }) {
  return (
    <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
      {invoiceFormFields
        .filter((c) => c !== 'number')
        .map((c) => (
          <Detail
            key={c}
            label={longLabel(c)}
            className={
              c === 'description' ? 'break-words' : invoiceFields[c].cell === 'amount' ? 'tabular-nums' : undefined
            }
          >
            {c === 'hotelId' ? `${hotel.name} (${hotel.taxId})` : shownValue(c, invoice[c])}
          </Detail>
        ))}
    </dl>
  );
}

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** The correction form's inputs, with the invoice's values (`hotel`: its hotel now). */
export function InvoiceFormFields({ invoice, hotel }: { invoice: InvoiceData; hotel: Hotel }) {
  const values = invoiceFormValues(invoice);
  return invoiceFormFields.map((c) => {
    const spec = invoiceFields[c];
    const input = spec.input;
    const name = spec.form;
    const wide = input.kind === 'text' && input.wide;
    // The hotel is chosen in the picker (a select of every hotel would carry 2,000 of them).
    if (input.kind === 'hotel')
      return (
        <HotelPicker key={c} name={name} label={longLabel(c)} initial={hotel} required className="block font-medium" />
      );
    return (
      <label key={c} className={`block font-medium${wide ? ' sm:col-span-2' : ''}`}>
        {longLabel(c)}
        {input.kind === 'type' ? (
          <select name={name} defaultValue={values[name]} className={fieldClass}>
            {INVOICE_TYPES.map((_, t) => (
              <option key={t} value={t}>
                {invoiceTypeName(t)}
              </option>
            ))}
          </select>
        ) : (
          <input
            name={name}
            defaultValue={values[name]}
            // An optional field (the paid date of an unpaid invoice) may stay empty.
            required={!(spec as { optional?: true }).optional}
            {...(input.kind === 'date'
              ? { type: 'date' }
              : input.kind === 'amount'
                ? { inputMode: 'decimal' as const }
                : { maxLength: input.maxLength })}
            className={fieldClass}
          />
        )}
      </label>
    );
  });
}
