import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import area, { csvCell, cutoffFrom } from './enquiries';

describe('staff enquiries', () => {
  it('reads retention periods in days, months and years', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(cutoffFrom('24m', now).toISOString()).toBe('2024-11-22T10:00:00.000Z');
    expect(cutoffFrom('90d', now).toISOString()).toBe('2026-08-24T10:00:00.000Z');
    expect(cutoffFrom('2y', now).toISOString()).toBe('2024-11-22T10:00:00.000Z');
    expect(() => cutoffFrom('24 meses', now)).toThrow(/Plazo no válido/);
  });

  it('quotes CSV cells and neutralises formulas', () => {
    expect(csvCell('Ana "la" Pérez')).toBe('"Ana ""la"" Pérez"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('purges enquiries older than the period with their mails, and exports the rest', async () => {
    const old = await db().enquiry.create({ data: { kind: 'contact', fields: '{"nombre":"Vieja"}', clientHash: 'h', createdAt: new Date('2020-01-01') } });
    await db().outboxMail.create({ data: { enquiryId: old.id, to: 'a@b.es', subject: 's', text: 't' } });
    const fresh = await db().enquiry.create({ data: { kind: 'training', fields: '{"nombre":"Nueva","email":"n@b.es"}', email: 'n@b.es', clientHash: 'h' } });
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
    expect(out.join('')).toContain('"Nueva"');
    expect(out.join('')).not.toContain('Vieja');
  });
});
