// Mail that waits too long is reported: a warning in the log and a count in /api/health.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { db } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { logToForTests } from '@/lib/log';
import { reportStuckMail, startOutboxWorker, stuckMailCount } from './outbox';

const lines: string[] = [];

beforeAll(() => logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) }));
afterAll(() => logToForTests(process.stdout));
beforeEach(async () => {
  lines.length = 0;
  await db().outboxMail.deleteMany();
});
afterEach(() => {
  delete process.env.OUTBOX_POLL_MS;
  resetEnvForTests();
});

const mail = (minutesAgo: number, status: string, now = Date.now()) => ({
  to: 'ventas@example.es',
  subject: 'Consulta',
  text: 'Texto',
  status,
  createdAt: new Date(now - minutesAgo * 60_000),
});

const stuckLines = () => lines.filter((l) => l.includes('"mail.stuck"'));

describe('stuck mail', () => {
  it('stuckMailCount: pending or failed mail queued more than an hour ago; sent mail never', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const at = (seconds: number, status: string) => ({
      ...mail(seconds / 60, status, now.getTime()),
      ...(status === 'sent' ? { sentAt: now } : {}),
    });
    expect(await stuckMailCount(now)).toBe(0);
    await db().outboxMail.createMany({ data: [at(3600, 'pending'), at(3599, 'pending'), at(10, 'failed')] });
    expect(await stuckMailCount(now)).toBe(0);
    await db().outboxMail.createMany({ data: [at(3601, 'pending'), at(7200, 'failed'), at(86_400, 'sent')] });
    expect(await stuckMailCount(now)).toBe(2);
    // An hour later every unsent one is stuck (the 10-second-old one too); the sent one still not.
    expect(await stuckMailCount(new Date(now.getTime() + 3600_000))).toBe(5);
  });

  it('counts unsent mail older than an hour, in the log and in /api/health', async () => {
    expect(await reportStuckMail()).toBe(0);
    expect(stuckLines()).toHaveLength(0);
    expect(await (await health()).json()).toEqual({ status: 'ok', stuckMail: 0, serverLayers: null });

    await db().outboxMail.createMany({
      data: [
        mail(90, 'pending'),
        mail(120, 'failed'),
        mail(10, 'pending'),
        { ...mail(300, 'sent'), sentAt: new Date() },
      ],
    });
    expect(await reportStuckMail()).toBe(2);
    const warning = JSON.parse(stuckLines()[0]!) as Record<string, unknown>;
    expect(warning).toMatchObject({ level: 'warn', event: 'mail.stuck', stuck: 2, olderThanSeconds: 3600 });
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', stuckMail: 2, serverLayers: null });
  });

  it('the worker warns once, not on every poll', async () => {
    process.env.OUTBOX_POLL_MS = '20';
    resetEnvForTests();
    // Failed rows are not retried: they stay stuck whatever the worker does.
    await db().outboxMail.createMany({ data: [mail(90, 'failed'), mail(95, 'failed')] });
    const stop = startOutboxWorker();
    try {
      const deadline = Date.now() + 10_000;
      while (stuckLines().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      // Many more polls (every 20 ms) go by without another warning.
      await new Promise((r) => setTimeout(r, 400));
    } finally {
      await stop();
    }
    expect(stuckLines()).toHaveLength(1);
    expect(JSON.parse(stuckLines()[0]!)).toMatchObject({ event: 'mail.stuck', stuck: 2 });
  });
});
