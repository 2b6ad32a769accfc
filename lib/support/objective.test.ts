// The customer's view of a case's targets (objectiveOf): a case resolved or closed before support
// answered has a first-response target that no longer applies (not "met"); one answered in time is
// met; one closed after the limit with no answer stays late; a reopened case counts again.
import { describe, expect, it } from 'vitest';
import { objectiveOf } from './objective';
import { DEFAULT_TARGETS } from './targets';

const settings = { targets: DEFAULT_TARGETS, holidayDates: [] as string[] };
// Critical: 1 h to answer, around the clock.
const opened = new Date('2026-12-02T09:00:00Z');
const at = (minutes: number) => new Date(opened.getTime() + minutes * 60_000);
const critical = (firstResponseAt: Date | null) => ({ priority: 'critica', createdAt: opened, firstResponseAt });

describe('the first-response target of a case that ended', () => {
  it('no longer applies when the customer closed it in time with no reply', () => {
    const o = objectiveOf(critical(null), [{ from: 'nueva', to: 'cerrada', at: at(20) }], settings, at(120));
    expect(o.primera_respuesta).toMatchObject({ estado: 'cumplido', no_aplica: true, limite: null });
    expect(o.resolucion.no_aplica).toBeUndefined();
  });

  it('no longer applies when it was resolved in time with no reply', () => {
    const o = objectiveOf(critical(null), [{ from: 'nueva', to: 'resuelta', at: at(30) }], settings, at(30));
    expect(o.primera_respuesta.no_aplica).toBe(true);
  });

  it('is met, and applies, when support answered in time', () => {
    const o = objectiveOf(critical(at(10)), [{ from: 'nueva', to: 'cerrada', at: at(20) }], settings, at(120));
    expect(o.primera_respuesta.estado).toBe('cumplido');
    expect(o.primera_respuesta.no_aplica).toBeUndefined();
  });

  it('stays late when it was closed after the limit with no reply', () => {
    const o = objectiveOf(critical(null), [{ from: 'nueva', to: 'cerrada', at: at(90) }], settings, at(120));
    expect(o.primera_respuesta.estado).toBe('fuera_de_plazo');
    expect(o.primera_respuesta.no_aplica).toBeUndefined();
  });

  it('applies again once the case is reopened', () => {
    const o = objectiveOf(
      critical(null),
      [
        { from: 'nueva', to: 'cerrada', at: at(20) },
        { from: 'cerrada', to: 'en_curso', at: at(30) },
      ],
      settings,
      at(35),
    );
    expect(o.primera_respuesta.estado).toBe('vence_pronto'); // 20 min used, 40 left: due at 10:05
    expect(o.primera_respuesta.no_aplica).toBeUndefined();
  });
});

describe('the resolution target of a case that ended', () => {
  it('no longer applies when the customer closed it in time with no reply', () => {
    const o = objectiveOf(
      critical(null),
      [{ from: 'nueva', to: 'cerrada', at: at(20), byCustomer: true }],
      settings,
      at(120),
    );
    expect(o.resolucion).toMatchObject({ estado: 'cumplido', no_aplica: true });
    expect(o.primera_respuesta.no_aplica).toBe(true);
  });

  it('is met when support resolved it (the customer closing it after changes nothing)', () => {
    const o = objectiveOf(
      critical(null),
      [
        { from: 'nueva', to: 'resuelta', at: at(30) },
        { from: 'resuelta', to: 'cerrada', at: at(40), byCustomer: true },
      ],
      settings,
      at(120),
    );
    expect(o.resolucion.estado).toBe('cumplido');
    expect(o.resolucion.no_aplica).toBeUndefined();
  });

  it('is met when support answered before the customer closed it', () => {
    const o = objectiveOf(
      critical(at(10)),
      [{ from: 'nueva', to: 'cerrada', at: at(20), byCustomer: true }],
      settings,
      at(120),
    );
    expect(o.resolucion.no_aplica).toBeUndefined();
  });

  it('applies again once the case is reopened', () => {
    const o = objectiveOf(
      critical(null),
      [
        { from: 'nueva', to: 'cerrada', at: at(20), byCustomer: true },
        { from: 'cerrada', to: 'en_curso', at: at(30), byCustomer: true },
      ],
      settings,
      at(35),
    );
    expect(o.resolucion.no_aplica).toBeUndefined();
  });
});
