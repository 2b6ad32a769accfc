// Demo data of remote access, seeded in demo mode only (lib/seed): Hotel Mediterráneo has a grant
// in force (given yesterday for 7 days by its billing contact) and a past one, expired a month
// ago, with a session a technician logged on it, so the Soporte tab and the back office's list
// show something real on a first look. Idempotent: a hotel that has any grant is left alone.
import 'server-only';
import { demoHotels } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';

const DAY = 86_400_000;
const GRANTOR = 'facturas@hotelmediterraneo.es';

export async function seedRemoteAccess(now = new Date()): Promise<void> {
  const hotel = await db().hotel.findFirst({ where: { taxId: demoHotels.mediterraneo.taxId }, select: { id: true } });
  const user = await db().user.findUnique({ where: { email: GRANTOR }, select: { id: true } });
  if (!hotel || !user) return;
  if (await db().remoteGrant.findFirst({ where: { hotelId: hotel.id }, select: { id: true } })) return;
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3_600_000);
  const grantor = { hotelId: hotel.id, grantedById: user.id, grantedByEmail: GRANTOR };
  await db().remoteGrant.create({
    data: {
      ...grantor,
      startsAt: at(-40),
      endsAt: at(-33),
      createdAt: at(-40),
      note: 'El TPV de recepción no imprime los tickets desde la actualización.',
      sessions: {
        create: {
          hotelId: hotel.id,
          staffId: 0,
          staffEmail: 'soporte@millehotel.es',
          technician: 'Jorge Soporte',
          startedAt: at(-39, 1),
          endedAt: at(-39, 2),
          whatWasDone:
            'Reinstalado el controlador de la impresora de tickets del TPV de recepción y comprobada una venta de prueba con el jefe de recepción.',
        },
      },
    },
  });
  await db().remoteGrant.create({
    data: {
      ...grantor,
      startsAt: at(-1),
      endsAt: at(6),
      createdAt: at(-1),
      note: 'Revisar el cierre de caja de Othello: el informe diario no cuadra con el TPV.',
    },
  });
}

export const remoteAccessSeeder = { name: 'remote-access', run: () => seedRemoteAccess() };
