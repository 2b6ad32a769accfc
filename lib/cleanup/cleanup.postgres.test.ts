// The cleanup on PostgreSQL, where several instances share the database. Runs when
// TEST_POSTGRES_URL names an empty database (scripts/ci-postgres.sh sets it); skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '@/lib/db';
import { migratePostgres } from '@/lib/db/migrate';
import { resetEnvForTests } from '@/lib/env';
import { runCleanup } from './cleanup';

const url = process.env.TEST_POSTGRES_URL;
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
});
