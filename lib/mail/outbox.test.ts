// The outbox against a real SMTP server on loopback: the messages, an outage, the recovery, and
// every mail sent exactly once even with several workers at the same rows.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST as contact } from '@/app/api/Data/NuevoContacto/route';
import { POST as callback } from '@/app/api/callback/route';
import { company } from '@/lib/content/company';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { PEER_HEADER } from '@/lib/http/client-address';
import { backoffSeconds, processOutbox } from './outbox';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

async function smtp(
  port = 0,
): Promise<{ server: SMTPServer; port: number; inbox: Received[]; close: () => Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return { server, port: actual, inbox, close: () => new Promise<void>((r) => server.close(() => r())) };
}

function useSmtp(port: number) {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvForTests();
}

let n = 0;
async function sendContact(fields: Record<string, string>) {
  n += 1;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await contact(
    new Request('http://localhost:3000/api/Data/NuevoContacto', {
      method: 'POST',
      body: form,
      headers: { [PEER_HEADER]: `192.0.2.${n}` },
    }),
  );
  return res.text();
}

const lucia = {
  nombre: 'Lucía',
  apellidos: 'Pérez',
  email: 'lucia@hotelmar.es',
  telefono: '600123456',
  consulta: 'Bcc: robo@x.es\nQuiero una demo',
  robot: 'on',
};

beforeEach(async () => {
  await db().outboxMail.deleteMany();
  await db().enquiry.deleteMany();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
afterAll(() => {
  delete process.env.SMTP_URL;
});

describe('outbox over SMTP', () => {
  it('sends the staff notification (Reply-To the visitor) and the acknowledgement, with no visitor text in headers', async () => {
    const s = await smtp();
    try {
      useSmtp(s.port);
      expect(await sendContact(lucia)).toBe('OK');
      const run = await processOutbox();
      expect(run).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(s.inbox).toHaveLength(2);
      const staff = s.inbox.find((m) => m.to.includes(company.emails.info))!;
      const ack = s.inbox.find((m) => m.to.includes('lucia@hotelmar.es'))!;
      expect(staff).toBeDefined();
      expect(ack).toBeDefined();
      const headers = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(headers(staff.raw)).toMatch(/^Reply-To: lucia@hotelmar\.es$/m);
      expect(headers(staff.raw)).toMatch(/^Subject: =\?UTF-8\?Q\?=5BWeb=5D_Solicitud_de_informaci=C3=B3n_/m);
      expect(headers(staff.raw)).not.toMatch(/Luc|Pérez|robo@x|demo/);
      expect(headers(staff.raw)).not.toMatch(/^Bcc:/im);
      expect(staff.raw).toContain('Quiero una demo');
      // The acknowledgement carries no visitor text at all.
      expect(ack.raw).not.toMatch(/Luc|demo|robo@x/);
      const enquiry = await db().enquiry.findFirstOrThrow();
      expect(enquiry.status).toBe('mailed');
      expect(await processOutbox()).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(s.inbox).toHaveLength(2);
    } finally {
      await s.close();
    }
  });

  it('MAIL_TO_* choose the staff address of each kind', async () => {
    const s = await smtp();
    try {
      process.env.MAIL_TO_CALLBACK = 'ventas-guardia@mille.test';
      useSmtp(s.port);
      const form = new FormData();
      for (const [k, v] of Object.entries({ nombre: 'Pedro', telefono: '600111222', robot: 'on' })) form.append(k, v);
      const res = await callback(
        new Request('http://localhost:3000/api/callback', {
          method: 'POST',
          body: form,
          headers: { [PEER_HEADER]: '192.0.2.200' },
        }),
      );
      expect(await res.text()).toBe('OK');
      await processOutbox();
      expect(s.inbox.map((m) => m.to)).toEqual([['ventas-guardia@mille.test']]);
      expect(s.inbox[0]!.raw).toContain('600111222');
    } finally {
      delete process.env.MAIL_TO_CALLBACK;
      await s.close();
    }
  });

  it('SMTP down: the enquiry is still OK and stored; mail waits with backoff and is sent once after recovery', async () => {
    // A port with nobody listening: take one, then close it.
    const probe = await smtp();
    const port = probe.port;
    await probe.close();
    useSmtp(port);
    expect(await sendContact(lucia)).toBe('OK');
    expect(await db().enquiry.count()).toBe(1);

    const t0 = new Date();
    const down = await processOutbox({ now: () => t0 });
    expect(down).toEqual({ sent: 0, retried: 2, failed: 0 });
    const waiting = await db().outboxMail.findMany();
    for (const m of waiting) {
      expect(m.status).toBe('pending');
      expect(m.attempts).toBe(1);
      expect(m.lockedUntil).toBeNull();
      expect(m.lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i);
      expect(m.nextAttemptAt.getTime()).toBe(t0.getTime() + backoffSeconds(1, 900) * 1000);
    }
    // Still down a second time: the wait doubles.
    const t1 = new Date(t0.getTime() + 31_000);
    expect(await processOutbox({ now: () => t1 })).toEqual({ sent: 0, retried: 2, failed: 0 });
    const again = await db().outboxMail.findFirstOrThrow();
    expect(again.attempts).toBe(2);
    expect(again.nextAttemptAt.getTime()).toBe(t1.getTime() + 60_000);

    // Back up on the same port; before the retry time nothing is tried, after it each mail goes once.
    const s = await smtp(port);
    try {
      expect(await processOutbox({ now: () => new Date(t1.getTime() + 30_000) })).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      expect(s.inbox).toHaveLength(0);
      const later = () => new Date(t1.getTime() + 61_000);
      expect(await processOutbox({ now: later })).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(await processOutbox({ now: later })).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(s.inbox).toHaveLength(2);
      expect((await db().outboxMail.findMany()).every((m) => m.status === 'sent' && m.sentAt)).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('several workers at once send each mail exactly once', async () => {
    const s = await smtp();
    try {
      useSmtp(s.port);
      for (let i = 0; i < 6; i++) expect(await sendContact({ ...lucia, email: `cliente${i}@hotelmar.es` })).toBe('OK');
      const runs = await Promise.all([processOutbox(), processOutbox(), processOutbox()]);
      expect(runs.reduce((a, r) => a + r.sent, 0)).toBe(12);
      expect(s.inbox).toHaveLength(12);
      const ids = s.inbox.map((m) => /^Message-ID: (.*)$/im.exec(m.raw)?.[1]);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await s.close();
    }
  });

  it('a row claimed by another worker is left alone until the claim runs out', async () => {
    const s = await smtp();
    try {
      useSmtp(s.port);
      expect(await sendContact(lucia)).toBe('OK');
      const now = new Date();
      await db().outboxMail.updateMany({ data: { lockedUntil: new Date(now.getTime() + 60_000) } });
      expect((await processOutbox({ now: () => now })).sent).toBe(0);
      expect((await processOutbox({ now: () => new Date(now.getTime() + 61_000) })).sent).toBe(2);
    } finally {
      await s.close();
    }
  });

  it('a permanent refusal (5xx) is marked failed and not retried', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, done) {
        if (address.address.startsWith('nadie'))
          return done(Object.assign(new Error('No such user'), { responseCode: 550 }));
        done();
      },
      onData(stream, _s, done) {
        stream.resume();
        stream.on('end', () => done());
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      useSmtp((server.server.address() as AddressInfo).port);
      expect(await sendContact({ ...lucia, email: 'nadie@hotelmar.es' })).toBe('OK');
      expect(await processOutbox()).toEqual({ sent: 1, retried: 0, failed: 1 });
      expect(await db().outboxMail.count({ where: { status: 'failed' } })).toBe(1);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('demo mode (no SMTP_URL)', () => {
  it('writes each mail as an .eml file under <DATA_DIR>/mail', async () => {
    const { readdirSync, readFileSync, existsSync } = await import('node:fs');
    const path = await import('node:path');
    const { env } = await import('@/lib/env');
    const dir = path.join(env().dataDir, 'mail');
    const before = existsSync(dir) ? readdirSync(dir).length : 0;
    expect(await sendContact(lucia)).toBe('OK');
    expect(await processOutbox()).toEqual({ sent: 2, retried: 0, failed: 0 });
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files.length).toBe(before + 2);
    expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toMatch(/^Subject: /m);
  });
});
