// The vendor-size generator's pure parts at a small scale factor: valid tax ids, the same rows for
// the same seed, the sizes asked for, the code's own action and mail-kind names. (The full size
// runs only in `npm run bench -- --scale`, never here.)
import { createHash } from 'node:crypto';
import { isValidCif } from 'nif-dni-nie-cif-validation';
import { describe, expect, it } from 'vitest';
import { ACTION_LABELS } from '@/lib/audit/labels';
import { MAIL_KINDS } from '@/lib/mail/kinds';
import { auditActions, cif, cifControlDigit, dataset, mailKinds, sizesFor, VENDOR_SIZE } from './scale-data.mjs';

const today = '2026-11-26';
const small = () => dataset({ factor: 0.01, seed: 28, today, passwordHash: 'x' });

function fingerprint(d: ReturnType<typeof dataset>): string {
  const h = createHash('sha256');
  for (const t of d.tables)
    for (const row of t.rows()) h.update(JSON.stringify(row.map((v) => (v instanceof Uint8Array ? v.length : v))));
  return h.digest('hex');
}

const rowsOf = (d: ReturnType<typeof dataset>, name: string) => [...d.tables.find((t) => t.name === name)!.rows()];

describe('tax ids', () => {
  it('computes the CIF control digit as the AEAT does (the demo hotels’ and the bench’s)', () => {
    expect(cifControlDigit('4651287')).toBe(7); // B46512877
    expect(cifControlDigit('1823456')).toBe(7); // A18234567
    expect(cifControlDigit('5005005')).toBe(3); // B50050053
    expect(cif('B', 20, 2000)).toBe('B20020004');
  });

  it('gives every hotel a valid CIF of its own', () => {
    const hotels = rowsOf(dataset({ factor: 1, today, passwordHash: 'x' }), 'Hotel');
    const taxIds = hotels.map((h) => String(h[3]));
    expect(taxIds).toHaveLength(VENDOR_SIZE.hotels);
    expect(new Set(taxIds).size).toBe(taxIds.length);
    for (const id of taxIds) expect(isValidCif(id), id).toBe(true);
    // Never one of the demo's or the bench's own hotels.
    for (const taken of ['B46512877', 'A18234567', 'B11678901', 'B50050053', 'B20020004', 'B50005008'])
      expect(taxIds).not.toContain(taken);
  });
});

describe('the data set', () => {
  it('is the same for the same seed and day, and another for another seed', () => {
    expect(fingerprint(small())).toBe(fingerprint(small()));
    expect(fingerprint(dataset({ factor: 0.01, seed: 29, today, passwordHash: 'x' }))).not.toBe(fingerprint(small()));
  });

  it('has the sizes asked for, with one hotel holding its share of the invoices', () => {
    const d = small();
    const size = sizesFor(0.01);
    const count = (name: string) => rowsOf(d, name).length;
    expect(count('Hotel')).toBe(size.hotels);
    expect(count('User')).toBe(size.users);
    expect(count('HotelContact')).toBe(size.users);
    expect(count('Invoice')).toBe(size.invoices);
    expect(count('AuditEntry')).toBe(size.auditEntries);
    expect(count('Enquiry')).toBe(size.enquiries);
    expect(count('OutboxMail')).toBe(size.outboxMails);
    expect(count('News')).toBe(size.news);
    for (const t of d.tables) expect(rowsOf(d, t.name).length, t.name).toBe(t.count);
    expect(count('SupportCase')).toBe(size.supportCases);
    expect(count('CaseFollower')).toBe(size.supportCases);
    const invoices = rowsOf(d, 'Invoice');
    expect(invoices.filter((r) => r[1] === 1)).toHaveLength(size.bigHotelInvoices);
    expect(new Set(invoices.map((r) => r[2])).size).toBe(invoices.length);
    expect(sizesFor(1)).toMatchObject({
      invoices: 240_000,
      auditEntries: 1_000_000,
      enquiries: 100_000,
      outboxMails: 200_000,
      supportCases: 50_000,
      bigHotelCases: 5_000,
    });
  });

  it('gives hotel 1 its share of the support cases, each case’s history and thread in step with its state', () => {
    const d = small();
    const cases = rowsOf(d, 'SupportCase');
    expect(cases.filter((r) => r[1] === 1)).toHaveLength(sizesFor(0.01).bigHotelCases);
    const opened = cases.map((r) => String(r[11]));
    expect([...opened].sort()).toEqual(opened); // ids follow time
    const changes = rowsOf(d, 'CaseStateChange');
    const messages = rowsOf(d, 'CaseMessage');
    for (const c of cases) {
      const [id, , , , , , , state, , , handler, createdAt, updatedAt, firstResponseAt] = c;
      const own = changes.filter((h) => h[0] === id);
      // The last change leads to the state the case is in; none for a new one.
      expect(own.at(-1)?.[2] ?? 'nueva', `case ${id}`).toBe(state);
      for (const h of own) expect(String(h[3]) >= String(createdAt)).toBe(true);
      expect(state === 'nueva' ? handler === null && firstResponseAt === null : handler !== null).toBe(true);
      expect(String(updatedAt) >= String(createdAt)).toBe(true);
      expect(String(updatedAt) <= `${today}T12:00:00.000Z`).toBe(true);
    }
    expect(messages.length).toBeGreaterThan(cases.length);
    expect(new Set(messages.map((m) => m[0])).size).toBeLessThanOrEqual(cases.length);
  });

  it('spreads ten years up to the day given, half the enquiries past two years (the retention backlog)', () => {
    const d = small();
    const enquiries = rowsOf(d, 'Enquiry').map((r) => String(r[6]));
    expect(enquiries[0]! > '2016-11-26' && enquiries[0]! < '2018-01-01').toBe(true); // the first within a year
    expect(enquiries.at(-1)! <= `${today}T12:00:00.000Z`).toBe(true);
    expect([...enquiries].sort()).toEqual(enquiries); // ids follow time
    const older = enquiries.filter((at) => at < '2024-11-26').length / enquiries.length;
    expect(older).toBeGreaterThan(0.4);
    expect(older).toBeLessThan(0.6);
    expect(d.manifest.enquiriesBefore['24']).toBe(enquiries.filter((at) => at < '2024-11-26T12:00:00.000Z').length);
  });

  it('uses the code’s own audit actions and mail kinds', () => {
    expect(auditActions().sort()).toEqual(Object.keys(ACTION_LABELS).sort());
    expect(mailKinds()).toEqual([...MAIL_KINDS]);
    const d = small();
    for (const r of rowsOf(d, 'AuditEntry')) expect(ACTION_LABELS, String(r[4])).toHaveProperty([String(r[4])]);
    const mailKindsUsed = new Set(rowsOf(d, 'OutboxMail').map((r) => String(r[14])));
    for (const k of mailKindsUsed) expect(MAIL_KINDS).toContain(k);
    expect(mailKindsUsed).toContain('enquiry-staff');
    // No mail waits to be sent: the outbox worker has nothing to do when the server starts.
    expect(new Set(rowsOf(d, 'OutboxMail').map((r) => r[6]))).toEqual(new Set(['sent', 'failed']));
  });
});
