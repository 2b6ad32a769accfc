// Vitest's global setup for the PostgreSQL runs (TEST_POSTGRES_SERVER): the committed migrations are
// applied once, to a template database, and each test file's database is a copy of it
// (lib/testing/setup.ts). A copy takes ~0.1 s where migrating takes ~0.45 s, for each of the ~170
// files of scripts/ci-postgres.sh's run. Without TEST_POSTGRES_SERVER this does nothing.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratePostgres } from '@/lib/db/migrate';
import { onPostgresServer } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template every test file's PostgreSQL database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Turns autovacuum (and with it the automatic ANALYZE) off for every table. The plan tests
 * (lib/testing/query-plans.ts) judge PostgreSQL's plans under its default estimates, as SQLite's
 * are judged with no statistics: once autovacuum has analyzed a table of 120 rows that a query
 * reads most of, walking it whole is the cheaper plan and the test's verdict would turn on whether
 * the daemon got there first (it did, on a loaded CI host). The setting is the tables' own, so the
 * copies keep it.
 */
async function withoutAutoAnalyze(database: string) {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    await client.query(`DO $$
      DECLARE t record;
      BEGIN
        FOR t IN SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name
                   FROM pg_tables WHERE schemaname = current_schema() LOOP
          EXECUTE 'ALTER TABLE ' || t.name || ' SET (autovacuum_enabled = false)';
        END LOOP;
      END $$`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_POSTGRES_SERVER;
  if (!server) return undefined;
  const name = `mille_template_${randomBytes(6).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  await onPostgresServer(server, `CREATE DATABASE "${name}"`);
  await migratePostgres(url.toString());
  await withoutAutoAnalyze(url.toString());
  project.provide('postgresTemplate', name);
  return async () => {
    await onPostgresServer(server, `DROP DATABASE IF EXISTS "${name}"`).catch(() => undefined);
  };
}
