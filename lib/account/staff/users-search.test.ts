// The back office's customer users, searched (/gestion/usuarios?q=): by the start of any word of
// the address, of the user's name as a contact or of their hotels' names, accents and case aside;
// the search follows every change of those (a contact renamed, moved, removed; a hotel renamed; a
// user's address changed or the user deleted), and reads indexes only: the users' e-mail index in
// its order and the full-text index, never the users, contacts or hotels whole
// (lib/testing/query-plans.ts), on SQLite and (TEST_POSTGRES_SERVER) on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { listCustomers, USER_STATE_LABELS, USERS_PAGE_SIZE } from './users';

const emails = async (q: string, page = 1) => (await listCustomers(q, page)).rows.map((r) => r.email);

let cadiz: number;
let levante: number;

beforeAll(async () => {
  const hotel = (name: string, taxId: string) =>
    db().hotel.create({ data: { name, legalName: name, taxId }, select: { id: true } });
  cadiz = (await hotel('Hotel Cádiz Centro', 'B10000001')).id;
  levante = (await hotel('Apartamentos Levante', 'B10000002')).id;
  const user = (email: string, contacts: Array<[number, string]>) =>
    db().user.create({
      data: {
        email,
        passwordHash: '',
        contacts: { create: contacts.map(([hotelId, name]) => ({ hotelId, name, contactType: 1 })) },
      },
    });
  await user('recepcion@hotelcadiz.es', [[cadiz, 'Recepción']]);
  await user('ana.garcia@example.es', [
    [cadiz, 'Ana García Martínez'],
    [levante, 'Ana García'],
  ]);
  await user('facturas@levante.es', [[levante, 'Luis Pérez']]);
  await user('sin.hotel@example.es', []);
  // Enough of one kind to need a second page.
  for (let i = 0; i < USERS_PAGE_SIZE + 5; i++)
    await user(`reserva${String(i).padStart(2, '0')}@cadena.es`, [[levante, `Reservas ${i}`]]);
});

describe('the customer users’ search', () => {
  it('finds by the start of a word of the address, the contact’s name or the hotel’s name, accents and case aside', async () => {
    expect(await emails('recep')).toEqual(['recepcion@hotelcadiz.es']);
    expect(await emails('GARCIA mart')).toEqual(['ana.garcia@example.es']);
    expect(await emails('cádiz')).toEqual(['ana.garcia@example.es', 'recepcion@hotelcadiz.es']);
    expect(await emails('pérez')).toEqual(['facturas@levante.es']);
    expect(await emails('example')).toEqual(['ana.garcia@example.es', 'sin.hotel@example.es']);
    // Not the middle of a word.
    expect(await emails('cepcion')).toEqual([]);
    expect((await listCustomers('', 1)).total).toBe(4 + USERS_PAGE_SIZE + 5);
  });

  it('pages the matches by address with their total', async () => {
    const first = await listCustomers('reservas', 1);
    expect(first.total).toBe(USERS_PAGE_SIZE + 5);
    expect(first.rows.map((r) => r.email)).toEqual(
      Array.from({ length: USERS_PAGE_SIZE }, (_, i) => `reserva${String(i).padStart(2, '0')}@cadena.es`),
    );
    expect(first.rows[0]!.hotels).toEqual(['Apartamentos Levante']);
    expect(await emails('reservas', 2)).toHaveLength(5);
  });

  it('follows a contact renamed, moved or removed, a hotel renamed, an address changed and a user deleted', async () => {
    const luis = await db().hotelContact.findFirstOrThrow({ where: { name: 'Luis Pérez' } });
    await db().hotelContact.update({ where: { id: luis.id }, data: { name: 'Luisa Sánchez', hotelId: cadiz } });
    expect(await emails('perez')).toEqual([]);
    expect(await emails('sanchez cadiz')).toEqual(['facturas@levante.es']);
    await db().hotel.update({ where: { id: cadiz }, data: { name: 'Hotel Bahía' } });
    expect(await emails('cadiz')).toEqual([]);
    expect(await emails('hotelcadiz')).toEqual(['recepcion@hotelcadiz.es']); // its address still says so
    expect(await emails('bahia')).toEqual(['ana.garcia@example.es', 'facturas@levante.es', 'recepcion@hotelcadiz.es']);
    await db().hotelContact.delete({ where: { id: luis.id } });
    expect(await emails('sanchez')).toEqual([]);
    expect(await emails('facturas')).toEqual(['facturas@levante.es']);
    await db().user.update({ where: { email: 'facturas@levante.es' }, data: { email: 'cobros@levante.es' } });
    expect(await emails('facturas')).toEqual([]);
    expect(await emails('cobros')).toEqual(['cobros@levante.es']);
    await db().user.delete({ where: { email: 'cobros@levante.es' } });
    expect(await emails('cobros')).toEqual([]);
  });

  it('reads indexes only: the e-mail index in its order and the full-text index', async () => {
    for (const [q, page] of [
      ['garcia', 1],
      ['reservas', 2],
      ['', 2],
    ] as const) {
      const { verdict } = await checkQueryPlans(() => listCustomers(q, page));
      // PostgreSQL shows the walk of the e-mail index testing each user against the hashed set of
      // matches as a filter: meant (lib/db/search says why), as long as it is that set.
      const searchWalk =
        /^walks User whole through User_email_key, filtering \(\(\(hashed SubPlan \d+\) OR \(id IS NULL\)\)\)/;
      expect(verdict.problems.filter((p) => !searchWalk.test(p))).toEqual([]);
      if (q)
        expect(
          verdict.plans.some((p) => /UserSearch VIRTUAL TABLE INDEX|UserSearch_words_idx/.test(p.plan.join('\n'))),
        ).toBe(true);
    }
  });
});

describe('the customer users’ state', () => {
  it('is said of the account, as /gestion/personal says it: activa, invitación pendiente, desactivada', async () => {
    const [invited] = (await listCustomers('recep', 1)).rows;
    expect(USER_STATE_LABELS[invited!.state]).toBe('Invitación pendiente');
    expect(USER_STATE_LABELS).toEqual({ active: 'Activa', invited: 'Invitación pendiente', disabled: 'Desactivada' });
  });
});
