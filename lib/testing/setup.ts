// Unit-test environment: each test file gets its own throwaway data folder and database, migrated
// with the committed migrations: SQLite by default; PostgreSQL when TEST_POSTGRES_SERVER names a
// server (postgresql://user@host:port), where each file gets a database of its own, copied from a
// template migrated once for the run (lib/testing/postgres-template.ts) and dropped
// when the file is done (scripts/ci-postgres.sh runs the database-backed suites that way).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetEnvForTests } from '@/lib/env';
import { PEER_HEADER, PEER_STAMP } from '@/lib/http/client-address';
import { migrateSqlite } from '@/lib/db/migrate';
import { onPostgresServer } from './pg-admin';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-unit-'));
process.env.APP_ENV = 'test';
process.env.DATA_DIR = dir;
// Random (openssl rand -base64 48), as production demands of it: some tests run in production mode.
process.env.SESSION_SECRET ??= 'W2v276XLz5vGsPVtfSzboB3BokmAHn7xPreFJ48YPLZ6xIguCrX2Z5H1/Kj79tai';
process.env.SITE_URL = 'http://localhost:3000';
// Tests play the server preload's part: they put the client's address in PEER_HEADER themselves.
(globalThis as Record<symbol, unknown>)[PEER_STAMP] = PEER_HEADER;

const server = process.env.TEST_POSTGRES_SERVER;
if (server) {
  const name = `mille_test_${randomBytes(8).toString('hex')}`;
  const onServer = (sql: string) => onPostgresServer(server, sql);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  resetEnvForTests();
  // Made in the file's first hook, not here: a file whose tests are all skipped runs no hook, and
  // would leave its database behind.
  beforeAll(async () => {
    // A copy of the template lib/testing/postgres-template.ts migrated once for the whole run.
    await onServer(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  });
  afterAll(async () => {
    // Imported here, not above: on SQLite the setup stays as light as it was.
    const { closeDb } = await import('@/lib/db');
    await closeDb();
    // Not WITH (FORCE): ending a connection that work the file left running still holds (a
    // notice mail queued after a sign-in) makes that connection's error an uncaught exception
    // that fails the run. A database still in use is left to the throwaway cluster's removal.
    await onServer(`DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
  });
} else {
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
  resetEnvForTests();
  migrateSqlite(process.env.DATABASE_URL);
}
