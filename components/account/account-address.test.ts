// /micuenta's address: a tab click keeps the hotel and names the tab only (the invoice filters stay
// with the Mis facturas entry they were chosen in), another hotel keeps the tab and drops what names
// the other hotel's things (its filters, the invoice asked about), a cancelled
// question about an invoice or prefilled case leaves the address, a link prefills a new case (checked
// as read), the tab shown is the one the address names when the contact has it, and Mis facturas
// reopens as it was left on the hotel shown.
import { describe, expect, it } from 'vitest';
import { supportChoices } from '@/lib/support/fields';
import {
  caseDraftOf,
  caseDraftQuery,
  contactOf,
  finderLeftFor,
  finderLeftIn,
  finderMemoryOf,
  hotelQuery,
  invoiceParamsOf,
  rememberFinder,
  tabOf,
  tabQuery,
  tabsFor,
  withoutCasePrefill,
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

describe('hotelQuery', () => {
  const billing = tabsFor(true);
  const other = tabsFor(false);

  it('keeps the tab: Soporte stays Soporte, Mis datos stays the address without a tab', () => {
    expect(hotelQuery(q('hotel=7&pestana=soporte'), 9, billing)).toBe('?hotel=9&pestana=soporte');
    expect(hotelQuery(q('pestana=avisos'), 9, other)).toBe('?hotel=9&pestana=avisos');
    expect(hotelQuery(q('hotel=7'), 9, billing)).toBe('?hotel=9');
    expect(hotelQuery(q(''), 9, other)).toBe('?hotel=9');
  });

  it("drops what names the other hotel's things: the invoice asked about, the finder's filters and page", () => {
    expect(hotelQuery(q('hotel=7&pestana=soporte&factura=27'), 9, billing)).toBe('?hotel=9&pestana=soporte');
    expect(
      hotelQuery(q('hotel=7&pestana=facturas&anio=2024&tipo=soporte&estado=vencida&q=x&pagina=3'), 9, billing),
    ).toBe('?hotel=9&pestana=facturas');
    expect(hotelQuery(q('hotel=7&pestana=facturas&anio=2024&otra=cosa'), 9, billing)).toBe('?hotel=9&pestana=facturas');
  });

  it('brings Mis facturas of that hotel as it was left there, and only on Mis facturas', () => {
    const left = q('hotel=9&pestana=facturas&anio=todos&pagina=2&factura=3');
    expect(hotelQuery(q('hotel=7&pestana=facturas&anio=2024'), 9, billing, left)).toBe(
      '?hotel=9&pestana=facturas&anio=todos&pagina=2',
    );
    expect(hotelQuery(q('hotel=7&pestana=soporte'), 9, billing, left)).toBe('?hotel=9&pestana=soporte');
  });

  it("a tab the new hotel's contact does not have: Mis datos", () => {
    expect(hotelQuery(q('hotel=7&pestana=facturas&anio=2024'), 9, other)).toBe('?hotel=9');
    expect(hotelQuery(q('hotel=7&pestana=equipo'), 9, other)).toBe('?hotel=9');
    expect(hotelQuery(q('hotel=7&pestana=nada'), 9, billing)).toBe('?hotel=9');
  });

  it('keeps `pestana=datos` as written (a second factor owed: Mis datos named)', () => {
    expect(hotelQuery(q('pestana=datos'), 9, other)).toBe('?hotel=9&pestana=datos');
  });
});

describe('the other addresses', () => {
  it('a cancelled question about an invoice: the same address without it', () => {
    expect(withoutCasePrefill(q('hotel=7&pestana=soporte&factura=27'))).toBe('?hotel=7&pestana=soporte');
    expect(withoutCasePrefill(q('factura=27'))).toBe('');
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

describe('the finder as it was left, on each hotel', () => {
  const contacts = [
    { id: 1, id_hotel: 10 },
    { id: 2, id_hotel: 20 },
  ];
  const memories = () => {
    const kept = rememberFinder(new Map(), finderMemoryOf(contacts, q('pestana=facturas&anio=2024')));
    return rememberFinder(kept, finderMemoryOf(contacts, q('hotel=20&pestana=facturas&anio=todos&tipo=soporte')));
  };

  it("each hotel gets its own back: another hotel's list does not forget the first one's", () => {
    const kept = memories();
    expect(finderLeftIn(kept, contacts, q('hotel=10'))?.get('anio')).toBe('2024');
    expect(finderLeftIn(kept, contacts, q(''))?.get('anio')).toBe('2024');
    expect(finderLeftIn(kept, contacts, q('hotel=20&pestana=soporte'))?.get('tipo')).toBe('soporte');
  });

  it('brings them on another hotel and on a tab click alike', () => {
    const kept = memories();
    const there = q('hotel=10');
    expect(
      hotelQuery(q('hotel=20&pestana=facturas&anio=todos'), 10, tabsFor(true), finderLeftIn(kept, contacts, there)),
    ).toBe('?hotel=10&pestana=facturas&anio=2024');
    const current = q('hotel=20&pestana=equipo');
    expect(tabQuery(current, 'facturas', false, finderLeftIn(kept, contacts, current))).toBe(
      '?hotel=20&pestana=facturas&anio=todos&tipo=soporte',
    );
  });

  it('a hotel never left on Mis facturas: none', () => {
    const kept = rememberFinder(new Map(), finderMemoryOf(contacts, q('pestana=facturas&anio=2024')));
    expect(finderLeftIn(kept, contacts, q('hotel=20'))).toBeUndefined();
  });
});

describe('a new case prefilled by a link', () => {
  const rules = supportChoices();
  const subject = 'Actualizar Othello a la versión 2026.3';

  it('writes the Soporte tab of the hotel with the form open, the subject and the module', () => {
    const query = caseDraftQuery(7, { asunto: subject, area: 'othello' });
    expect(query).toBe(
      '?hotel=7&pestana=soporte&nuevo=1&asunto=Actualizar+Othello+a+la+versi%C3%B3n+2026.3&modulo=othello',
    );
    expect(caseDraftQuery(7, {})).toBe('?hotel=7&pestana=soporte&nuevo=1');
  });

  it('reads back what it wrote', () => {
    const address = q(caseDraftQuery(7, { asunto: subject, area: 'terminal-punto-de-venta' }));
    expect(caseDraftOf(address, rules)).toEqual({
      asunto: subject,
      area: 'terminal-punto-de-venta',
      categoria: null,
      prioridad: null,
    });
    expect(caseDraftOf(q('hotel=7&pestana=soporte&nuevo=1'), rules)).toEqual({
      asunto: null,
      area: null,
      categoria: null,
      prioridad: null,
    });
    const update = q(caseDraftQuery(7, { asunto: subject, area: 'othello', categoria: 'consulta', prioridad: 'baja' }));
    expect(update.get('tipo')).toBeNull(); // the invoice finder's, not the case's
    expect(caseDraftOf(update, rules)).toMatchObject({ categoria: 'consulta', prioridad: 'baja' });
  });

  it('opens the form only for `nuevo=1`', () => {
    expect(caseDraftOf(q('hotel=7&pestana=soporte'), rules)).toBeNull();
    expect(caseDraftOf(q('hotel=7&pestana=soporte&asunto=Hola&modulo=othello'), rules)).toBeNull();
    expect(caseDraftOf(q('hotel=7&pestana=soporte&nuevo=si&asunto=Hola'), rules)).toBeNull();
  });

  it('takes a type and a priority the form offers only', () => {
    expect(caseDraftOf(q('nuevo=1&tipo_caso=formacion&prioridad=alta'), rules)).toMatchObject({
      categoria: 'formacion',
      prioridad: 'alta',
    });
    expect(caseDraftOf(q('nuevo=1&tipo_caso=venta&prioridad=urgente'), rules)).toMatchObject({
      categoria: null,
      prioridad: null,
    });
  });

  it('takes a module the form offers only', () => {
    expect(caseDraftOf(q('nuevo=1&modulo=otro'), rules)?.area).toBe('otro');
    expect(caseDraftOf(q('nuevo=1&modulo=inventado'), rules)?.area).toBeNull();
    expect(caseDraftOf(q('nuevo=1&modulo=OTHELLO'), rules)?.area).toBeNull();
    expect(caseDraftOf(q('nuevo=1&modulo='), rules)?.area).toBeNull();
  });

  it('takes a subject on one line within the limit, dropping (not cutting) a longer one', () => {
    const max = rules.limits.subject;
    const at = (text: string) => caseDraftOf(q(`nuevo=1&${new URLSearchParams({ asunto: text })}`), rules)?.asunto;
    expect(at('  Actualizar\n\tOthello  ')).toBe('Actualizar Othello');
    expect(at('x'.repeat(max))).toBe('x'.repeat(max));
    expect(at('x'.repeat(max + 1))).toBeNull();
    expect(at('   ')).toBeNull();
    expect(at('Hola\u0000adiós')).toBeNull();
    expect(at('Hola\u009badiós')).toBeNull();
    // The form still opens, with the module, on a subject refused.
    expect(caseDraftOf(q(`nuevo=1&modulo=othello&asunto=${'x'.repeat(max + 1)}`), rules)).toMatchObject({
      asunto: null,
      area: 'othello',
    });
  });

  it('leaves the address once the form is cancelled or the case opened, and with any other tab or hotel', () => {
    const prefilled = q(
      'hotel=7&pestana=soporte&estado_caso=nueva&nuevo=1&asunto=Hola&modulo=othello&tipo_caso=consulta&prioridad=baja&factura=3',
    );
    expect(withoutCasePrefill(prefilled)).toBe('?hotel=7&pestana=soporte&estado_caso=nueva');
    expect(tabQuery(prefilled, 'productos')).toBe('?hotel=7&pestana=productos');
    expect(hotelQuery(prefilled, 9, tabsFor(true))).toBe('?hotel=9&pestana=soporte');
  });
});
