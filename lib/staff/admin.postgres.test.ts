// Back-office writes whose rules hold only if concurrent transactions cannot interleave, on
// PostgreSQL (where they can): two administrators demoting each other at once, and "Reintentar
// ahora" racing the workers of several instances. Runs when TEST_POSTGRES_URL names a database
// (scripts/ci-postgres.sh sets it); skipped otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '@/lib/db';
import { migratePostgres } from '@/lib/db/migrate';
import { resetEnvForTests } from '@/lib/env';
import { processOutbox, retryMailNow } from '@/lib/mail/outbox';
import type { Sender } from '@/lib/mail/transport';
import { changeStaff, LAST_ADMIN_REFUSAL } from './admin';
import type { StaffSession } from './session';

const url = process.env.TEST_POSTGRES_URL;

async function admin(email: string): Promise<StaffSession> {
  const row = await db().staffUser.upsert({
    where: { email },
    create: { email, role: 'admin', passwordHash: 'x' },
    update: { role: 'admin', disabledAt: null, passwordHash: 'x' },
  });
  return { staffId: row.id, email, name: '', role: 'admin', key: `k-${email}` };
}

describe.skipIf(!url)('back-office rules on PostgreSQL', () => {
  beforeAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = url;
    resetEnvForTests();
    await migratePostgres(url!);
  });
  afterAll(() => closeDb());

  it('two administrators demoting or disabling each other at once: one succeeds, one administrator always stays', async () => {
    for (let round = 0; round < 10; round++) {
      // Only these two are administrators: any other left over is turned into an editor.
      await db().staffUser.updateMany({
        where: { role: 'admin', email: { notIn: ['pg-a@millehotel.es', 'pg-b@millehotel.es'] } },
        data: { role: 'editor' },
      });
      const a = await admin('pg-a@millehotel.es');
      const b = await admin('pg-b@millehotel.es');
      const input = round % 2 ? { action: 'desactivar' } : { role: 'support' };
      const answers = await Promise.all([
        changeStaff(a, b.staffId, input, 'pg'),
        changeStaff(b, a.staffId, input, 'pg'),
      ]);
      expect(answers.map((x) => x?.ok).sort()).toEqual([false, true]);
      expect(answers.find((x) => !x?.ok)).toEqual({ ok: false, message: LAST_ADMIN_REFUSAL, kind: 'conflict' });
      expect(await db().staffUser.count({ where: { role: 'admin', disabledAt: null } })).toBe(1);
    }
  });

  it('a failed mail retried from two instances while both workers run: sent exactly once', async () => {
    const sent: number[] = [];
    const sender = (): Sender => ({
      async send(mail) {
        await new Promise((r) => setTimeout(r, 20));
        sent.push((mail as unknown as { id: number }).id);
      },
      close() {},
    });
    for (let round = 0; round < 10; round++) {
      const mail = await db().outboxMail.create({
        data: {
          to: `pg-${round}@example.es`,
          subject: 's',
          text: 't',
          kind: 'new-browser',
          status: 'failed',
          attempts: 3,
          nextAttemptAt: new Date(Date.now() + 3600_000),
        },
      });
      await Promise.all([
        retryMailNow(mail.id),
        retryMailNow(mail.id),
        processOutbox({ sender: sender() }),
        processOutbox({ sender: sender() }),
      ]);
      await Promise.all([
        processOutbox({ sender: sender() }),
        processOutbox({ sender: sender() }),
        retryMailNow(mail.id),
      ]);
      await processOutbox({ sender: sender() });
      expect(sent.filter((id) => id === mail.id)).toHaveLength(1);
      expect((await db().outboxMail.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe('sent');
    }
  });
});
