// The status as other programs read it: /estado.json's shape (docs/CONTRACT.md "Service status"),
// a valid Atom feed and a valid iCalendar, each read back with a parser as a client would.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { maintenanceCalendar, statusAtom, statusJson } from './public-formats';
import { buildSnapshot } from './snapshot';

const now = new Date('2026-11-26T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

const snapshot = buildSnapshot(
  [
    { id: 1, name: 'Othello PMS en la nube', description: '' },
    { id: 3, name: 'Channel manager', description: '' },
  ],
  [
    {
      id: 10,
      title: 'Retrasos <al> enviar & "recibir"',
      state: 'identificado',
      startedAt: hours(-2),
      resolvedAt: null,
      components: [{ componentId: 3, impact: 'parcial' }],
      updates: [
        { id: 1, at: hours(-2), state: 'investigando', text: 'Lo miramos.' },
        { id: 2, at: hours(-1), state: 'identificado', text: 'Causa: una cola\ndetenida.' },
      ],
    },
    {
      id: 9,
      title: 'Caída de la semana pasada',
      state: 'resuelto',
      startedAt: hours(-24 * 6),
      resolvedAt: hours(-24 * 6 + 1),
      components: [{ componentId: 1, impact: 'grave' }],
      updates: [{ id: 3, at: hours(-24 * 6 + 1), state: 'resuelto', text: 'Resuelto.' }],
    },
    {
      id: 8,
      title: 'Hace un mes',
      state: 'resuelto',
      startedAt: hours(-24 * 30),
      resolvedAt: hours(-24 * 30 + 1),
      components: [{ componentId: 1, impact: 'grave' }],
      updates: [],
    },
  ],
  [
    {
      id: 5,
      title:
        'Actualización, con comas; y punto y coma — y una línea muy larga que obliga a plegar la línea del calendario',
      text: 'Sin servicio.\nLas reservas se guardan.',
      startsAt: hours(24 * 7),
      endsAt: hours(24 * 7 + 2),
      componentIds: [1],
    },
  ],
  now,
);

describe('statusJson', () => {
  it('has exactly the contract’s shape: components, open and last week’s incidents, maintenance not over', () => {
    expect(statusJson(snapshot)).toEqual({
      componentes: [
        { id: 1, nombre: 'Othello PMS en la nube', estado: 'operativo' },
        { id: 3, nombre: 'Channel manager', estado: 'parcial' },
      ],
      incidencias: [
        {
          id: 10,
          titulo: 'Retrasos <al> enviar & "recibir"',
          estado: 'identificado',
          componentes: [{ id: 3, nombre: 'Channel manager', estado: 'parcial' }],
          inicio: '2026-11-26T08:00:00.000Z',
          fin: null,
          actualizaciones: [
            { fecha: '2026-11-26T09:00:00.000Z', estado: 'identificado', texto: 'Causa: una cola\ndetenida.' },
            { fecha: '2026-11-26T08:00:00.000Z', estado: 'investigando', texto: 'Lo miramos.' },
          ],
        },
        {
          id: 9,
          titulo: 'Caída de la semana pasada',
          estado: 'resuelto',
          componentes: [{ id: 1, nombre: 'Othello PMS en la nube', estado: 'grave' }],
          inicio: '2026-11-20T10:00:00.000Z',
          fin: '2026-11-20T11:00:00.000Z',
          actualizaciones: [{ fecha: '2026-11-20T11:00:00.000Z', estado: 'resuelto', texto: 'Resuelto.' }],
        },
      ],
      mantenimientos: [
        {
          id: 5,
          titulo: expect.stringMatching(/^Actualización, con comas/),
          texto: 'Sin servicio.\nLas reservas se guardan.',
          estado: 'programado',
          componentes: [{ id: 1, nombre: 'Othello PMS en la nube' }],
          inicio: '2026-12-03T10:00:00.000Z',
          fin: '2026-12-03T12:00:00.000Z',
        },
      ],
    });
  });
});

describe('statusAtom', () => {
  const xml = statusAtom(snapshot, 'https://www.millehotel.es');

  it('is well-formed Atom with one entry per incident and window, text escaped', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://www.millehotel.es/estado');
    expect(feed.link.map((l: Record<string, string>) => l['@_rel'])).toEqual(['self', 'alternate']);
    expect(feed.updated).toBe('2026-12-03T10:00:00.000Z');
    const entries = feed.entry as Record<string, unknown>[];
    expect(entries.map((e) => e.id)).toEqual([
      'tag:www.millehotel.es,2026:mantenimiento-5',
      'tag:www.millehotel.es,2026:incidencia-10',
      'tag:www.millehotel.es,2026:incidencia-9',
      'tag:www.millehotel.es,2026:incidencia-8',
    ]);
    expect(entries[1]!.title).toBe('[Causa identificada] Retrasos <al> enviar & "recibir"');
    expect(entries[1]!.updated).toBe('2026-11-26T09:00:00.000Z');
    // An open incident affects its components; a resolved one affected them and is over.
    const content = (e: Record<string, unknown>) => (e.content as Record<string, string>)['#text'];
    expect(content(entries[1]!)).toMatch(/^Afecta a: Channel manager \(interrupción parcial\)\n/);
    expect(content(entries[2]!)).toMatch(/^Afectó a: Othello PMS en la nube \(interrupción grave\)\n/);
    for (const e of entries) {
      expect(e.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((e.content as Record<string, string>)['@_type']).toBe('text');
    }
  });

  it('drops the control characters XML refuses', () => {
    const odd = buildSnapshot(
      [{ id: 1, name: 'A', description: '' }],
      [
        {
          ...{ id: 1, title: 'Bell\u0007 y NUL\u0000', state: 'investigando', startedAt: now, resolvedAt: null },
          components: [{ componentId: 1, impact: 'grave' }],
          updates: [],
        },
      ],
      [],
      now,
    );
    expect(XMLValidator.validate(statusAtom(odd, 'https://www.millehotel.es'))).toBe(true);
  });
});

describe('maintenanceCalendar', () => {
  const ics = maintenanceCalendar(snapshot, 'https://www.millehotel.es');

  it('is iCalendar a parser reads back: one event per window, in UTC, text unescaped', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe('mantenimiento-5@www.millehotel.es');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(event!.summary).toBe(
      'Mantenimiento: Actualización, con comas; y punto y coma — y una línea muy larga que obliga a plegar la línea del calendario',
    );
    expect(event!.description).toBe('Sin servicio.\nLas reservas se guardan.\n\nAfecta a: Othello PMS en la nube');
  });

  it('ends lines with CRLF and folds them at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n').slice(0, -1);
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});
