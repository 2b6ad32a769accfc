// The outbox in the back office: every role against "Reintentar ahora" (allowed works and is
// audited, forbidden gets 403 and changes nothing), a failed mail retried and sent exactly once by
// workers racing for it, who may read which mail's text, the kind every composer sets (and the
// migration's backfill), and the stuck figure shared with /api/health and the dashboard.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as contact } from '@/app/api/Data/NuevoContacto/route';
import { GET as health } from '@/app/api/health/route';
import { db } from '@/lib/db';
import { PEER_HEADER } from '@/lib/http/client-address';
import { processOutbox } from '@/lib/mail/outbox';
import type { Sender } from '@/lib/mail/transport';
import { loadDashboard } from '@/lib/dashboard/figures';
import { seedStaff } from '@/lib/staff/demo-seed';
import { mailBodyVisible, outboxFilterFrom, outboxMailFor, queryOutbox } from '@/lib/mail/staff/outbox';
import type { TestClient } from '@/lib/testing/http-client';
import { callStaff as call, staffBrowser } from '@/lib/testing/staff-browser';
import { POST as retry } from './correo/[id]/reintentar/route';
import { POST as invite } from './personal/route';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const browsers = {} as Record<'admin' | 'editor' | 'support', TestClient>;

/** A sender that records what it was asked to send (and may be made slow, to race workers). */
function recordingSender(delayMs = 0): Sender & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    async send(mail) {
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      sent.push((mail as unknown as { id: number }).id);
    },
    close() {},
  };
}

const failedMail = (over: Record<string, unknown> = {}) =>
  db().outboxMail.create({
    data: {
      to: 'rechaza@example.es',
      subject: 'Tu contraseña ha cambiado',
      text: 'Hola',
      kind: 'security-notice',
      status: 'failed',
      attempts: 4,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: new Date(Date.now() + 3600_000),
      ...over,
    },
  });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  await seedStaff();
  browsers.admin = await staffBrowser('admin@millehotel.es');
  browsers.editor = await staffBrowser('redaccion@millehotel.es');
  browsers.support = await staffBrowser('atencion@millehotel.es');
});
beforeEach(async () => {
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
});

describe('Reintentar ahora', () => {
  it('redacción gets 403: the mail stays failed, nothing is audited', async () => {
    const mail = await failedMail();
    const audit = await db().auditEntry.count();
    expect((await call(browsers.editor, retry, `correo/${mail.id}/reintentar`, { form: {} })).status).toBe(403);
    expect(await db().outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
      status: 'failed',
      attempts: 4,
      nextAttemptAt: mail.nextAttemptAt,
    });
    expect(await db().auditEntry.count()).toBe(audit);
  });

  for (const role of ['support', 'admin'] as const) {
    it(`${role === 'admin' ? 'administración' : 'atención al cliente'}: a failed mail becomes due now, is audited, and is sent once by two racing workers`, async () => {
      const mail = await failedMail();
      const res = await call(browsers[role], retry, `correo/${mail.id}/reintentar`, { form: {} });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, message: 'Correo en cola: se enviará en unos segundos.' });
      const row = await db().outboxMail.findUniqueOrThrow({ where: { id: mail.id } });
      expect(row.status).toBe('pending');
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      const entry = await db().auditEntry.findFirstOrThrow({
        where: { action: 'mail.retried', objectId: String(mail.id) },
      });
      expect(entry.actorEmail).toBe(role === 'admin' ? 'admin@millehotel.es' : 'atencion@millehotel.es');
      expect(JSON.parse(entry.changes)).toEqual({ estado: ['No se pudo enviar', 'En cola'], intentos: '4' });
      expect(entry.changes).not.toContain('rechaza@example.es');

      // Two workers (two instances) at the same row, a slow SMTP server: one send.
      const a = recordingSender(50);
      const b = recordingSender(50);
      await Promise.all([processOutbox({ sender: a }), processOutbox({ sender: b })]);
      expect([...a.sent, ...b.sent]).toEqual([mail.id]);
      expect(await db().outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({
        status: 'sent',
        attempts: 5,
        lastError: '',
      });

      // Sent: a second retry is refused and changes nothing.
      const again = await call(browsers[role], retry, `correo/${mail.id}/reintentar`, { form: {} });
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe('Este correo ya se ha enviado: no se vuelve a enviar.');
      expect(await db().auditEntry.count({ where: { action: 'mail.retried', objectId: String(mail.id) } })).toBe(1);
    });
  }

  it('a retry while another worker holds the claim leaves the claim alone: no second send', async () => {
    const claim = new Date(Date.now() + 300_000);
    const mail = await failedMail({ status: 'pending', lockedUntil: claim });
    expect((await call(browsers.support, retry, `correo/${mail.id}/reintentar`, { form: {} })).status).toBe(200);
    expect((await db().outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).lockedUntil).toEqual(claim);
    const sender = recordingSender();
    await processOutbox({ sender });
    expect(sender.sent).toEqual([]);
  });

  it('an unknown mail is 404', async () => {
    expect((await call(browsers.admin, retry, 'correo/999999/reintentar', { form: {} })).status).toBe(404);
  });
});

describe('who reads a mail', () => {
  it('never a secret mail; an enquiry mail only with enquiries.work; an account notice with the outbox', async () => {
    const secret = { secret: true, enquiryId: null, kind: 'password-reset' };
    const ofEnquiry = { secret: false, enquiryId: 7, kind: 'enquiry-visitor' };
    const reply = { secret: false, enquiryId: null, kind: 'reply' };
    const notice = { secret: false, enquiryId: null, kind: 'new-browser' };
    for (const role of ['admin', 'support', 'editor'] as const) expect(mailBodyVisible(role, secret)).toBe(false);
    expect(mailBodyVisible('support', ofEnquiry)).toBe(true);
    expect(mailBodyVisible('editor', ofEnquiry)).toBe(false);
    expect(mailBodyVisible('editor', reply)).toBe(false);
    expect(mailBodyVisible('support', notice)).toBe(true);

    // The detail page's data: a pending reset link's text never leaves the database.
    const link = await db().outboxMail.create({
      data: {
        to: 'a@example.es',
        subject: 'Restablece',
        text: 'https://x/#token=abc',
        kind: 'password-reset',
        secret: true,
      },
    });
    expect((await outboxMailFor('admin', link.id))?.text).toBeNull();
  });
});

describe('kinds', () => {
  it('every composer names its mail: an enquiry, an invitation', async () => {
    const req = new Request('http://localhost:3000/api/Data/NuevoContacto', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', [PEER_HEADER]: '203.0.113.9' },
      body: new URLSearchParams({
        nombre: 'Ana',
        apellidos: '',
        email: 'ana@example.es',
        telefono: '',
        consulta: 'Una demo',
        robot: 'true',
      }),
    });
    expect(await (await contact(req)).text()).toBe('OK');
    expect(
      (await call(browsers.admin, invite, 'personal', { form: { email: 'kinds@millehotel.es', papel: 'editor' } }))
        .status,
    ).toBe(200);
    const kinds = (await db().outboxMail.findMany({ orderBy: { id: 'asc' }, select: { kind: true } })).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(['enquiry-staff', 'enquiry-visitor', 'staff-invitation']);
  });

  it("the migration's backfill names the rows queued before the column", async () => {
    const e = await db().enquiry.create({
      data: { kind: 'contact', fields: '{}', email: 'v@example.es', clientHash: 'h' },
    });
    const rows = [
      { enquiryId: e.id, to: 'info@mille.es', subject: `[Web] Solicitud de información n.º ${e.id}`, text: 't' },
      { enquiryId: e.id, to: 'v@example.es', subject: `Hemos recibido tu solicitud (n.º ${e.id})`, text: 't' },
      {
        enquiryId: e.id,
        to: 'v@example.es',
        subject: 'Re: Solicitud',
        text: 't',
        authorEmail: 'atencion@millehotel.es',
      },
      { to: 'n@millehotel.es', subject: 'Tu acceso a la gestión de Mille', text: 't', secret: true },
      { to: 'c@example.es', subject: 'Restablece tu contraseña del área de clientes', text: 't', secret: true },
      { to: 'c@example.es', subject: 'Tu contraseña ha cambiado', text: 't' },
      { to: 'c@example.es', subject: 'Nuevo acceso a tu cuenta desde otro navegador', text: 't' },
      { to: 'c@example.es', subject: 'Tu acceso al área de clientes de Mille', text: 't', secret: true },
      { to: 'c@example.es', subject: 'Hemos restablecido tu verificación en dos pasos', text: 't' },
      { to: 'c@example.es', subject: 'Algo', text: 't' },
    ];
    for (const data of rows) await db().outboxMail.create({ data: { ...data, kind: 'other' } });
    const sql = readFileSync(
      path.join(__dirname, '../../../prisma/migrations/20261127110000_outbox_kind_staff_last_sign_in/migration.sql'),
      'utf8',
    );
    const backfill = sql.slice(sql.indexOf('UPDATE "OutboxMail"'));
    await db().$executeRawUnsafe(backfill.slice(0, backfill.indexOf(';') + 1));
    const kinds = (await db().outboxMail.findMany({ orderBy: { id: 'asc' }, select: { kind: true } })).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual([
      'enquiry-staff',
      'enquiry-visitor',
      'reply',
      'staff-invitation',
      'password-reset',
      'password-changed',
      'new-browser',
      'customer-invitation',
      'second-factor-reset',
      'other',
    ]);
    // The notices of a change to an account's access became one kind later.
    const later = readFileSync(
      path.join(__dirname, '../../../prisma/migrations/20261201090000_second_factor_since/migration.sql'),
      'utf8',
    );
    const unify = later.slice(later.indexOf('UPDATE "OutboxMail"'));
    await db().$executeRawUnsafe(unify.slice(0, unify.indexOf(';') + 1));
    const unified = (await db().outboxMail.findMany({ orderBy: { id: 'asc' }, select: { kind: true } })).map(
      (m) => m.kind,
    );
    expect(unified).toEqual([
      'enquiry-staff',
      'enquiry-visitor',
      'reply',
      'staff-invitation',
      'password-reset',
      'security-notice',
      'new-browser',
      'customer-invitation',
      'security-notice',
      'other',
    ]);
  });
});

describe('the list', () => {
  it('stuck mail: the same count in the filter, the dashboard and /api/health; filters by kind and recipient, 25 a page', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    await db().outboxMail.createMany({
      data: [
        { to: 'a@example.es', subject: 's', text: 't', kind: 'new-browser', status: 'pending', createdAt: hoursAgo(2) },
        { to: 'b@example.es', subject: 's', text: 't', kind: 'new-browser', status: 'failed', createdAt: hoursAgo(3) },
        { to: 'c@example.es', subject: 's', text: 't', kind: 'reply', status: 'pending', createdAt: hoursAgo(0.5) },
        {
          to: 'd@example.es',
          subject: 's',
          text: 't',
          kind: 'reply',
          status: 'sent',
          sentAt: new Date(),
          createdAt: hoursAgo(5),
        },
        ...Array.from({ length: 30 }, (_, i) => ({
          to: `lote${i}@example.es`,
          recipient: `lote${i}@example.es`,
          subject: 's',
          text: 't',
          kind: 'enquiry-visitor',
          status: 'sent',
          sentAt: new Date(),
        })),
      ],
    });
    const stuck = await queryOutbox(outboxFilterFrom(new URLSearchParams('estado=atascado')).filter);
    expect(stuck.total).toBe(2);
    expect(stuck.rows.map((r) => r.to).sort()).toEqual(['a@example.es', 'b@example.es']);
    expect((await (await health()).json()).stuckMail).toBe(2);
    expect((await loadDashboard('admin')).work.unsentMails).toBe(2);
    expect((await queryOutbox(outboxFilterFrom(new URLSearchParams('tipo=reply')).filter)).total).toBe(2);
    expect((await queryOutbox(outboxFilterFrom(new URLSearchParams('para=LOTE1')).filter)).total).toBe(11);
    const first = await queryOutbox({});
    const second = await queryOutbox({}, outboxFilterFrom(new URLSearchParams({ pos: first.next! })).cursor);
    expect(second.total).toBe(34);
    expect(second.rows).toHaveLength(9);
    expect(second.counts).toEqual({ pending: 2, failed: 1, sent: 31, stuck: 2 });
    // A mail that goes out moves between the counts at once, though the outbox's total is kept briefly.
    await db().outboxMail.updateMany({ where: { to: 'b@example.es' }, data: { status: 'sent', sentAt: new Date() } });
    expect((await queryOutbox({})).counts).toEqual({ pending: 2, failed: 0, sent: 32, stuck: 1 });
  });

  it('finds a recipient whatever the case the visitor typed the address in', async () => {
    // The acknowledgement of an enquiry goes to the address exactly as typed in the form.
    await db().outboxMail.create({
      data: {
        to: 'Marta.Ruiz@Hotel-Levante.es',
        recipient: 'marta.ruiz@hotel-levante.es',
        subject: 's',
        text: 't',
        kind: 'enquiry-visitor',
      },
    });
    for (const para of ['marta.ruiz', 'MARTA.RUIZ@hotel-levante.es']) {
      const found = await queryOutbox(outboxFilterFrom(new URLSearchParams({ para })).filter);
      expect(
        found.rows.map((r) => r.to),
        para,
      ).toEqual(['Marta.Ruiz@Hotel-Levante.es']);
    }
  });
});
