// PostgreSQL's backup path, as docs/OPERATIONS.md tells operators to take it: `pg_dump -Fc` of a
// database in use, `pg_restore` into a fresh empty database, then the smoke checks on the restored
// one through the app's database layer: every table's rows are there, nothing is left to migrate,
// a customer signs in with password and second factor, new rows get new ids (the sequences came
// along). Runs when TEST_PG_BIN names PostgreSQL's binaries and the file has a PostgreSQL database
// (TEST_POSTGRES_SERVER; scripts/ci-postgres.sh runs it); skipped otherwise.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as verify } from '@/app/api/Data/VerificarSegundoFactor/route';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { closeDb, db } from '@/lib/db';
import { migratePostgres } from '@/lib/db/migrate';
import { isPostgresUrl } from '@/lib/db/url';
import { resetEnvForTests } from '@/lib/env';
import { seedBacklog } from '@/lib/testing/backlog';
import { TestClient } from '@/lib/testing/http-client';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const bin = process.env.TEST_PG_BIN;
const source = process.env.DATABASE_URL!;
const USER = 'direccion@hotelatlantico.es';

async function onServer<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every table of the schema with its number of rows. */
const rowCounts = (url: string) =>
  onServer(url, async (c) => {
    const { rows } = await c.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of rows)
      counts[table_name] = Number((await c.query(`SELECT count(*) AS n FROM "${table_name}"`)).rows[0].n);
    return counts;
  });

describe.skipIf(!bin || !isPostgresUrl(source))('pg_dump and pg_restore into a fresh database', () => {
  const target = new URL(source);
  target.pathname = `${target.pathname}_restored`;
  const restored = target.toString();
  const server = new URL(source);
  server.pathname = '/postgres';

  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = source;
    resetEnvForTests();
    await onServer(server.toString(), (c) => c.query(`DROP DATABASE IF EXISTS "${target.pathname.slice(1)}"`)).catch(
      () => undefined,
    );
  });

  it('restores every row, and the restored database serves sign-ins with a second factor', async () => {
    await seedAccounts();
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    const enrolment = (await startTotpEnrolment(customerTotpStore, user.id, USER))!;
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret.replace(/\s+/g, '')), digits: 6, period: 30 });
    await confirmTotpEnrolment(customerTotpStore, user.id, totp.generate({ timestamp: Date.now() - 30_000 }));
    await seedBacklog({ enquiries: 500, mailsEach: 1, createdAt: new Date() });
    const lastEnquiry = (await db().enquiry.findFirstOrThrow({ orderBy: { id: 'desc' } })).id;

    const dump = path.join(mkdtempSync(path.join(os.tmpdir(), 'mille-pgdump-')), 'mille.dump');
    execFileSync(path.join(bin!, 'pg_dump'), ['-Fc', '-f', dump, source]);
    await onServer(server.toString(), (c) => c.query(`CREATE DATABASE "${target.pathname.slice(1)}"`));
    execFileSync(path.join(bin!, 'pg_restore'), [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      '-d',
      restored,
      dump,
    ]);

    const before = await rowCounts(source);
    expect(Object.keys(before)).toContain('Enquiry');
    expect(await rowCounts(restored)).toEqual(before);
    expect(await migratePostgres(restored)).toEqual([]);

    await closeDb();
    process.env.DATABASE_URL = restored;
    resetEnvForTests();
    const c = new TestClient('198.18.3.1');
    expect(
      await (await c.send(login, 'LoginUsuario', { form: { email: USER, pass: DEMO_PASSWORD } })).json(),
    ).toMatchObject({
      segundofactor: true,
    });
    expect(
      await (await c.send(verify, 'VerificarSegundoFactor', { form: { codigo: totp.generate() } })).json(),
    ).toMatchObject({ loginok: true });
    const created = await db().enquiry.create({ data: { kind: 'contact', fields: '{}', clientHash: 'h' } });
    expect(created.id).toBeGreaterThan(lastEnquiry);
  }, 60_000);
});
