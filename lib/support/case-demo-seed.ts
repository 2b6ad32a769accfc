// Demo support cases (lib/seed, demo mode only): four cases of Hotel Mediterráneo in different
// states (one new and unassigned, at the head of the back office's queue), each but the new one
// with a short thread between its contacts and the support team (one with an internal note), so
// the Soporte tab and the back office's queue show something real on a first look. Idempotent: a case is
// found by hotel and subject; the accounts and staff seeders run first.
import 'server-only';
import { demoHotels } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import type { CaseState, Category, Priority } from './fields';
import { refreshQueueKeys } from './queue-keys';

const HOUR = 3_600_000;

interface DemoMessage {
  /** Hours after the case was opened */
  after: number;
  /** A customer's login e-mail, or a staff member's */
  by: string;
  staff?: boolean;
  /** A staff member's internal note (the back office's only) */
  internal?: boolean;
  text: string;
}

interface DemoCase {
  /** Hours before the seed */
  openedHoursAgo: number;
  openedBy: string;
  category: Category;
  productArea: string;
  priority: Priority;
  subject: string;
  description: string;
  handler: string | null;
  /** The states it went through after `nueva`, each with its hours after the opening */
  states: [CaseState, number][];
  messages: DemoMessage[];
  rating?: { value: number; comment: string };
}

const RECEPTION = 'recepcion@hotelmediterraneo.es';
const BILLING = 'facturas@hotelmediterraneo.es';
const SUPPORT = 'atencion@millehotel.es';

export const demoCases: DemoCase[] = [
  {
    openedHoursAgo: 2,
    openedBy: RECEPTION,
    category: 'incidencia',
    productArea: 'channel-manager',
    priority: 'alta',
    subject: 'El channel manager no actualiza la disponibilidad en Booking',
    description:
      'Desde las 8:00 las habitaciones dobles que vendemos en recepción siguen apareciendo libres en Booking. ' +
      'Ya hemos tenido una reserva de más. Adjuntamos la pantalla de disponibilidad si hace falta.',
    handler: null,
    states: [],
    messages: [],
  },
  {
    openedHoursAgo: 26,
    openedBy: RECEPTION,
    category: 'incidencia',
    productArea: 'othello',
    priority: 'alta',
    subject: 'La impresora de recepción no imprime las facturas de salida',
    description:
      'Desde esta mañana, al hacer el check-out la factura se queda en la cola de impresión y no sale. ' +
      'Podemos enviarla por correo al cliente, pero muchos la piden en papel.',
    handler: SUPPORT,
    states: [['en_curso', 1]],
    messages: [
      {
        after: 1,
        by: SUPPORT,
        staff: true,
        text:
          'Buenos días, Javier. Lo estamos mirando. ¿Podrías decirnos si la impresora imprime una página de ' +
          'prueba desde Windows? Así sabremos si el problema está en Othello o en el controlador.',
      },
      {
        after: 2,
        by: RECEPTION,
        text: 'La página de prueba sí sale. Solo fallan las facturas que lanza Othello.',
      },
      {
        after: 3,
        by: SUPPORT,
        staff: true,
        internal: true,
        text:
          'Nota para el equipo: usan una Epson TM-T88 por USB. Si Windows imprime y Othello no, revisar la cola ' +
          'de impresión de Othello y el formato de la factura de salida antes de reinstalar el controlador.',
      },
    ],
  },
  {
    openedHoursAgo: 50,
    openedBy: RECEPTION,
    category: 'consulta',
    productArea: 'motor-onetbooking',
    priority: 'media',
    subject: 'Cómo publicar una oferta de última hora en el motor de reservas',
    description:
      'Queremos lanzar un descuento del 15 % para las noches de este fin de semana solo en la web. ' +
      '¿Se puede hacer sin tocar las tarifas del channel manager?',
    handler: SUPPORT,
    states: [
      ['en_curso', 3],
      ['esperando_cliente', 4],
    ],
    messages: [
      {
        after: 4,
        by: SUPPORT,
        staff: true,
        text:
          'Sí: se hace con una promoción del motor, que no se envía a los canales. Para dejártela preparada, ' +
          '¿nos confirmas las fechas exactas y si el descuento aplica a todas las habitaciones?',
      },
    ],
  },
  {
    openedHoursAgo: 120,
    openedBy: BILLING,
    category: 'formacion',
    productArea: 'terminal-punto-de-venta',
    priority: 'baja',
    subject: 'Formación del TPV para dos camareros nuevos',
    description: 'Se incorporan dos camareros al restaurante la semana que viene. ¿Podemos reservar una sesión?',
    handler: SUPPORT,
    states: [
      ['en_curso', 5],
      ['resuelta', 72],
    ],
    messages: [
      {
        after: 5,
        by: SUPPORT,
        staff: true,
        text: 'Os proponemos el jueves a las 10:00 por videollamada, una hora. Os enviamos el enlace por correo.',
      },
      { after: 6, by: BILLING, text: 'Perfecto, allí estaremos.' },
      {
        after: 72,
        by: SUPPORT,
        staff: true,
        text: 'Sesión hecha. Os dejamos la guía rápida del TPV en el área de formación. Damos el caso por resuelto.',
      },
    ],
    rating: { value: 5, comment: 'Muy clara la formación, gracias.' },
  },
];

export async function seedDemoCases(now = new Date()): Promise<void> {
  const client = db();
  const hotel = await client.hotel.findFirst({
    where: { taxId: demoHotels.mediterraneo.taxId },
    select: { id: true },
  });
  if (!hotel) return;
  const emails = [...new Set(demoCases.flatMap((c) => [c.openedBy, ...c.messages.map((m) => m.by)]))];
  const users = await client.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, contacts: { where: { hotelId: hotel.id }, select: { name: true } } },
  });
  const staff = await client.staffUser.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true, name: true },
  });
  const userOf = (email: string) => users.find((u) => u.email === email);
  const staffOf = (email: string) => staff.find((s) => s.email === email);
  const followers = users.filter((u) => u.contacts.length > 0).map((u) => u.id);
  for (const d of demoCases) {
    const exists = await client.supportCase.findFirst({
      where: { hotelId: hotel.id, subject: d.subject },
      select: { id: true },
    });
    const opener = userOf(d.openedBy);
    if (exists || !opener) continue;
    const opened = new Date(now.getTime() - d.openedHoursAgo * HOUR);
    const at = (hours: number) => new Date(opened.getTime() + hours * HOUR);
    const firstStaff = d.messages.find((m) => m.staff);
    const last = d.states.at(-1);
    const finalState = last?.[0] ?? 'nueva';
    // Its last activity: the latest message or change of state, not the moment of seeding.
    const lastActivity = Math.max(0, ...d.messages.map((m) => m.after), ...d.states.map(([, hours]) => hours));
    await client.$transaction(async (tx) => {
      const c = await tx.supportCase.create({
        data: {
          hotelId: hotel.id,
          openedById: opener.id,
          openedByName: opener.contacts[0]?.name ?? '',
          category: d.category,
          productArea: d.productArea,
          priority: d.priority,
          state: finalState,
          subject: d.subject,
          description: d.description,
          handlerId: d.handler ? (staffOf(d.handler)?.id ?? null) : null,
          createdAt: opened,
          updatedAt: at(lastActivity),
          firstResponseAt: firstStaff ? at(firstStaff.after) : null,
          resolvedAt: finalState === 'resuelta' && last ? at(last[1]) : null,
          rating: d.rating?.value ?? null,
          ratingComment: d.rating?.comment ?? '',
          ratedAt: d.rating && last ? at(last[1] + 2) : null,
          followers: { create: followers.map((userId) => ({ userId })) },
        },
        select: { id: true },
      });
      let from: CaseState = 'nueva';
      for (const [to, hours] of d.states) {
        await tx.caseStateChange.create({
          data: { caseId: c.id, from, to, at: at(hours), byStaffId: staffOf(SUPPORT)?.id ?? null },
        });
        from = to;
      }
      for (const m of d.messages) {
        const member = m.staff ? staffOf(m.by) : undefined;
        const user = m.staff ? undefined : userOf(m.by);
        await tx.caseMessage.create({
          data: {
            caseId: c.id,
            authorStaffId: member?.id ?? null,
            authorUserId: user?.id ?? null,
            authorName: member?.name ?? user?.contacts[0]?.name ?? '',
            internal: m.internal ?? false,
            text: m.text,
            createdAt: at(m.after),
          },
        });
      }
      await refreshQueueKeys(tx, c.id);
    });
  }
}

export const supportSeeder = { name: 'support', run: () => seedDemoCases() };
