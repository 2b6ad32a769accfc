// The erasure of an address that holds thousands of rows: in the cleanup's batches, audited once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_SIZE } from '@/lib/cleanup/batches';
import { db } from '@/lib/db';
import { recipientOf } from '@/lib/mail/queue';
import { seedBacklog } from '@/lib/testing/backlog';
import { tally, watchTransactions } from '@/lib/testing/transactions';
import { checkQueryPlans } from '@/lib/testing/query-plans';
import { eraseEnquiriesByEmail } from './erasure';

/** Rows of the address beyond the first tests': thousands, as a robot's. */
const MANY = 5_003;

const ROBOT = 'Robot@Example.es';
const ENQUIRIES = 2 * BATCH_SIZE + 200;
const REPLIES = BATCH_SIZE + 200;

beforeEach(async () => {
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
  await db().auditEntry.deleteMany();
  const ids = await seedBacklog({ enquiries: ENQUIRIES, mailsEach: 1, createdAt: new Date(), email: ROBOT });
  await db().enquiryNote.createMany({ data: ids.slice(0, 10).map((enquiryId) => ({ enquiryId, text: 'nota' })) });
  // Staff's replies to the address, whose enquiries are gone already; and its account mail, kept
  // (each with its search key, as lib/mail/queue.ts stores every mail).
  await db().outboxMail.createMany({
    data: Array.from({ length: REPLIES }, () => ({
      kind: 'reply',
      to: 'robot@example.es',
      recipient: recipientOf('robot@example.es'),
      subject: 'Re',
      text: 'x',
    })),
  });
  await db().outboxMail.createMany({
    data: ['password-reset', 'new-browser'].map((kind) => ({
      kind,
      to: ROBOT,
      recipient: recipientOf(ROBOT),
      subject: kind,
      text: 'x',
    })),
  });
  await seedBacklog({ enquiries: 5, mailsEach: 1, createdAt: new Date() });
});
afterEach(() => vi.restoreAllMocks());

/** The address's enquiries and enquiry mail still there (its account mail is never counted). */
const robotLeft = async () => ({
  enquiries: await db().enquiry.count({ where: { email: ROBOT } }),
  mails: await db().outboxMail.count({ where: { OR: [{ replyTo: ROBOT }, { to: 'robot@example.es' }] } }),
});

describe('erasure of an address with thousands of rows', () => {
  it('deletes at most BATCH_SIZE enquiries and their mails a transaction, and audits the whole once', async () => {
    const committed = watchTransactions();
    const answer = await eraseEnquiriesByEmail(null, 'robot@example.es', 'test');
    expect(Math.max(...committed.map((t) => t.enquiries))).toBe(BATCH_SIZE);
    expect(Math.max(...committed.map((t) => t.mails))).toBe(BATCH_SIZE);
    expect(committed.filter((t) => t.enquiries > 0)).toHaveLength(Math.ceil(ENQUIRIES / BATCH_SIZE));
    expect(answer).toEqual({
      ok: true,
      message: expect.stringContaining(
        `Borrado: ${ENQUIRIES} consultas, 10 notas y ${ENQUIRIES + REPLIES} correos de consultas.`,
      ),
      counts: { enquiries: ENQUIRIES, notes: 10, mails: ENQUIRIES + REPLIES, accountMailsKept: 2 },
    });
    // Only the last transaction writes the audit entry.
    expect(committed.map((t) => t.audit)).toEqual([...committed.slice(1).map(() => 0), -1]);
    expect(await robotLeft()).toEqual({ enquiries: 0, mails: 0 });
    expect(await tally()).toMatchObject({ enquiries: 5, mails: 5 + 2, notes: 0 });
    const entries = await db().auditEntry.findMany({ where: { action: 'enquiry.erased' } });
    expect(entries.map((e) => JSON.parse(e.changes) as unknown)).toEqual([
      {
        consultas: String(ENQUIRIES),
        notas: '10',
        'correos de consultas': String(ENQUIRIES + REPLIES),
        'correos de cuenta conservados': '2',
      },
    ]);
  });

  it('cut short keeps and audits what it erased, says to ask again, and the second request erases the rest', async () => {
    let batches = 0;
    watchTransactions((here) => {
      if (here.enquiries > 0 && ++batches === 2) throw new Error('disk I/O error');
    });
    const cut = await eraseEnquiriesByEmail(null, 'robot@example.es', 'test');
    expect(cut).toEqual({
      ok: false,
      message: `El borrado se interrumpió. Borrado: ${BATCH_SIZE} consultas, 10 notas y ${BATCH_SIZE} correos de consultas. Se conservan 2 correos de cuenta a esa dirección (avisos de seguridad, enlaces de acceso): no son de consultas. Vuelve a pedirlo para borrar el resto.`,
    });
    expect(await robotLeft()).toEqual({ enquiries: ENQUIRIES - BATCH_SIZE, mails: ENQUIRIES - BATCH_SIZE + REPLIES });
    vi.restoreAllMocks();

    // Each row counted once over the two requests.
    const rest = await eraseEnquiriesByEmail(null, 'robot@example.es', 'test');
    expect(rest).toMatchObject({
      ok: true,
      counts: { enquiries: ENQUIRIES - BATCH_SIZE, notes: 0, mails: ENQUIRIES - BATCH_SIZE + REPLIES },
    });
    expect(await robotLeft()).toEqual({ enquiries: 0, mails: 0 });
    const entries = await db().auditEntry.findMany({ where: { action: 'enquiry.erased' }, orderBy: { id: 'asc' } });
    expect(entries.map((e) => JSON.parse(e.changes) as Record<string, string>)).toEqual([
      expect.objectContaining({ consultas: String(BATCH_SIZE), interrumpido: 'sí' }),
      expect.objectContaining({ consultas: String(ENQUIRIES - BATCH_SIZE) }),
    ]);
  });

  it('finds every row of the address through indexes of the address, never reading a table whole', async () => {
    // Thousands more: enquiries in another case of the address (their notices to staff answer to
    // it), and replies to it.
    const at = new Date();
    await seedBacklog({ enquiries: MANY, mailsEach: 1, createdAt: at, email: 'ROBOT@example.ES' });
    await db().outboxMail.createMany({
      data: Array.from({ length: MANY }, () => ({
        kind: 'reply',
        to: 'Robot@Example.es',
        recipient: recipientOf('Robot@Example.es'),
        subject: 'Re',
        text: 'x',
        createdAt: at,
      })),
    });
    const { result, verdict } = await checkQueryPlans(() => eraseEnquiriesByEmail(null, 'robot@EXAMPLE.es', 'test'));
    expect(result).toMatchObject({
      ok: true,
      counts: {
        enquiries: ENQUIRIES + MANY,
        mails: ENQUIRIES + REPLIES + 2 * MANY,
        accountMailsKept: 2,
      },
    });
    expect(verdict.problems).toEqual([]);
    // Each lookup goes straight to the address's rows, not through the tables by slices of ids.
    const lookups = verdict.plans.filter((p) => /^\s*SELECT\b[^]*\bFROM\s+\S*(Enquiry|OutboxMail)\W/i.test(p.sql));
    expect(lookups.length).toBe(2);
    for (const p of lookups)
      expect(p.plan.join(' ')).toMatch(
        /Enquiry_email_lower_idx|OutboxMail_(to|replyTo)_lower_idx[^]*OutboxMail_(to|replyTo)_lower_idx/,
      );
    expect(await tally()).toMatchObject({ enquiries: 5, mails: 5 + 2 });
  }, 60_000);
});
