import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { auditFilterFrom } from './filter';
import { auditCsvStream } from './export';
import { auditNames } from './names';
import {
  changedFields,
  deleteAuditBefore,
  describeChanges,
  objectText,
  queryAudit,
  recordAudit,
  type AuditFilter,
} from './trail';

beforeEach(async () => {
  await db().auditEntry.deleteMany();
});

const actor = { id: 7, email: 'admin@millehotel.es' };

describe('audit trail', () => {
  it('keeps before → after of changed fields and never a password, secret or token, whatever the caller passes', async () => {
    await recordAudit({
      actor,
      action: 'staff.role-changed',
      objectType: 'personal',
      objectId: 3,
      changes: {
        papel: ['Redacción', 'Administración'],
        passwordHash: ['a', 'b'],
        totpSecret: 'x',
        token: 'abc',
        codigo: '123456',
      },
      client: '192.0.2.1',
    });
    const [row] = await db().auditEntry.findMany();
    expect(JSON.parse(row!.changes)).toEqual({ papel: ['Redacción', 'Administración'] });
    expect(row).toMatchObject({
      actorId: 7,
      actorEmail: 'admin@millehotel.es',
      objectType: 'personal',
      objectId: '3',
      client: '192.0.2.1',
    });
  });

  it('counts new entries at once and the oldest deleted by the retention, whatever the filter', async () => {
    const total = async (s = '') => (await queryAudit(auditFilterFrom(new URLSearchParams(s)).filter)).total;
    const add = (n: number, action: 'news.updated' | 'enquiry.note', at = new Date()) =>
      db().auditEntry.createMany({
        data: Array.from({ length: n }, (_, i) => ({ action, objectType: 'noticia', objectId: String(i), at })),
      });
    await add(4, 'news.updated', new Date('2020-01-01T10:00:00Z'));
    await add(6, 'enquiry.note');
    expect([await total(), await total('accion=enquiry.note')]).toEqual([10, 6]);
    await add(3, 'enquiry.note');
    await add(2, 'news.updated');
    expect([await total(), await total('accion=enquiry.note')]).toEqual([15, 9]);
    const removed = await db().$transaction((tx) => deleteAuditBefore(tx, new Date('2021-01-01T00:00:00Z'), 500));
    expect(removed.deleted).toBe(4);
    expect([await total(), await total('accion=news.updated')]).toEqual([11, 2]);
  });

  it('lists only the fields whose value changed', () => {
    expect(changedFields({ title: 'A', slug: 'a', date: '2026-01-01' }, { title: 'B', slug: 'a' })).toEqual({
      title: ['A', 'B'],
    });
  });

  it('filters by person, action, object and date, 25 a page with the total', async () => {
    for (let i = 0; i < 30; i++) {
      await recordAudit({
        actor: i % 2 ? actor : { id: 8, email: 'otra@millehotel.es' },
        action: i % 3 ? 'news.updated' : 'enquiry.note',
        objectType: i % 3 ? 'noticia' : 'consulta',
        objectId: i,
      });
    }
    await db().auditEntry.create({
      data: { action: 'news.updated', objectType: 'noticia', objectId: '99', at: new Date('2025-01-01T12:00:00Z') },
    });
    const q = (s: string) => {
      const { filter, cursor } = auditFilterFrom(new URLSearchParams(s));
      return queryAudit(filter, cursor);
    };
    const first = await q('');
    expect(first.total).toBe(31);
    expect(first.rows).toHaveLength(25);
    expect(first.prev).toBeUndefined();
    // Siguiente: the 6 older ones; Anterior from there: the first page again.
    const second = await q(`pos=${first.next}`);
    expect(second.rows).toHaveLength(6);
    expect(second.next).toBeUndefined();
    expect((await q(`pos=${second.prev}`)).rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    // A position typed by hand is the first page, not an error.
    expect((await q('pos=nonsense')).rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect((await q('persona=7')).total).toBe(15);
    expect((await q('accion=enquiry.note')).total).toBe(10);
    expect((await q('objeto=noticia&id=99')).total).toBe(1);
    expect((await q('desde=2025-01-01&hasta=2025-01-01')).total).toBe(1);
    expect((await q('hasta=2025-12-31')).total).toBe(1);
  });

  /** The export as the client gets it, byte-order mark included. */
  const auditCsv = async (filter: AuditFilter) =>
    Buffer.from(await new Response(auditCsvStream(filter)).arrayBuffer()).toString('utf8');

  it('exports the filtered set as a spreadsheet CSV: BOM, semicolons, formulas defused', async () => {
    await recordAudit({
      actor,
      action: 'news.updated',
      objectType: 'noticia',
      objectId: 1,
      changes: { title: ['Antes', '=HYPERLINK("http://x")'] },
    });
    await recordAudit({ actor, action: 'enquiry.note', objectType: 'consulta', objectId: 2 });
    const csv = await auditCsv({ action: 'news.updated' });
    expect(csv.startsWith('\uFEFF"fecha";"persona";"acción"')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      '"admin@millehotel.es";"Noticia modificada";"Noticia";"1";"";"title: «Antes» → «=HYPERLINK(""http://x"")»"',
    );
    const guarded = await auditCsv({});
    expect(guarded).not.toMatch(/;"=/);
  });

  it('writes dates in Madrid time as Spanish Excel reads them, and actions and codes in words', async () => {
    await db().auditEntry.create({
      data: {
        at: new Date('2026-11-26T01:45:00Z'),
        actorEmail: 'admin@millehotel.es',
        action: 'staff.sign-in-failed',
        objectType: 'personal',
        objectId: '3',
        changes: JSON.stringify({ motivo: 'invalidCredentials', factor: 'passkey' }),
      },
    });
    await db().auditEntry.create({
      data: {
        at: new Date('2026-07-01T22:05:00Z'),
        action: 'news.scheduled',
        objectType: 'noticia',
        objectId: '4',
        changes: JSON.stringify({ publicación: ['', '2026-11-26T01:45:00.000Z'] }),
      },
    });
    const lines = (await auditCsv({})).trim().split('\r\n');
    expect(lines[1]).toBe(
      '"26/11/2026 02:45";"admin@millehotel.es";"Entrada fallida";"Personal";"3";"";' +
        '"motivo: contraseña incorrecta; factor: llave de acceso";""',
    );
    expect(lines[2]).toBe(
      '"02/07/2026 00:05";"";"Noticia programada";"Noticia";"4";"";"publicación: «» → «26/11/2026 02:45»";""',
    );
    // The page shows the same words.
    const { rows } = await queryAudit({});
    expect(rows.map((r) => describeChanges(r.changes))).toEqual([
      'motivo: contraseña incorrecta; factor: llave de acceso',
      'publicación: «» → «26/11/2026 02:45»',
    ]);
  });

  it('names objects in words (stored as codes), and the details of old entries as the code names them now', async () => {
    // Entries recorded before their details had their accents, and an invitation's e-mail its Spanish name.
    await db().auditEntry.create({
      data: {
        at: new Date('2026-11-20T09:00:00Z'),
        action: 'remote.session-logged',
        objectType: 'acceso-remoto',
        objectId: '12',
        changes: JSON.stringify({ sesion: '3', tecnico: 'Jorge Soporte' }),
      },
    });
    await db().auditEntry.create({
      data: {
        at: new Date('2026-11-20T10:00:00Z'),
        action: 'staff.invited',
        objectType: 'personal',
        objectId: '5',
        changes: JSON.stringify({ email: 'nueva@millehotel.es', papel: 'Soporte técnico' }),
      },
    });
    const { rows } = await queryAudit({ objectType: 'acceso-remoto' });
    expect(rows.map((r) => [r.objectType, objectText(r.objectType, r.objectId), describeChanges(r.changes)])).toEqual([
      ['acceso-remoto', 'Permiso 12', 'sesión: 3; técnico: Jorge Soporte'],
    ]);
    const lines = (await auditCsv({})).trim().split('\r\n');
    expect(lines[1]).toContain('"Personal";"5";"";"correo: nueva@millehotel.es; papel: Soporte técnico"');
    expect(lines[2]).toContain('"Permiso de acceso remoto";"12";"";"sesión: 3; técnico: Jorge Soporte"');
    // A kind no code records any more: as stored.
    expect(objectText('legado', '1')).toBe('legado 1');
    expect(objectText('', '')).toBe('');
  });

  it('says what an entry is about in staff words: names, Spanish values, people, no bare ids or stray dashes', async () => {
    const suffix = Date.now();
    const lucia = await db().staffUser.create({
      data: { email: `atencion-${suffix}@millehotel.es`, name: 'Lucía Atención', role: 'support' },
    });
    const product = await db().product.create({ data: { slug: `cm-${suffix}`, name: 'Channel manager' } });
    const version = await db().productVersion.create({
      data: { productId: product.id, number: '6.2', releasedOn: new Date('2026-11-01T00:00:00Z') },
    });
    const entry = (at: string, data: object) =>
      db().auditEntry.create({ data: { at: new Date(at), action: 'x', ...data } as never });
    await entry('2026-11-20T09:00:00Z', {
      action: 'product.file-added',
      objectType: 'version-producto',
      objectId: String(version.id),
      changes: JSON.stringify({ fichero: 'setup.exe', tipo: 'installer' }),
    });
    await entry('2026-11-20T09:01:00Z', {
      action: 'product.version-created',
      objectType: 'version-producto',
      objectId: String(version.id),
      changes: JSON.stringify({ numero: '6.2' }),
    });
    await entry('2026-11-20T09:02:00Z', {
      action: 'case.assigned',
      objectType: 'caso',
      objectId: '1',
      changes: JSON.stringify({ responsable: ['', lucia.email] }),
    });
    await entry('2026-11-20T09:03:00Z', {
      action: 'case.replied',
      objectType: 'caso',
      objectId: '1',
      changes: JSON.stringify({ mensaje: '11', responsable: ['', 'ida@millehotel.es'] }),
    });
    await entry('2026-11-20T09:04:00Z', {
      action: 'case.note-added',
      objectType: 'caso',
      objectId: '1',
      changes: JSON.stringify({ nota: '10', adjuntos: '2' }),
    });
    await entry('2026-11-20T09:05:00Z', {
      action: 'status.incident-opened',
      objectType: 'incidencia',
      objectId: '999999',
      changes: JSON.stringify({ componentes: '- Channel manager: parcial; - Motor de reservas: caído' }),
    });
    await entry('2026-11-20T09:06:00Z', {
      action: 'remote.session-logged',
      objectType: 'acceso-remoto',
      objectId: '4',
    });
    const { rows } = await queryAudit({});
    const names = await auditNames(rows);
    expect(rows.map((r) => [objectText(r.objectType, r.objectId, names), describeChanges(r.changes, names)])).toEqual([
      ['Permiso 4', ''],
      ['Incidencia 999999', 'componentes: Channel manager: parcial; Motor de reservas: caído'],
      ['Caso 1', 'nota n.º 10; adjuntos: 2'],
      ['Caso 1', 'respuesta n.º 11; responsable: Sin asignar → ida@millehotel.es'],
      ['Caso 1', 'responsable: Sin asignar → Lucía Atención'],
      ['Versión de producto: Channel manager 6.2', 'número: 6.2'],
      ['Versión de producto: Channel manager 6.2', 'fichero: setup.exe; tipo: instalador'],
    ]);
    // The CSV in the same words, the object's name in its own column.
    const lines = (await auditCsv({})).trim().split('\r\n');
    expect(lines[5]).toContain('"Caso";"1";"";"responsable: Sin asignar → Lucía Atención"');
    expect(lines[7]).toContain(
      `"Versión de producto";"${version.id}";"Channel manager 6.2";"fichero: setup.exe; tipo: instalador"`,
    );
  });

  it("a grant's note is the customer's words, not a note's number: only an id (all digits) is numbered", async () => {
    await recordAudit({
      actor: { id: null, email: 'facturas@hotelmediterraneo.es' },
      action: 'remote.granted',
      objectType: 'acceso-remoto',
      objectId: 3,
      changes: { hotel: 'Hotel Mediterráneo (1)', nota: 'Conectad por la tarde', caso: '12' },
    });
    await recordAudit({ actor, action: 'case.note-added', objectType: 'caso', objectId: 1, changes: { nota: '10' } });
    const { rows } = await queryAudit({});
    expect(rows.map((r) => describeChanges(r.changes))).toEqual([
      'nota n.º 10',
      'hotel: Hotel Mediterráneo (1); nota: Conectad por la tarde; caso: 12',
    ]);
  });

  it('is append-only: no code outside the cleanup updates or deletes an entry', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (name === 'node_modules' || name === 'generated' || name.startsWith('.')) continue;
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) {
          const text = readFileSync(full, 'utf8');
          if (
            /auditEntry\.(update|updateMany|upsert|delete|deleteMany)\b/.test(text) &&
            full !== path.join('lib', 'audit', 'trail.ts')
          )
            offenders.push(full);
          if (/UPDATE\s+"?AuditEntry|DELETE\s+FROM\s+"?AuditEntry/i.test(text)) offenders.push(full);
        }
      }
    };
    for (const root of ['app', 'lib', 'scripts', 'components']) walk(root);
    expect(offenders).toEqual([]);
    const own = readFileSync('lib/audit/trail.ts', 'utf8');
    expect(own.match(/auditEntry\.(update|updateMany|upsert|delete|deleteMany)\b/g)).toEqual(['auditEntry.deleteMany']);
  });
});
