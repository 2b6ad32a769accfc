// The migration that names the status page's payment-link component as the rest of the site does
// (20261204120004_status_component_payment_link_name): only where it still has the name the status
// page's migration seeded, and never onto a name another component already has. Its data step, run
// again on rows as a database may hold them before it (each test file has a migrated database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';

const MIGRATION = path.join(
  __dirname,
  '../../prisma/migrations/20261204120004_status_component_payment_link_name/migration.sql',
);

async function rename(): Promise<void> {
  const sql = readFileSync(MIGRATION, 'utf8');
  const step = sql.slice(sql.indexOf('UPDATE "StatusComponent"'));
  await db().$executeRawUnsafe(step.slice(0, step.indexOf(';') + 1));
}

const names = async () =>
  (await db().statusComponent.findMany({ orderBy: [{ position: 'asc' }, { id: 'asc' }] })).map((c) => c.name);

describe('the payment link component’s Spanish name', () => {
  it('is the migrated one', async () => {
    expect(await names()).toContain('Enlace de pago');
    expect(await names()).not.toContain('Payment link');
  });

  it('replaces the seeded name, and leaves a name staff chose, or one already taken, as it is', async () => {
    const row = await db().statusComponent.findUniqueOrThrow({ where: { name: 'Enlace de pago' } });
    await db().statusComponent.update({ where: { id: row.id }, data: { name: 'Payment link' } });
    await rename();
    expect((await db().statusComponent.findUniqueOrThrow({ where: { id: row.id } })).name).toBe('Enlace de pago');

    await db().statusComponent.update({ where: { id: row.id }, data: { name: 'Pagos con enlace' } });
    const before = await names();
    await rename();
    expect(await names()).toEqual(before);

    // Staff made an "Enlace de pago" of their own and kept the seeded one: neither is touched.
    await db().statusComponent.update({ where: { id: row.id }, data: { name: 'Payment link' } });
    await db().statusComponent.create({ data: { name: 'Enlace de pago', position: 99 } });
    await rename();
    expect((await names()).filter((n) => n === 'Payment link' || n === 'Enlace de pago')).toEqual([
      'Payment link',
      'Enlace de pago',
    ]);
  });
});
