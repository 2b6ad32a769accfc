import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/auth/sign-in';
import { db } from '@/lib/db';
import { addContact, createHotel, createUser, importInvoices, parseCsv, resetPassword, StaffError, unlockUser } from './staff';

async function lockAgain() {
  for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
  expect((await signIn('gerencia@ejemplo.es', 'x', 'staff-test')).answer.exceptionmessagetraducible).toBe('accountLocked');
}

describe('staff accounts', () => {
  it('creates a user with a temporary password that must be changed', async () => {
    const { email, password } = await createUser('Gerencia@Ejemplo.es');
    expect(email).toBe('gerencia@ejemplo.es');
    expect(password).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    const { answer } = await signIn(email, password, 'staff-test');
    expect(answer).toMatchObject({ loginok: false, regenerarpass: true });
    await expect(createUser(email)).rejects.toBeInstanceOf(StaffError);
  });

  it('adds a contact by tax id, resets and unlocks', async () => {
    await createHotel({ name: 'Hotel Faro', legalName: 'Faro Hoteles, S.L.', taxId: 'b35111222', city: 'Las Palmas' });
    const id = await addContact('gerencia@ejemplo.es', { hotel: 'B35111222', type: '1', name: 'Rosa Díaz' });
    expect((await db().hotelContact.findUniqueOrThrow({ where: { id } })).contactType).toBe(1);
    for (let i = 0; i < 10; i++) await signIn('gerencia@ejemplo.es', `wrong-password-${i}`, `staff-test-${i}`);
    expect((await signIn('gerencia@ejemplo.es', 'anything-else', 'staff-test')).answer.exceptionmessagetraducible).toBe('accountLocked');
    await unlockUser('gerencia@ejemplo.es');
    expect((await signIn('gerencia@ejemplo.es', 'wrong-again', 'staff-test')).answer.exceptionmessagetraducible).toBe('invalidCredentials');
    await lockAgain();
    // A reset lifts the lockout too: the new temporary password gets through.
    const { password } = await resetPassword('gerencia@ejemplo.es');
    expect((await signIn('gerencia@ejemplo.es', password, 'staff-test')).answer.regenerarpass).toBe(true);
  });

  it('imports invoices all or nothing, idempotently', async () => {
    const csv = 'hotel;number;date;due_date;type;description;amount\nB35111222;2026-7001;2026-01-31;2026-03-02;venta;"Licencia; anual";1.452,00\nB35111222;2026-7002;2026-02-28;2026-03-30;2;Soporte;217.80\nB35111222;2026-7003;2026-03-31;2026-04-30;otros;Tableta;1.210\n';
    expect(await importInvoices(csv)).toEqual({ created: 3, skipped: 0 });
    expect(await importInvoices(csv)).toEqual({ created: 0, skipped: 3 });
    const cents = (await db().invoice.findMany({ where: { number: { startsWith: '2026-700' } }, orderBy: { number: 'asc' } })).map((i) => i.amountCents);
    expect(cents).toEqual([145200, 21780, 121000]);
    await expect(importInvoices('hotel,number,date,due_date,type,description,amount\nB35111222,2026-7009,2026-01-31,2026-03-02,venta,X,1.452,00\n')).rejects.toThrow(/más columnas/);
    await expect(importInvoices('hotel,number,date,due_date,type,description,amount\nB35111222,2026-7010,31/01/2026,2026-03-02,venta,X,10\nNOPE,2026-7011,2026-01-31,2026-03-02,venta,X,10\n')).rejects.toThrow(/línea 2.*\n.*línea 3/s);
    expect(await db().invoice.count({ where: { number: { in: ['2026-7010', '2026-7011'] } } })).toBe(0);
    expect(parseCsv('a,b\n"x ""y""",2\n')).toEqual([{ a: 'x "y"', b: '2' }]);
  });
  it('reads CSV as spreadsheets save it', () => {
    // Byte-order mark, CRLF, a quoted line break, blank lines, a short row, header in capitals.
    expect(parseCsv('\uFEFFHotel;Description ;Amount\r\nB1;"dos\r\nlíneas";1,5\r\n\r\n;;\r\nB2\r\n')).toEqual([
      { hotel: 'B1', description: 'dos\r\nlíneas', amount: '1,5' },
      { hotel: 'B2', description: '', amount: '' },
    ]);
    expect(() => parseCsv('a,b\n1,2\n1,2,3\n')).toThrow('La fila 3 tiene más columnas que la cabecera');
    expect(() => parseCsv('a,b\n"sin cerrar,2\n')).toThrow(StaffError);
  });
});
