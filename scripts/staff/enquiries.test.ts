import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE } from '@/lib/cleanup/batches';
import { db } from '@/lib/db';
import { seedBacklog } from '@/lib/testing/backlog';
import { watchTransactions } from '@/lib/testing/transactions';
import area, { cutoffFrom } from './enquiries';

afterEach(() => vi.restoreAllMocks());

describe('staff enquiries', () => {
  it('reads retention periods in days, months and years', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(cutoffFrom('24m', now).toISOString()).toBe('2024-11-22T10:00:00.000Z');
    expect(cutoffFrom('90d', now).toISOString()).toBe('2026-08-24T10:00:00.000Z');
    expect(cutoffFrom('2y', now).toISOString()).toBe('2024-11-22T10:00:00.000Z');
    expect(() => cutoffFrom('24 meses', now)).toThrow(/Plazo no válido/);
  });

  it('purges enquiries older than the period with their mails, and exports the rest', async () => {
    const old = await db().enquiry.create({
      data: { kind: 'contact', fields: '{"nombre":"Vieja"}', clientHash: 'h', createdAt: new Date('2020-01-01') },
    });
    await db().outboxMail.create({ data: { enquiryId: old.id, to: 'a@b.es', subject: 's', text: 't' } });
    const fresh = await db().enquiry.create({
      data: { kind: 'training', fields: '{"nombre":"Nueva","email":"n@b.es"}', email: 'n@b.es', clientHash: 'h' },
    });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await area.run(['purge', '--older-than', '24m'])).toBe(0);
    expect(await db().enquiry.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db().outboxMail.count({ where: { to: 'a@b.es' } })).toBe(0);
    expect(await db().enquiry.findUnique({ where: { id: fresh.id } })).not.toBeNull();
    const out: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    expect(await area.run(['export', '--csv'])).toBe(0);
    write.mockRestore();
    log.mockRestore();
    // The back office's file: BOM, semicolons, the kind's label.
    expect(out.join('')).toMatch(/^\uFEFF"id";"fecha";"tipo";"estado";"asignada";"nombre"/);
    expect(out.join('')).toContain(`"${fresh.id}";`);
    expect(out.join('')).toContain('"Nueva"');
    expect(out.join('')).not.toContain('Vieja');
  });

  it('purges years of enquiries in batches: no transaction deletes more than BATCH_SIZE', async () => {
    await db().outboxMail.deleteMany();
    await db().enquiry.deleteMany();
    await seedBacklog({ enquiries: 2 * BATCH_SIZE + 1, mailsEach: 2, createdAt: new Date('2019-06-01') });
    const committed = watchTransactions();
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.map(String).join(' ')));
    expect(await area.run(['purge', '--older-than', '24m'])).toBe(0);
    expect(out.join('')).toMatch(
      new RegExp(`^Borradas ${2 * BATCH_SIZE + 1} solicitudes y ${2 * (2 * BATCH_SIZE + 1)} correos anteriores a `),
    );
    expect(committed.map((t) => t.enquiries)).toEqual([BATCH_SIZE, BATCH_SIZE, 1, 0]);
    expect(await db().enquiry.count()).toBe(0);
  });

  it('prints visitor text with control characters written out, in every command', async () => {
    // As an enquiry stored before the forms refused them would hold them.
    const fields = {
      nombre: 'Eve\u001b]0;pwned\u0007\u001b[2J',
      apellidos: 'Mallory\u202eusj.exe\u2066x\u2069',
      telefono: '600\u0085\u2028\u009b31m',
      consulta: 'Línea 1\u0000\nLínea 2\t(tab)\r\u000b\u000c\u007f',
    };
    const row = await db().enquiry.create({
      data: { kind: 'contact', fields: JSON.stringify(fields), clientHash: 'h' },
    });
    await db().outboxMail.create({
      data: { enquiryId: row.id, to: 'staff@mille.es', subject: 's', text: 't', lastError: '550 \u001b[31mrechazado' },
    });
    const out: string[] = [];
    const log = vi
      .spyOn(console, 'log')
      .mockImplementation((...a: unknown[]) => void out.push(a.map(String).join(' ')));
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
    expect(await area.run(['list'])).toBe(0);
    expect(await area.run(['show', String(row.id)])).toBe(0);
    expect(await area.run(['export', '--csv'])).toBe(0);
    write.mockRestore();
    log.mockRestore();
    const printed = out.join('\n');
    // Only line breaks and tabs reach the terminal (CRLF ends CSV records).
    expect(printed.replace(/\r\n/g, '\n')).not.toMatch(
      /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u,
    );
    expect(printed).toContain('Eve\\x1b]0;pwned\\x07\\x1b[2J Mallory\\u202eusj.exe\\u2066x\\u2069');
    expect(printed).toContain('600\\x85\\u2028\\x9b31m');
    expect(printed).toContain('Línea 1\\x00\n  Línea 2\t(tab)\\x0d\\x0b\\x0c\\x7f');
    expect(printed).toContain('(550 \\x1b[31mrechazado)');
    // Ordinary text is left alone.
    expect(printed).toContain('Línea 2');
  });

  it("erases one person's enquiries and their mail, keeps their account mail, and says what it erased", async () => {
    const e = await db().enquiry.create({
      data: { kind: 'contact', fields: '{"nombre":"Lola","email":"Lola@b.es"}', email: 'Lola@b.es', clientHash: 'h' },
    });
    await db().outboxMail.create({
      data: {
        kind: 'enquiry-visitor',
        enquiryId: e.id,
        to: 'Lola@b.es',
        subject: 'Hemos recibido tu consulta',
        text: 't',
      },
    });
    const notice = await db().outboxMail.create({
      data: { kind: 'password-changed', to: 'lola@b.es', subject: 'Tu contraseña ha cambiado', text: 't' },
    });
    const out: string[] = [];
    const log = vi
      .spyOn(console, 'log')
      .mockImplementation((...a: unknown[]) => void out.push(a.map(String).join(' ')));
    expect(await area.run(['erase', 'lola@b.es'])).toBe(0);
    log.mockRestore();
    expect(out).toEqual([
      'Borrado: 1 consulta, 0 notas y 1 correo de consultas. Se conserva 1 correo de cuenta a esa dirección (avisos de seguridad, enlaces de acceso): no son de consultas.',
    ]);
    expect(await db().enquiry.count({ where: { id: e.id } })).toBe(0);
    expect(
      await db().outboxMail.findMany({ where: { to: { in: ['Lola@b.es', 'lola@b.es'] } }, select: { id: true } }),
    ).toEqual([{ id: notice.id }]);
    const entry = await db().auditEntry.findFirstOrThrow({
      where: { action: 'enquiry.erased' },
      orderBy: { id: 'desc' },
    });
    expect(entry).toMatchObject({ actorId: null, client: 'npm run staff' });
    expect(JSON.parse(entry.changes)).toEqual({
      consultas: '1',
      notas: '0',
      'correos de consultas': '1',
      'correos de cuenta conservados': '1',
    });
    await expect(area.run(['erase', 'no-es-un-correo'])).resolves.toBe(2);
  });
});
