// Demo data of the customer area, seeded in demo mode only (lib/seed). Idempotent: hotels
// are found by tax id, users by e-mail, contacts by user × hotel, invoices by number; only what is
// missing is added, so a password changed in the demo is never reset by a restart.
import 'server-only';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db';
import { searchNameOf } from './search-name';

export const DEMO_PASSWORD = 'Demo-2026-Mille';
export const DEMO_TEMPORARY_PASSWORD = 'Temporal-2026';

type HotelKey = 'mediterraneo' | 'sierra' | 'atlantico';

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

/** [date, type (0 venta, 1 servicio, 2 soporte, 3 otros), concept, total with VAT in euros] */
type DemoInvoice = [string, number, string, number];

export const demoInvoices: Record<HotelKey, DemoInvoice[]> = {
  mediterraneo: [
    ['2024-11-29', 0, 'Licencia Othello recepción (hasta 120 habitaciones)', 4356.0],
    ['2024-12-20', 1, 'Implantación y puesta en marcha de Othello', 1815.0],
    ['2025-01-31', 2, 'Soporte 24x7, enero de 2025', 217.8],
    ['2025-02-28', 1, 'Formación del equipo de recepción (8 horas)', 580.8],
    ['2025-03-31', 0, 'Licencia terminal punto de venta (2 puestos)', 1452.0],
    ['2025-04-30', 2, 'Soporte 24x7, segundo trimestre de 2025', 653.4],
    ['2025-06-16', 3, 'Lector de documentos de identidad para recepción', 314.6],
    ['2025-07-31', 2, 'Soporte 24x7, tercer trimestre de 2025', 653.4],
    ['2025-09-15', 0, 'Licencia motor de reservas OnetBooking', 726.0],
    ['2025-10-31', 2, 'Soporte 24x7, cuarto trimestre de 2025', 653.4],
    ['2025-11-28', 1, 'Integración con el channel manager', 363.0],
    ['2026-01-30', 2, 'Soporte 24x7, primer trimestre de 2026', 689.7],
    ['2026-03-31', 0, 'Licencia check-in online rápido', 363.0],
    ['2026-04-30', 2, 'Soporte 24x7, segundo trimestre de 2026', 689.7],
    ['2026-06-30', 3, 'Manuales impresos y material de formación', 96.8],
    ['2026-07-31', 2, 'Soporte 24x7, tercer trimestre de 2026', 689.7],
    ['2026-09-30', 1, 'Adaptación a Veri*Factu y configuración de series', 435.6],
    ['2026-10-30', 2, 'Soporte 24x7, cuarto trimestre de 2026', 689.7],
  ],
  sierra: [
    ['2025-05-30', 0, 'Licencia Othello recepción (hasta 60 habitaciones)', 2904.0],
    ['2025-06-30', 1, 'Implantación y formación inicial', 1210.0],
    ['2026-01-30', 2, 'Soporte 24x7, primer semestre de 2026', 871.2],
    ['2026-07-31', 2, 'Soporte 24x7, segundo semestre de 2026', 871.2],
  ],
  atlantico: [
    ['2025-02-14', 0, 'Licencia Othello recepción y terminal punto de venta', 5445.0],
    ['2025-03-14', 1, 'Implantación y migración de datos', 2178.0],
    ['2025-12-19', 2, 'Soporte 24x7, año 2026', 1306.8],
    ['2026-05-29', 3, 'Tableta para firma digital del huésped', 423.5],
    ['2026-08-31', 0, 'Licencia de eventos y salones', 726.0],
  ],
};

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Invoice numbers `YYYY-NNNN`, one series per year over every hotel, in date order. */
function numbered(): { hotel: HotelKey; number: string; invoice: DemoInvoice }[] {
  const all = (Object.keys(demoInvoices) as HotelKey[]).flatMap((hotel) =>
    demoInvoices[hotel].map((invoice) => ({ hotel, invoice })),
  );
  all.sort((a, b) => a.invoice[0].localeCompare(b.invoice[0]) || a.hotel.localeCompare(b.hotel));
  const seq = new Map<string, number>();
  return all.map(({ hotel, invoice }) => {
    const year = invoice[0].slice(0, 4);
    const n = (seq.get(year) ?? 0) + 1;
    seq.set(year, n);
    return { hotel, invoice, number: `${year}-${String(n).padStart(4, '0')}` };
  });
}

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
  for (const { hotel, number, invoice } of numbered()) {
    const [date, type, description, total] = invoice;
    const exists = await client.invoice.findUnique({ where: { number }, select: { id: true } });
    if (exists) continue;
    await client.invoice.create({
      data: {
        hotelId: hotelIds[hotel],
        number,
        date,
        dueDate: addDays(date, 30),
        type,
        description,
        amountCents: Math.round(total * 100),
      },
    });
  }
}

export const accountsSeeder = { name: 'accounts', run: seedAccounts };
