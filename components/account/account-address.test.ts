// /micuenta's address: a tab click keeps the hotel and names the tab only (the invoice filters stay
// with the Mis facturas entry they were chosen in), another hotel starts afresh, a cancelled
// question about an invoice leaves the address, the tab shown is the one the address names
// when the contact has it, and Mis facturas reopens as it was left on the hotel shown.
import { describe, expect, it } from 'vitest';
import {
  contactOf,
  finderLeftFor,
  finderMemoryOf,
  hotelQuery,
  invoiceParamsOf,
  tabOf,
  tabQuery,
  tabsFor,
  withoutCaseInvoice,
} from './account-address';

const q = (text: string) => new URLSearchParams(text);

describe('tabQuery', () => {
  it('keeps the hotel and the tab, and drops the invoice filters and the invoice asked about', () => {
    expect(tabQuery(q('pestana=facturas&anio=2026&tipo=soporte&q=x&estado=vencida&pagina=2'), 'productos')).toBe(
      '?pestana=productos',
    );
    expect(tabQuery(q('hotel=7&pestana=facturas&anio=2026&tipo=soporte'), 'productos')).toBe(
      '?hotel=7&pestana=productos',
    );
    expect(tabQuery(q('hotel=7&pestana=soporte&factura=27'), 'facturas')).toBe('?hotel=7&pestana=facturas');
  });

  it('opens Mis facturas on the finder as it was left, and only Mis facturas', () => {
    const left = q('hotel=7&pestana=facturas&anio=todos&tipo=soporte&factura=3');
    expect(tabQuery(q('hotel=7&pestana=equipo'), 'facturas', false, left)).toBe(
      '?hotel=7&pestana=facturas&anio=todos&tipo=soporte',
    );
    expect(tabQuery(q('hotel=7&pestana=equipo'), 'productos', false, left)).toBe('?hotel=7&pestana=productos');
  });

  it('gives Mis datos the address without a tab', () => {
    expect(tabQuery(q('pestana=facturas&anio=2026'), 'datos')).toBe('');
    expect(tabQuery(q('hotel=7&pestana=avisos'), 'datos')).toBe('?hotel=7');
  });
});

describe('the other addresses', () => {
  it('another hotel: that hotel only', () => {
    expect(hotelQuery(9)).toBe('?hotel=9');
  });

  it('a cancelled question about an invoice: the same address without it', () => {
    expect(withoutCaseInvoice(q('hotel=7&pestana=soporte&factura=27'))).toBe('?hotel=7&pestana=soporte');
    expect(withoutCaseInvoice(q('factura=27'))).toBe('');
  });

  it('the invoice filters, as facturas.json reads them', () => {
    expect(invoiceParamsOf(q('hotel=7&pestana=facturas&anio=2025&tipo=soporte&factura=3')).toString()).toBe(
      'anio=2025&tipo=soporte',
    );
  });
});

describe('tabOf', () => {
  const billing = tabsFor(true);
  const other = tabsFor(false);

  it('shows the tab the address names when the contact has it, else Mis datos', () => {
    expect(tabOf('facturas', billing)).toBe('facturas');
    expect(tabOf('productos', other)).toBe('productos');
    expect(tabOf('facturas', other)).toBe('datos');
    expect(tabOf('equipo', other)).toBe('datos');
    expect(tabOf('nada', billing)).toBe('datos');
    expect(tabOf(null, billing)).toBe('datos');
  });

  it('opens on Seguridad while a second factor is owed, unless the address names another tab', () => {
    expect(tabOf(null, other, true)).toBe('seguridad');
    expect(tabOf('facturas', other, true)).toBe('seguridad'); // no invoices until then
    expect(tabOf('soporte', other, true)).toBe('soporte');
    expect(tabOf('datos', other, true)).toBe('datos');
    expect(tabQuery(q(''), 'datos', true)).toBe('?pestana=datos');
  });
});

describe('contactOf', () => {
  const contacts = [
    { id: 1, id_hotel: 10 },
    { id: 2, id_hotel: 20 },
  ];
  it('the contact of the hotel the address names, else the first (as the page chooses)', () => {
    expect(contactOf(contacts, '20')?.id).toBe(2);
    expect(contactOf(contacts, '99')?.id).toBe(1);
    expect(contactOf(contacts, null)?.id).toBe(1);
    expect(contactOf([], '10')).toBeUndefined();
  });
});

describe('the finder as it was left, per hotel', () => {
  const contacts = [
    { id: 1, id_hotel: 10 },
    { id: 2, id_hotel: 20 },
  ];
  const left = (address: string) => finderMemoryOf(contacts, q(address));
  const reopened = (memory: ReturnType<typeof left>, current: string) =>
    tabQuery(q(current), 'facturas', false, finderLeftFor(memory, contacts, q(current)));

  it('is the hotel shown: an address without `hotel` and one naming the first hotel are the same one', () => {
    expect(reopened(left('pestana=facturas&anio=2024&tipo=soporte'), 'hotel=10&pestana=equipo')).toBe(
      '?hotel=10&pestana=facturas&anio=2024&tipo=soporte',
    );
    expect(reopened(left('hotel=10&pestana=facturas&anio=2024'), 'pestana=equipo')).toBe('?pestana=facturas&anio=2024');
    // A hotel that is not the user's shows the first too.
    expect(reopened(left('hotel=99&pestana=facturas&q=x'), 'pestana=soporte')).toBe('?pestana=facturas&q=x');
  });

  it("never brings one hotel's filters to another", () => {
    expect(reopened(left('pestana=facturas&anio=2024'), 'hotel=20&pestana=equipo')).toBe('?hotel=20&pestana=facturas');
    expect(reopened(left('hotel=20&pestana=facturas&anio=2024'), 'hotel=10')).toBe('?hotel=10&pestana=facturas');
    expect(reopened(left('hotel=20&pestana=facturas&anio=2024'), '')).toBe('?pestana=facturas');
  });
});
