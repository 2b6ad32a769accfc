// Demo canned replies (lib/seed, demo mode only): a few texts the support team starts replies
// from, so the reply box's picker and /gestion/soporte/respuestas are not empty on a first look.
// Idempotent: a reply is found by its title.
import 'server-only';
import { db } from '@/lib/db';

export const demoCannedReplies = [
  {
    title: 'Pedir más datos',
    text:
      'Gracias por avisarnos. Para revisarlo necesitamos un poco más de información: ¿desde cuándo ocurre, en ' +
      'qué puesto o equipo, y qué mensaje aparece exactamente? Si puedes, adjunta una captura de pantalla.',
  },
  {
    title: 'Acceso remoto',
    text:
      'Para revisarlo en tu equipo necesitamos conectarnos en remoto. Puedes concedernos el acceso desde tu área de ' +
      'clientes, pestaña Soporte, «Conceder acceso remoto», indicando este caso. Te avisaremos al empezar y al terminar.',
  },
  {
    title: 'Resuelto, confirmar',
    text:
      'Hemos aplicado la corrección y en nuestras pruebas ya funciona. Damos el caso por resuelto; si vuelve a ' +
      'ocurrir, responde aquí en los próximos 7 días y lo reabrimos.',
  },
];

export async function seedCannedReplies(): Promise<void> {
  for (const r of demoCannedReplies) {
    const exists = await db().cannedReply.findUnique({ where: { title: r.title }, select: { id: true } });
    if (!exists) await db().cannedReply.create({ data: r });
  }
}

export const cannedRepliesSeeder = { name: 'canned-replies', run: seedCannedReplies };
