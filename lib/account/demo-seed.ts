// Demo data of the customer area, seeded in demo mode only (lib/seed): the hotels, their users and
// contacts (their invoices: lib/invoices/demo-seed.ts). Idempotent: hotels are found by tax id,
// users by e-mail, contacts by user × hotel; only what is missing is added, so a password changed
// in the demo is never reset by a restart (nor a hotel's data: a mandate is given on creation only).
import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { searchNameOf } from './search-name';

export const DEMO_PASSWORD = 'Demo-2026-Mille';
export const DEMO_TEMPORARY_PASSWORD = 'Temporal-2026';

export type HotelKey = 'mediterraneo' | 'sierra' | 'atlantico';

export const demoHotels: Record<
  HotelKey,
  {
    name: string;
    legalName: string;
    taxId: string;
    web: string;
    address: string;
    postalCode: string;
    city: string;
    province: string;
    email: string;
    phone: string;
    phone2: string;
    /** A hotel on SEPA B2B direct debit: its mandate reference (the invoices tab's «Cómo pagar») */
    sepaMandate: string;
  }
> = {
  mediterraneo: {
    name: 'Hotel Mediterráneo',
    legalName: 'Hoteles del Mediterráneo Levante, S.L.',
    taxId: 'B46512877',
    web: 'https://www.hotelmediterraneo.es',
    address: 'Paseo de Neptuno, 12',
    postalCode: '46011',
    city: 'Valencia',
    province: 'Valencia',
    email: 'reservas@hotelmediterraneo.es',
    phone: '963 56 12 00',
    phone2: '963 56 12 01',
    // Pays by transfer (and is late: lib/invoices/demo-seed.ts), so its contacts see the transfer details.
    sepaMandate: '',
  },
  sierra: {
    name: 'Hotel Sierra Nevada',
    legalName: 'Alojamientos Sierra Nevada, S.A.',
    taxId: 'A18234567',
    web: 'https://www.hotelsierranevada.es',
    address: 'Calle Recogidas, 30',
    postalCode: '18005',
    city: 'Granada',
    province: 'Granada',
    email: 'info@hotelsierranevada.es',
    phone: '958 25 40 00',
    phone2: '',
    sepaMandate: '',
  },
  atlantico: {
    name: 'Hotel Atlántico',
    legalName: 'Hotel Atlántico Cádiz, S.L.',
    taxId: 'B11678901',
    web: 'https://www.hotelatlantico.es',
    address: 'Avenida Duque de Nájera, 9',
    postalCode: '11002',
    city: 'Cádiz',
    province: 'Cádiz',
    email: 'recepcion@hotelatlantico.es',
    phone: '956 22 69 05',
    phone2: '956 22 69 06',
    // On direct debit: its only contact (direccion@hotelatlantico.es) sees the mandate on a first look.
    sepaMandate: 'B2B-B11678901-0001',
  },
};

interface DemoContact {
  hotel: HotelKey;
  type: number;
  name: string;
  phone: string;
  phone2?: string;
  otherEmails?: string;
  position: string;
  notes?: string;
}

const users: { email: string; password: string; mustChange: boolean; contacts: DemoContact[] }[] = [
  {
    email: 'facturas@hotelmediterraneo.es',
    password: DEMO_PASSWORD,
    mustChange: false,
    contacts: [
      {
        hotel: 'mediterraneo',
        type: 1,
        name: 'Lucía Ferrer Martí',
        phone: '654 321 987',
        otherEmails: 'administracion@hotelmediterraneo.es',
        position: 'Responsable de administración',
        notes: 'Recibe las facturas de todos los establecimientos del grupo.',
      },
      {
        hotel: 'sierra',
        type: 1,
        name: 'Lucía Ferrer Martí',
        phone: '654 321 987',
        otherEmails: 'administracion@hotelsierranevada.es',
        position: 'Responsable de administración del grupo',
      },
    ],
  },
  {
    email: 'recepcion@hotelmediterraneo.es',
    password: DEMO_PASSWORD,
    mustChange: false,
    contacts: [
      {
        hotel: 'mediterraneo',
        type: 2,
        name: 'Javier Soler Ribes',
        phone: '611 222 333',
        phone2: '963 56 12 00',
        position: 'Jefe de recepción',
        notes: 'Contacto para incidencias de Othello en recepción.',
      },
    ],
  },
  {
    email: 'nuevo@hotelmediterraneo.es',
    password: DEMO_TEMPORARY_PASSWORD,
    mustChange: true,
    contacts: [
      { hotel: 'mediterraneo', type: 1, name: 'Marta Gil Navarro', phone: '622 444 555', position: 'Contable' },
    ],
  },
  {
    email: 'direccion@hotelatlantico.es',
    password: DEMO_PASSWORD,
    mustChange: false,
    contacts: [
      {
        hotel: 'atlantico',
        type: 1,
        name: 'Antonio Rendón Caballero',
        phone: '699 876 543',
        otherEmails: 'gerencia@hotelatlantico.es',
        position: 'Director',
      },
    ],
  },
];

/** Tax ids the demo hotels had before their check digits were made valid: found and corrected. */
const FORMER_TAX_IDS: Record<HotelKey, string> = {
  mediterraneo: 'B46512873',
  sierra: 'A18234569',
  atlantico: 'B11678904',
};

export async function seedAccounts(): Promise<void> {
  const client = db();
  const hotelIds = {} as Record<HotelKey, number>;
  for (const key of Object.keys(demoHotels) as HotelKey[]) {
    const h = demoHotels[key];
    const found = await client.hotel.findFirst({
      where: { taxId: { in: [h.taxId, FORMER_TAX_IDS[key]] } },
      select: { id: true, taxId: true },
    });
    if (found && found.taxId !== h.taxId)
      await client.hotel.update({ where: { id: found.id }, data: { taxId: h.taxId } });
    hotelIds[key] = found
      ? found.id
      : (
          await client.hotel.create({
            data: { ...h, country: 'España', searchName: searchNameOf(h.name) },
            select: { id: true },
          })
        ).id;
  }
  for (const u of users) {
    let user = await client.user.findUnique({ where: { email: u.email }, select: { id: true } });
    user ??= await client.user.create({
      data: { email: u.email, passwordHash: await hashPassword(u.password), mustChangePassword: u.mustChange },
      select: { id: true },
    });
    for (const c of u.contacts) {
      const hotelId = hotelIds[c.hotel];
      const exists = await client.hotelContact.findUnique({
        where: { userId_hotelId: { userId: user.id, hotelId } },
        select: { id: true },
      });
      if (exists) continue;
      await client.hotelContact.create({
        data: {
          userId: user.id,
          hotelId,
          contactType: c.type,
          name: c.name,
          phone: c.phone,
          phone2: c.phone2 ?? '',
          otherEmails: c.otherEmails ?? '',
          position: c.position,
          notes: c.notes ?? '',
        },
      });
    }
  }
}

export const accountsSeeder = { name: 'accounts', run: seedAccounts };
