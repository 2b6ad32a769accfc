// The back office's hotels, searched (/gestion/hoteles?q=, and the hotel pickers through
// findHotels): by the start of the NIF/CIF along its index, or by the start of any word of the
// name, legal name, NIF/CIF, city or province, accents and case aside, through the full-text index
// (lib/db/search, "HotelSearch"), in the order of the name; the search follows every change of
// those fields and a hotel's deletion, and reads indexes only (lib/testing/query-plans.ts), on
// SQLite and (TEST_POSTGRES_SERVER) on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { searchNameOf } from '@/lib/account/search-name';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { findHotels, HOTEL_CHOICES, HOTELS_PAGE_SIZE, listHotels } from './hotels';

const names = async (q: string, page = 1) => (await listHotels(q, page)).rows.map((r) => r.name);
const picked = async (q: string) => (await findHotels(q)).map((h) => h.name);

const hotel = (name: string, legalName: string, taxId: string, city = '', province = '') =>
  db().hotel.create({
    data: { name, searchName: searchNameOf(name), legalName, taxId, city, province },
    select: { id: true },
  });

let nevada: number;

beforeAll(async () => {
  nevada = (await hotel('Hotel Sierra Nevada', 'Alojamientos Sierra Nevada, S.A.', 'A18000001', 'Granada', 'Granada'))
    .id;
  await hotel('Hotel Bahía', 'Turismo Gaditano, S.L.', 'B11000002', 'Cádiz', 'Cádiz');
  await hotel('Apartamentos Levante', 'Levante Playa, S.L.', 'B03000003', 'Benidorm', 'Alicante');
  await hotel('Hostal Ávila', 'Ávila Hostelería, S.L.', 'B05000004', 'Ávila', 'Ávila');
  // Enough of one kind to need a second page of the list and more than the picker shows.
  for (let i = 0; i < HOTELS_PAGE_SIZE + 5; i++)
    await hotel(
      `Hotel Cadena ${String(i).padStart(2, '0')}`,
      'Cadena Hotelera, S.A.',
      `B2900${String(i).padStart(4, '0')}`,
      'Málaga',
      'Málaga',
    );
});

describe('the hotels’ search', () => {
  it('finds a hotel by a word in the middle of its name, by its legal name, city and province', async () => {
    expect(await names('sierra')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('nevada')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('NEVA')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('Alojamientos')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('Granada')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('gaditano')).toEqual(['Hotel Bahía']);
    expect(await names('alicante')).toEqual(['Apartamentos Levante']);
    // Every word must be there, in any field, in any order.
    expect(await names('nevada granada')).toEqual(['Hotel Sierra Nevada']);
    expect(await names('levante granada')).toEqual([]);
    // Not the middle of a word.
    expect(await names('vada')).toEqual([]);
  });

  it('reads a lone digit as a word, so a number in the name tells hotels apart', async () => {
    expect(await names('cadena 1')).toEqual(Array.from({ length: 10 }, (_, i) => `Hotel Cadena 1${i}`));
    expect((await listHotels('cadena 1', 1)).total).toBe(10);
    expect(await picked('Hotel Cadena 2')).toEqual(Array.from({ length: 10 }, (_, i) => `Hotel Cadena 2${i}`));
  });

  it('finds by the city with and without accents, in any case', async () => {
    for (const q of ['Cádiz', 'cadiz', 'CADIZ', 'cádiz']) expect(await names(q), q).toEqual(['Hotel Bahía']);
    for (const q of ['Ávila', 'avila']) expect(await names(q), q).toEqual(['Hostal Ávila']);
    expect(await names('bahia')).toEqual(['Hotel Bahía']);
  });

  it('finds by the start of the NIF/CIF, however it is typed', async () => {
    expect((await listHotels('a18', 1)).rows.map((r) => r.taxId)).toEqual(['A18000001']);
    expect((await findHotels('B-11.000')).map((h) => h.taxId)).toEqual(['B11000002']);
    expect((await listHotels('B2900', 1)).total).toBe(HOTELS_PAGE_SIZE + 5);
    expect(await names('B99')).toEqual([]);
  });

  it('pages the matches by name with their total, and the picker shows the first of them', async () => {
    const first = await listHotels('cadena', 1);
    expect(first.total).toBe(HOTELS_PAGE_SIZE + 5);
    expect(first.rows.map((r) => r.name)).toEqual(
      Array.from({ length: HOTELS_PAGE_SIZE }, (_, i) => `Hotel Cadena ${String(i).padStart(2, '0')}`),
    );
    expect(first.rows[0]).toMatchObject({ legalName: 'Cadena Hotelera, S.A.', city: 'Málaga', contacts: 0 });
    expect(await names('cadena', 2)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Hotel Cadena ${String(HOTELS_PAGE_SIZE + i).padStart(2, '0')}`),
    );
    expect(await picked('málaga hotelera')).toHaveLength(HOTEL_CHOICES);
    expect(await picked('sierra')).toEqual(['Hotel Sierra Nevada']);
    // One letter is no word: the start of the name, as before.
    expect(await picked('h')).toEqual([
      'Hostal Ávila',
      'Hotel Bahía',
      ...Array.from({ length: HOTEL_CHOICES - 2 }, (_, i) => `Hotel Cadena ${String(i).padStart(2, '0')}`),
    ]);
    expect((await listHotels('', 1)).total).toBe(4 + HOTELS_PAGE_SIZE + 5);
  });

  it('follows a hotel renamed, moved, its legal name changed, and deleted', async () => {
    await db().hotel.update({
      where: { id: nevada },
      data: { name: 'Hotel Alhambra', searchName: 'hotel alhambra', legalName: 'Nazarí Hoteles, S.L.', city: 'Guadix' },
    });
    expect(await names('sierra')).toEqual([]);
    expect(await names('alojamientos')).toEqual([]);
    expect(await names('alhambra nazari guadix granada')).toEqual(['Hotel Alhambra']);
    await db().hotel.delete({ where: { id: nevada } });
    expect(await names('alhambra')).toEqual([]);
    expect((await listHotels('alhambra', 1)).total).toBe(0);
  });

  it('reads indexes only: the name’s index in its order and the full-text index, or the NIF/CIF’s', async () => {
    for (const [q, page] of [
      ['granada', 1],
      ['cadena', 2],
      ['hotel cadena', 1],
      ['cadena 1', 1],
      ['B29', 2],
      ['h', 1],
      ['', 2],
    ] as const) {
      const runs: Array<() => Promise<unknown>> = [() => listHotels(q, page), () => findHotels(q)];
      for (const run of runs) {
        const { verdict } = await checkQueryPlans(run);
        // PostgreSQL shows the walk of the name's index testing each hotel against the hashed set
        // of matches as a filter: meant (lib/db/search says why), as long as it is that set.
        const searchWalk =
          /^walks Hotel whole through Hotel_searchName_id_idx, filtering \(\(\(hashed SubPlan \d+\) OR \(id IS NULL\)\)\)/;
        expect(
          verdict.problems.filter((p) => !searchWalk.test(p)),
          `${q} ${page}`,
        ).toEqual([]);
        if (/^[a-z][a-z1 ]+$/.test(q))
          expect(
            verdict.plans.some((p) => /HotelSearch VIRTUAL TABLE INDEX|HotelSearch_words_idx/.test(p.plan.join('\n'))),
          ).toBe(true);
      }
    }
  });
});
