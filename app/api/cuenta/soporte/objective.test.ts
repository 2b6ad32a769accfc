// A case's response targets (`objetivo`) as a contract client reads them from the list and the
// case, at fixed instants: counted in working time from the opening, due soon within the hour,
// met by the first staff reply, paused while the case waits for the customer (with the minutes
// left, no date), running again on the customer's reply past a weekend and a holiday, late after;
// around the clock for a critical case; the settings staff change count.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { db } from '@/lib/db';
import { seedStaff } from '@/lib/staff/demo-seed';
import { recordStateChange } from '@/lib/support/cases';
import { forgetTargetSettings } from '@/lib/support/target-settings';
import { TestClient } from '@/lib/testing/http-client';
import { GET as getCase } from './casos/[id]/route';
import { POST as reply } from './casos/[id]/mensajes/route';
import { GET as list, POST as open } from './casos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const RECEPTION = 'recepcion@hotelmediterraneo.es';
const path = (rest = '') => `../cuenta/soporte/casos${rest}`;
let hotelId: number;
let seq = 0;

/** Sets the clock (Madrid is UTC+1 in December) and signs in afresh at that moment. */
async function at(iso: string): Promise<TestClient> {
  vi.setSystemTime(new Date(iso));
  const c = new TestClient(`192.0.2.${10 + (++seq % 200)}`);
  const res = await (await c.send(login, 'LoginUsuario', { form: { email: RECEPTION, pass: DEMO_PASSWORD } })).json();
  expect(res.loginok).toBe(true);
  return c;
}

async function objective(c: TestClient, id: number) {
  const one = await (await c.send(getCase, path(`/${id}`))).json();
  const listed = await (await c.send(list, path(`?hotel=${hotelId}`))).json();
  // The list and the case tell the same.
  expect(listed.casos.find((x: { id: number }) => x.id === id).objetivo).toEqual(one.objetivo);
  return one.objetivo;
}

/** What the staff side (lib/support/staff) writes for a reply that asks the customer something. */
async function staffAsks(caseId: number, when: string) {
  const now = new Date(when);
  const staff = await db().staffUser.findFirstOrThrow({ where: { email: 'soporte@millehotel.es' } });
  await db().$transaction(async (tx) => {
    await tx.caseMessage.create({
      data: { caseId, authorStaffId: staff.id, authorName: staff.name, text: '¿Qué impresora es?', createdAt: now },
    });
    await tx.supportCase.update({ where: { id: caseId }, data: { firstResponseAt: now, handlerId: staff.id } });
    await recordStateChange(tx, caseId, 'nueva', 'en_curso', { staffId: staff.id }, now);
    await recordStateChange(tx, caseId, 'en_curso', 'esperando_cliente', { staffId: staff.id }, now);
  });
}

beforeAll(async () => {
  await seedAccounts();
  await seedStaff();
  hotelId = (await db().hotel.findFirstOrThrow({ where: { taxId: 'B46512877' } })).id;
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  forgetTargetSettings();
});

afterEach(() => vi.useRealTimers());

describe('objetivo: a case’s response targets on the API', () => {
  it('alta, in working time: due, due soon, met, paused while waiting for the customer, running again, late', async () => {
    // Wednesday 2 December 2026, 10:00 in Madrid.
    let c = await at('2026-12-02T09:00:00Z');
    const opened = await c.send(open, path(), {
      json: {
        id_hotel: hotelId,
        categoria: 'incidencia',
        area: 'othello',
        prioridad: 'alta',
        asunto: 'No imprime',
        descripcion: 'La impresora de recepción no imprime.',
      },
    });
    expect(opened.status).toBe(201);
    const created = await opened.json();
    // The case as opened already carries it: 4 working hours (14:00), 2 working days (Friday 10:00).
    expect(created.objetivo).toEqual({
      primera_respuesta: {
        estado: 'en_plazo',
        limite: '2026-12-02T13:00:00.000Z',
        plazo: '4 h laborables',
        horario_laboral: true,
        minutos_restantes: 240,
      },
      resolucion: {
        estado: 'en_plazo',
        limite: '2026-12-04T09:00:00.000Z',
        plazo: '2 días laborables',
        horario_laboral: true,
        minutos_restantes: 1200,
      },
    });

    // 13:30: the first response is due within the hour.
    c = await at('2026-12-02T12:30:00Z');
    expect((await objective(c, created.id)).primera_respuesta).toMatchObject({
      estado: 'vence_pronto',
      minutos_restantes: 30,
    });

    // Staff answer at 13:45 and ask the customer something: the first response is met, the
    // resolution's clock stops with 1,200 − 225 working minutes left and no date.
    await staffAsks(created.id, '2026-12-02T12:45:00Z');
    c = await at('2026-12-03T08:00:00Z');
    expect(await objective(c, created.id)).toEqual({
      primera_respuesta: {
        estado: 'cumplido',
        limite: null,
        plazo: '4 h laborables',
        horario_laboral: true,
        minutos_restantes: null,
      },
      resolucion: {
        estado: 'pausado',
        limite: null,
        plazo: '2 días laborables',
        horario_laboral: true,
        minutos_restantes: 975,
      },
    });

    // The customer answers on Thursday at 10:00: 975 minutes from there end on Friday at 16:15.
    c = await at('2026-12-03T09:00:00Z');
    expect((await c.send(reply, path(`/${created.id}/mensajes`), { json: { texto: 'Una Epson.' } })).status).toBe(200);
    expect((await objective(c, created.id)).resolucion).toMatchObject({
      estado: 'en_plazo',
      limite: '2026-12-04T15:15:00.000Z',
      minutos_restantes: 975,
    });

    // Monday 7 December at 10:00, still open: late (the holiday of the 8th changes nothing now).
    c = await at('2026-12-07T09:00:00Z');
    expect((await objective(c, created.id)).resolucion).toEqual({
      estado: 'fuera_de_plazo',
      limite: '2026-12-04T15:15:00.000Z',
      plazo: '2 días laborables',
      horario_laboral: true,
      minutos_restantes: 0,
    });
  });

  it('crítica counts around the clock, and a target staff change counts at once', async () => {
    // Friday 4 December 2026, 20:00 in Madrid: out of working hours, the clock runs all the same.
    const c = await at('2026-12-04T19:00:00Z');
    const created = await (
      await c.send(open, path(), {
        json: {
          id_hotel: hotelId,
          categoria: 'incidencia',
          area: 'othello',
          prioridad: 'critica',
          asunto: 'No podemos hacer salidas',
          descripcion: 'El PMS no deja cerrar cuentas.',
        },
      })
    ).json();
    expect(created.objetivo.primera_respuesta).toEqual({
      estado: 'vence_pronto',
      limite: '2026-12-04T20:00:00.000Z',
      plazo: '1 h',
      horario_laboral: false,
      minutos_restantes: 60,
    });
    expect(created.objetivo.resolucion).toMatchObject({ limite: '2026-12-05T03:00:00.000Z', plazo: '8 h' });

    await db().supportTarget.update({ where: { priority: 'critica' }, data: { firstResponseMinutes: 30 } });
    forgetTargetSettings();
    expect((await objective(c, created.id)).primera_respuesta).toMatchObject({
      limite: '2026-12-04T19:30:00.000Z',
      plazo: '30 min',
    });
  });
});
