// Support's settings in the back office (/gestion/ajustes/soporte): the migration's defaults (the
// targets the issue names, Spain's national holidays for 2026 and 2027), administración changing a
// priority's targets and the holidays through the calls the page posts to (checked, in Spanish,
// audited, read back at once by loadTargetSettings), and every other role refused with nothing
// changed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { sectionOf } from '@/lib/staff/navigation';
import { can } from '@/lib/staff/roles';
import { seedStaff } from '@/lib/staff/demo-seed';
import { loadTargetSettings } from '@/lib/support/target-settings';
import { DEFAULT_TARGETS, deadlinesFor, madridDateTime } from '@/lib/support/targets';
import { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as removeHoliday } from './ajustes/soporte/festivos/borrar/route';
import { POST as addHoliday } from './ajustes/soporte/festivos/route';
import { POST as saveTarget } from './ajustes/soporte/objetivos/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
});

/** Easter Sunday (anonymous Gregorian algorithm), to check the seeded Good Fridays. */
function goodFriday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day - 2)).toISOString().slice(0, 10);
}

const alta = (over: Record<string, string> = {}) => ({
  prioridad: 'alta',
  horario: 'laboral',
  primera: '2',
  primeraUnidad: 'h',
  resolucion: '3',
  resolucionUnidad: 'd',
  ...over,
});

describe('the settings as migrated', () => {
  it('hold the default targets and Spain’s national holidays for 2026 and 2027', async () => {
    const { targets, holidays } = await loadTargetSettings();
    expect(targets).toEqual(DEFAULT_TARGETS);
    expect(DEFAULT_TARGETS.alta).toEqual({ firstResponseMinutes: 240, resolutionMinutes: 1200, workingTime: true });
    for (const year of [2026, 2027]) {
      const dates = holidays.filter((h) => h.date.startsWith(`${year}-`)).map((h) => h.date.slice(5));
      expect(dates).toEqual(
        [
          '01-01',
          '01-06',
          goodFriday(year).slice(5),
          '05-01',
          '08-15',
          '10-12',
          '11-01',
          '12-06',
          '12-08',
          '12-25',
        ].sort(),
      );
    }
    expect(goodFriday(2026)).toBe('2026-04-03');
    expect(holidays.find((h) => h.date === '2027-03-26')?.name).toBe('Viernes Santo');
  });
});

describe('administración changes the targets', () => {
  it('saves a priority’s targets, audits before → after, and the next read uses them', async () => {
    await loadTargetSettings(); // cached: the save must not wait for the cache to expire
    const res = await call(browsers.admin, saveTarget, 'ajustes/soporte/objetivos', { form: alta() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      message:
        'Objetivos de la prioridad alta guardados: primera respuesta 2 h laborables, resolución 3 días laborables.',
    });
    const { targets, holidayDates } = await loadTargetSettings();
    expect(targets.alta).toEqual({ firstResponseMinutes: 120, resolutionMinutes: 1800, workingTime: true });
    // A case opened on Friday 6 March 2026 at 18:00 Madrid: 1 h that day, 1 h on Monday.
    const d = deadlinesFor(
      { priority: 'alta', history: [{ state: 'nueva', from: new Date('2026-03-06T17:00:00Z'), to: null }] },
      targets,
      holidayDates,
    );
    expect(madridDateTime(d.firstResponse.due!)).toBe('2026-03-09 10:00');
    const entry = await db().auditEntry.findFirstOrThrow({ where: { action: 'support.target-changed' } });
    expect(entry).toMatchObject({ actorEmail: 'admin@millehotel.es', objectType: 'objetivo', objectId: 'alta' });
    expect(JSON.parse(entry.changes)).toEqual({
      'primera respuesta': ['4 h laborables', '2 h laborables'],
      resolución: ['2 días laborables', '3 días laborables'],
    });
  });

  it('counts a day as 24 hours around the clock, and saving the same again records nothing', async () => {
    const form = alta({ prioridad: 'baja', horario: 'continuo', primera: '90', primeraUnidad: 'min', resolucion: '2' });
    expect((await call(browsers.admin, saveTarget, 'ajustes/soporte/objetivos', { form })).status).toBe(200);
    expect((await loadTargetSettings()).targets.baja).toEqual({
      firstResponseMinutes: 90,
      resolutionMinutes: 2880,
      workingTime: false,
    });
    const before = await db().auditEntry.count({ where: { action: 'support.target-changed' } });
    const again = await (await call(browsers.admin, saveTarget, 'ajustes/soporte/objetivos', { form })).json();
    expect(again).toMatchObject({ ok: true, message: expect.stringContaining('nada que guardar') });
    expect(await db().auditEntry.count({ where: { action: 'support.target-changed' } })).toBe(before);
  });

  it.each([
    [{ primera: 'dos' }, 'Escribe la primera respuesta como un número entero mayor que cero.'],
    [{ resolucion: '0' }, 'Escribe la resolución como un número entero mayor que cero.'],
    [{ prioridad: 'urgente' }, 'Elige una prioridad.'],
    [{ horario: 'a veces' }, 'Elige cómo se cuenta el tiempo: horario laboral o 24 horas.'],
    [{ primeraUnidad: 'semanas' }, 'Elige la unidad de la primera respuesta.'],
    [
      { primera: '3', primeraUnidad: 'd', resolucion: '2' },
      'La primera respuesta no puede tener más plazo que la resolución.',
    ],
    [{ resolucion: '31', horario: 'continuo' }, 'Un objetivo no puede pasar de 30 días.'],
  ])('refuses %o in Spanish, changing nothing', async (over, message) => {
    const before = await db().supportTarget.findMany({ orderBy: { priority: 'asc' } });
    const res = await call(browsers.admin, saveTarget, 'ajustes/soporte/objetivos', { form: alta(over) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message });
    expect(await db().supportTarget.findMany({ orderBy: { priority: 'asc' } })).toEqual(before);
  });
});

describe('administración changes the holidays', () => {
  it('adds a day (audited, counted at once), refuses it twice, removes it (audited), and a missing one is 404', async () => {
    const added = await call(browsers.admin, addHoliday, 'ajustes/soporte/festivos', {
      form: { fecha: '2026-03-19', nombre: ' San José ' },
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ ok: true, message: 'Festivo añadido: 19/03/2026, San José.' });
    expect((await loadTargetSettings()).holidayDates).toContain('2026-03-19');
    expect(await db().auditEntry.findFirst({ where: { action: 'support.holiday-added' } })).toMatchObject({
      objectType: 'festivo',
      objectId: '2026-03-19',
      actorEmail: 'admin@millehotel.es',
    });

    const twice = await call(browsers.admin, addHoliday, 'ajustes/soporte/festivos', {
      form: { fecha: '2026-03-19', nombre: 'Otra vez' },
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ ok: false, message: 'El 19/03/2026 ya está en la lista (San José).' });

    const removed = await call(browsers.admin, removeHoliday, 'ajustes/soporte/festivos/borrar', {
      form: { fecha: '2026-03-19' },
    });
    expect(await removed.json()).toEqual({ ok: true, message: 'Festivo quitado: 19/03/2026, San José.' });
    expect((await loadTargetSettings()).holidayDates).not.toContain('2026-03-19');
    const entry = await db().auditEntry.findFirstOrThrow({ where: { action: 'support.holiday-removed' } });
    expect(JSON.parse(entry.changes)).toEqual({ nombre: 'San José' });

    const missing = await call(browsers.admin, removeHoliday, 'ajustes/soporte/festivos/borrar', {
      form: { fecha: '2026-03-19' },
    });
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('El 19/03/2026 no está en la lista de festivos.');
  });

  it.each([
    [{ fecha: '2026-02-30', nombre: 'Nunca' }, 'Esa fecha no existe.'],
    [{ fecha: '19/03/2026', nombre: 'San José' }, 'Escribe la fecha como AAAA-MM-DD.'],
    [{ fecha: '2026-03-19', nombre: '   ' }, 'Escribe el nombre del festivo.'],
    [{ fecha: '2026-03-19', nombre: 'x'.repeat(81) }, 'El nombre tiene como mucho 80 caracteres.'],
  ])('refuses %o in Spanish', async (form, message) => {
    const res = await call(browsers.admin, addHoliday, 'ajustes/soporte/festivos', { form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, message });
    expect(await db().holiday.count({ where: { date: '2026-03-19' } })).toBe(0);
  });
});

describe('every other role', () => {
  it('cannot open the page nor change anything (403), and without a session 401', async () => {
    expect(sectionOf('/gestion/ajustes/soporte')?.action).toBe('support.settings');
    expect(['admin', 'editor', 'support'].filter((r) => can(r, 'support.settings'))).toEqual(['admin']);
    const targets = await db().supportTarget.findMany({ orderBy: { priority: 'asc' } });
    const holidays = await db().holiday.count();
    const audit = await db().auditEntry.count();
    for (const c of [browsers.editor, browsers.support]) {
      expect((await call(c, saveTarget, 'ajustes/soporte/objetivos', { form: alta({ primera: '1' }) })).status).toBe(
        403,
      );
      expect(
        (await call(c, addHoliday, 'ajustes/soporte/festivos', { form: { fecha: '2026-03-19', nombre: 'San José' } }))
          .status,
      ).toBe(403);
      expect(
        (await call(c, removeHoliday, 'ajustes/soporte/festivos/borrar', { form: { fecha: '2026-01-01' } })).status,
      ).toBe(403);
    }
    const anonymous = new TestClient('198.51.100.250');
    expect((await call(anonymous, saveTarget, 'ajustes/soporte/objetivos', { form: alta() })).status).toBe(401);
    expect(await db().supportTarget.findMany({ orderBy: { priority: 'asc' } })).toEqual(targets);
    expect(await db().holiday.count()).toBe(holidays);
    expect(await db().auditEntry.count({ where: { action: { startsWith: 'support.' } } })).toBe(
      await db().auditEntry.count({ where: { action: { startsWith: 'support.' }, actorEmail: 'admin@millehotel.es' } }),
    );
    expect(await db().auditEntry.count()).toBe(audit);
  });

  it('refuses a write from another site (Origin), nothing done', async () => {
    const res = await call(browsers.admin, addHoliday, 'ajustes/soporte/festivos', {
      form: { fecha: '2026-03-19', nombre: 'San José' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await db().holiday.count({ where: { date: '2026-03-19' } })).toBe(0);
  });
});
