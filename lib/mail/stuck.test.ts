// Mail that waits too long is reported: a warning in the log and a count in /api/health.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { db } from '@/lib/db';
import { logToForTests } from '@/lib/log';
import { reportStuckMail } from './outbox';

const lines: string[] = [];

beforeAll(() => logToForTests({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) }));
afterAll(() => logToForTests(process.stdout));

const mail = (minutesAgo: number, status: string) => ({
  to: 'ventas@example.es',
  subject: 'Consulta',
  text: 'Texto',
  status,
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
});

describe('stuck mail', () => {
  it('counts unsent mail older than an hour, in the log and in /api/health', async () => {
    expect(await reportStuckMail()).toBe(0);
    expect(lines.some((l) => l.includes('mail.stuck'))).toBe(false);
    expect(await (await health()).json()).toEqual({ status: 'ok', stuckMail: 0 });

    await db().outboxMail.createMany({
      data: [mail(90, 'pending'), mail(120, 'failed'), mail(10, 'pending'), { ...mail(300, 'sent'), sentAt: new Date() }],
    });
    expect(await reportStuckMail()).toBe(2);
    const warning = JSON.parse(lines.find((l) => l.includes('"mail.stuck"'))!) as Record<string, unknown>;
    expect(warning).toMatchObject({ level: 'warn', event: 'mail.stuck', stuck: 2 });
    const res = await health();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', stuckMail: 2 });
  });
});
