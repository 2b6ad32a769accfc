// Demo data of the status page: a resolved incident of last week and a maintenance window next
// week, so /estado, its history bars and its feeds show something on a first look. The default
// components come with their migration. Idempotent: seeds only a status page with neither.
import 'server-only';
import { db } from '@/lib/db';
import { dateToMadridLocal, madridLocalToDate } from '@/lib/news/madrid-time';

/** The Madrid wall-clock time `hh:mm` of the day `days` from now. */
function madridAt(days: number, time: string): Date {
  const day = dateToMadridLocal(new Date(Date.now() + days * 86_400_000)).slice(0, 10);
  return madridLocalToDate(`${day}T${time}`)!;
}

export const statusSeeder = {
  name: 'status',
  run: async () => {
    const [incidents, windows] = await Promise.all([db().incident.count(), db().maintenance.count()]);
    if (incidents > 0 || windows > 0) return;
    const components = new Map(
      (await db().statusComponent.findMany({ select: { id: true, name: true } })).map((c) => [c.name, c.id]),
    );
    const channel = components.get('Channel manager');
    const pms = components.get('Othello PMS en la nube');
    const booking = components.get('Motor de reservas OnetBooking');
    if (channel) {
      const start = madridAt(-6, '10:12');
      const minutes = (m: number) => new Date(start.getTime() + m * 60_000);
      await db().incident.create({
        data: {
          title: 'Retrasos al enviar la disponibilidad a los canales',
          state: 'resuelto',
          startedAt: start,
          resolvedAt: minutes(58),
          components: {
            create: [
              { componentId: channel, impact: 'parcial' },
              ...(booking ? [{ componentId: booking, impact: 'degradado' }] : []),
            ],
          },
          updates: {
            create: [
              {
                at: start,
                state: 'investigando',
                text: 'Los cambios de disponibilidad y precios tardan en llegar a algunos canales. Lo estamos revisando.',
              },
              {
                at: minutes(25),
                state: 'identificado',
                text: 'Una cola de envío se había detenido tras una actualización del proveedor de uno de los canales. La estamos vaciando.',
              },
              {
                at: minutes(58),
                state: 'resuelto',
                text: 'Todos los cambios pendientes se han enviado y los canales vuelven a recibirlos al momento.',
              },
            ],
          },
        },
      });
    }
    if (pms) {
      await db().maintenance.create({
        data: {
          title: 'Actualización de los servidores de Othello en la nube',
          text: 'Othello en la nube no estará disponible durante la ventana. Las reservas de los canales y de la web se guardan y entran en Othello al terminar.',
          startsAt: madridAt(7, '02:00'),
          endsAt: madridAt(7, '04:00'),
          components: { create: [{ componentId: pms }] },
        },
      });
    }
  },
};
