// The cleanup on PostgreSQL, where several instances share the database. Runs when
// TEST_POSTGRES_URL names an empty database (scripts/ci-postgres.sh sets it), or on the fresh
// database TEST_POSTGRES_SERVER gives each file (lib/testing/setup.ts); skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '@/lib/db';
import { migratePostgres } from '@/lib/db/migrate';
import { isPostgresUrl } from '@/lib/db/url';
import { resetEnvForTests } from '@/lib/env';
import { seedBacklog } from '@/lib/testing/backlog';
import { BATCH_SIZE } from './batches';
import { runCleanup } from './cleanup';

const url =
  process.env.TEST_POSTGRES_URL ??
  (process.env.TEST_POSTGRES_SERVER && isPostgresUrl(process.env.DATABASE_URL ?? '')
    ? process.env.DATABASE_URL
    : undefined);
const NOW = new Date('2026-11-22T10:00:00.000Z');

describe.skipIf(!url)('scheduled cleanup on PostgreSQL', () => {
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = url;
    resetEnvForTests();
    await migratePostgres(url!);
  });
  afterAll(() => closeDb());

  it('runs started together on one database: no error, every row deleted and counted once', async () => {
    for (let round = 0; round < 5; round++) {
      const { id: userId } = await db().user.create({ data: { email: `pg-${round}@example.es`, passwordHash: 'x' } });
      await db().session.createMany({
        data: Array.from({ length: 200 }, (_, i) => ({
          id: `r${round}-s${i}`,
          userId,
          lastSeenAt: new Date('2026-01-01'),
          expiresAt: new Date('2026-01-02'),
        })),
      });
      await db().session.create({
        data: { id: `r${round}-live`, userId, lastSeenAt: NOW, expiresAt: new Date('2026-11-23') },
      });
      await db().rateLimiterFlexible.createMany({
        data: Array.from({ length: 100 }, (_, i) => ({
          key: `r${round}-k${i}`,
          points: 1,
          expire: new Date('2026-01-01'),
        })),
      });
      for (let i = 0; i < 20; i++) {
        await db().enquiry.create({
          data: {
            kind: 'contact',
            fields: '{}',
            clientHash: 'h',
            createdAt: new Date('2020-01-01'),
            mails: { create: [{ to: 'a@example.es', subject: 's', text: 't', createdAt: new Date('2020-01-01') }] },
          },
        });
      }

      // Four instances' runs at the same moment (each on its own connection of the pool).
      const runs = await Promise.all(Array.from({ length: 4 }, () => runCleanup(NOW)));
      const sum = (k: 'sessions' | 'limiterRows' | 'enquiries' | 'mails') => runs.reduce((n, r) => n + r[k], 0);
      expect({
        sessions: sum('sessions'),
        limiterRows: sum('limiterRows'),
        enquiries: sum('enquiries'),
        mails: sum('mails'),
      }).toEqual({
        sessions: 200,
        limiterRows: 100,
        enquiries: 20,
        mails: 20,
      });
      // A run that found the lock taken deleted nothing and says so.
      for (const r of runs.filter((x) => x.ranElsewhere))
        expect(r).toMatchObject({ sessions: 0, limiterRows: 0, enquiries: 0, mails: 0 });
      expect(await db().session.count()).toBe(round + 1);
      expect(await db().rateLimiterFlexible.count()).toBe(0);
      expect(await db().enquiry.count()).toBe(0);
      expect(await db().outboxMail.count()).toBe(0);
    }
  });

  it('a backlog worked off by four instances at once: every row deleted and counted once', async () => {
    const n = 3 * BATCH_SIZE + 77;
    await seedBacklog({ enquiries: n, mailsEach: 2, createdAt: new Date('2020-01-01') });
    await db().outboxMail.createMany({
      data: Array.from({ length: 600 }, () => ({
        to: 'x@example.es',
        subject: 's',
        text: 't',
        createdAt: new Date('2020-01-01'),
      })),
    });
    await db().auditEntry.createMany({
      data: Array.from({ length: 1_100 }, (_, i) => ({ action: `a${i}`, at: new Date('2019-01-01') })),
    });

    // Each instance's run, started together; their batches take turns under the lock.
    const runs = await Promise.all(Array.from({ length: 4 }, () => runCleanup(NOW)));
    const sum = (k: 'enquiries' | 'mails' | 'auditEntries') => runs.reduce((t, r) => t + r[k], 0);
    expect({ enquiries: sum('enquiries'), mails: sum('mails'), auditEntries: sum('auditEntries') }).toEqual({
      enquiries: n,
      mails: 2 * n + 600,
      auditEntries: 1_100,
    });
    expect(runs.every((r) => !r.unfinished)).toBe(true);
    expect(await db().enquiry.count()).toBe(0);
    expect(await db().outboxMail.count()).toBe(0);
    expect(await db().auditEntry.count()).toBe(0);
  });
});
