// A backup taken while enquiries and invoices keep arriving, restored into a fresh data folder and
// opened through the app's own database layer: every row committed before the backup began is
// there, and a customer signs in with password and second factor on the restored copy. Then the
// refusals: a restore over a running service, a damaged file, a file from a newer version.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, seedAccounts } from '@/lib/account/demo-seed';
import { confirmTotpEnrolment, startTotpEnrolment } from '@/lib/auth/totp';
import { customerTotpStore } from '@/lib/auth/totp-stores';
import { closeDb, db } from '@/lib/db';
import { migrationsDir, NewerDatabaseError, readMigrations } from '@/lib/db/migrate';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { resetEnvForTests } from '@/lib/env';
import { seedBacklog } from '@/lib/testing/backlog';
import { TestClient } from '@/lib/testing/http-client';
import { POST as login } from '@/app/api/Data/LoginUsuario/route';
import { POST as verify } from '@/app/api/Data/VerificarSegundoFactor/route';
import { backup as backupCommand, restore as restoreCommand } from '@/scripts/staff/backup';
import { BackupRefusal, backupSqlite } from './sqlite-backup';
import { restoreSqlite } from './sqlite-restore';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

const USER = 'direccion@hotelatlantico.es';
const onPostgres = isPostgresUrl(process.env.DATABASE_URL!);
const serviceUrl = process.env.DATABASE_URL!;
const known = () => readMigrations(migrationsDir(false));
const folder = () => mkdtempSync(path.join(os.tmpdir(), 'mille-backup-'));

/** The output of a staff command, with its exit code. */
async function staff(area: { run(argv: string[]): Promise<number> }, argv: string[]) {
  const out: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  try {
    return { code: await area.run(argv), out: out.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

/** Runs `work` with the app's database layer on `url` instead of the service's test database. */
async function openedAt<T>(url: string, work: () => Promise<T>): Promise<T> {
  await closeDb();
  process.env.DATABASE_URL = url;
  resetEnvForTests();
  try {
    return await work();
  } finally {
    await closeDb();
    process.env.DATABASE_URL = serviceUrl;
    resetEnvForTests();
  }
}

afterAll(() => closeDb());

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  it('copies every row committed before it began while writes go on, and the restored copy signs in with a second factor', async () => {
    await seedAccounts();
    const user = await db().user.findUniqueOrThrow({ where: { email: USER } });
    const enrolment = (await startTotpEnrolment(customerTotpStore, user.id, USER))!;
    const totp = new TOTP({ secret: Secret.fromBase32(enrolment.secret.replace(/\s+/g, '')), digits: 6, period: 30 });
    expect(
      await confirmTotpEnrolment(customerTotpStore, user.id, totp.generate({ timestamp: Date.now() - 30_000 })),
    ).toHaveLength(10);
    // Enough rows that the copy takes a while, so the writes below overlap it.
    await seedBacklog({ enquiries: 10_000, mailsEach: 0, createdAt: new Date() });
    const hotel = await db().hotel.findFirstOrThrow({ select: { id: true } });

    const enquiries: number[] = [];
    const invoices: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const e = await db().enquiry.create({
          data: { kind: 'contact', fields: JSON.stringify({ nombre: `Durante ${i}` }), clientHash: 'h' },
        });
        enquiries.push(e.id);
        const f = await db().invoice.create({
          data: {
            hotelId: hotel.id,
            number: `COPIA-${i}`,
            date: '2026-11-26',
            dueDate: '2026-12-26',
            type: 1,
            description: 'Servicio',
            amountCents: 1000 + i,
          },
        });
        invoices.push(f.id);
        // Requests arrive as separate events: the timers and the copy's answer get their turn.
        await new Promise((r) => setImmediate(r));
      }
    })();
    while (enquiries.length < 20) await new Promise((r) => setTimeout(r, 5));

    // What was committed before the backup began: the writer's lists as they are now.
    const before = { enquiries: [...enquiries], invoices: [...invoices] };
    const dest = path.join(folder(), 'copia.db');
    const copy = await backupSqlite(sqliteFile(serviceUrl), dest);
    const during = enquiries.length - before.enquiries.length;
    writing = false;
    await writer;
    // The service kept writing while the copy was made.
    expect(during).toBeGreaterThan(0);
    expect(copy.bytes).toBe(readFileSync(dest).length);
    expect(readdirSync(path.dirname(dest))).toEqual(['copia.db']);

    const fresh = path.join(folder(), 'data', 'app.db');
    const restored = await restoreSqlite(dest, fresh, known());
    expect(restored.keptAside).toEqual([]);
    expect(restored.inspection.pending).toEqual([]);

    await openedAt(`file:${fresh}`, async () => {
      const has = async (model: 'enquiry' | 'invoice', ids: number[]) =>
        // @ts-expect-error one call for both models: the same findMany on an id list
        (await db()[model].findMany({ where: { id: { in: ids } }, select: { id: true } })).length;
      expect(await has('enquiry', before.enquiries)).toBe(before.enquiries.length);
      expect(await has('invoice', before.invoices)).toBe(before.invoices.length);
      expect(await db().enquiry.count()).toBeGreaterThanOrEqual(10_000 + before.enquiries.length);
      // A consistent snapshot: what was written after the copy ended is not in it.
      expect(await db().enquiry.findUnique({ where: { id: enquiries.at(-1)! } })).toBeNull();

      const c = new TestClient('198.18.1.1');
      expect(
        await (await c.send(login, 'LoginUsuario', { form: { email: USER, pass: DEMO_PASSWORD } })).json(),
      ).toMatchObject({
        loginok: false,
        segundofactor: true,
      });
      const signedIn = await c.send(verify, 'VerificarSegundoFactor', { form: { codigo: totp.generate() } });
      expect(await signedIn.json()).toMatchObject({ loginok: true, email: USER });
      expect(await db().session.count({ where: { userId: user.id } })).toBeGreaterThan(0);
    });
  }, 60_000);

  it('refuses to restore over the database of a running service, and leaves it as it was', async () => {
    const dest = path.join(folder(), 'copia.db');
    await backupSqlite(sqliteFile(serviceUrl), dest);
    // This process has the database open, as a running server does.
    await db().user.count();
    await expect(restoreSqlite(dest, sqliteFile(serviceUrl), known())).rejects.toThrow(
      /está abierta por otro proceso: el servicio sigue en marcha/,
    );
    expect(existsSync(`${sqliteFile(serviceUrl)}.restaurando`)).toBe(false);
    // And the service's database still answers.
    expect(await db().user.count()).toBeGreaterThanOrEqual(0);
  });

  it('refuses a damaged file and a file from a newer version before touching the data folder', async () => {
    const dir = folder();
    const target = path.join(dir, 'app.db');
    const dest = path.join(folder(), 'copia.db');
    await backupSqlite(sqliteFile(serviceUrl), dest);
    await restoreSqlite(dest, target, known());
    const previous = readFileSync(target);

    const damaged = path.join(folder(), 'danada.db');
    const bytes = readFileSync(dest);
    bytes.fill(0x55, 8192, 16384); // pages of a table, overwritten
    writeFileSync(damaged, bytes);
    await expect(restoreSqlite(damaged, target, known())).rejects.toThrow(BackupRefusal);
    const notSqlite = path.join(folder(), 'texto.db');
    writeFileSync(notSqlite, 'esto no es una copia');
    await expect(restoreSqlite(notSqlite, target, known())).rejects.toThrow(/no es una base de datos SQLite válida/);

    const newer = path.join(folder(), 'nueva.db');
    copyFileSync(dest, newer);
    const conn = new Database(newer);
    conn
      .prepare(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ('x', 'x', current_timestamp, '29990101000000_from_the_future', 1)`,
      )
      .run();
    conn.close();
    await expect(restoreSqlite(newer, target, known())).rejects.toThrow(NewerDatabaseError);
    await expect(restoreSqlite(newer, target, known())).rejects.toThrow(
      /29990101000000_from_the_future.*No se ha tocado/,
    );

    expect(readdirSync(dir).sort()).toEqual(['app.db']);
    expect(readFileSync(target).equals(previous)).toBe(true);
  });
});

describe('the staff commands', () => {
  it.skipIf(onPostgres)('backup prints the size and the SHA-256 and names where the session secret is', async () => {
    const dest = path.join(folder(), 'copia.db');
    const { code, out } = await staff(backupCommand, [dest]);
    expect(code).toBe(0);
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(readFileSync(dest)).digest('hex');
    expect(out).toContain(`SHA-256: ${sha}`);
    expect(out).toContain(`(${readFileSync(dest).length} bytes)`);
    // The unit tests set SESSION_SECRET: it is named, never copied.
    expect(out).toMatch(/no incluye la clave de sesión: está en la variable de entorno SESSION_SECRET/);
    expect(readdirSync(path.dirname(dest))).toEqual(['copia.db']);
    expect(await staff(backupCommand, [dest])).toMatchObject({ code: 1, out: expect.stringMatching(/Ya existe/) });
    expect(await staff(backupCommand, [])).toMatchObject({ code: 2, out: expect.stringMatching(/Falta FICHERO/) });
  });

  it.skipIf(onPostgres)(
    'restore puts a copy into an empty data folder and names the previous one it keeps',
    async () => {
      const dest = path.join(folder(), 'copia.db');
      await staff(backupCommand, [dest]);
      const dir = folder();
      await openedAt(`file:${path.join(dir, 'app.db')}`, async () => {
        expect(await staff(restoreCommand, [dest])).toMatchObject({
          code: 0,
          out: expect.stringMatching(/integridad correcta/),
        });
        const again = await staff(restoreCommand, [dest]);
        expect(again.out).toMatch(/Base de datos anterior apartada: .*app\.db\.antes-de-restaurar-\d{8}T\d{6}Z/);
        expect(readdirSync(dir).filter((f) => f.startsWith('app.db.antes-de-restaurar-'))).toHaveLength(1);
      });
    },
  );

  it('on PostgreSQL both refuse and say to use pg_dump and pg_restore', async () => {
    await openedAt('postgresql://mille@127.0.0.1:5432/mille', async () => {
      const dest = path.join(folder(), 'copia.db');
      expect(await staff(backupCommand, [dest])).toMatchObject({ code: 1, out: expect.stringMatching(/pg_dump -Fc/) });
      expect(await staff(restoreCommand, [dest])).toMatchObject({ code: 1, out: expect.stringMatching(/pg_restore/) });
      expect(existsSync(dest)).toBe(false);
    });
  });
});
