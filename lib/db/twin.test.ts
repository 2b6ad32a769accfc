import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types
import { twinOf } from '../../scripts/db-twin.mjs';
// @ts-expect-error -- plain ESM script without types
import * as migrations from '../../scripts/db-migration.mjs';

const { comparisonServer, generatedMigrations, migrationNames, schemaAt, withoutComments } = migrations;

const root = path.resolve(__dirname, '../..');

describe('PostgreSQL twin', () => {
  it('is derived from the current schema (run `npm run db:twin` after a schema change)', () => {
    const source = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
    const twin = readFileSync(path.join(root, 'prisma/postgres/schema.prisma'), 'utf8');
    expect(twin).toBe(twinOf(source));
  });
  it('has a PostgreSQL migration for every SQLite migration', () => {
    const names = (dir: string) =>
      readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort();
    expect(names('prisma/postgres/migrations')).toEqual(names('prisma/migrations'));
  });
  // Comments aside: a comment changes no table, so it needs no migration.
  it('has its last migration ending at the current schema (a schema change comes with `npm run db:migration -- <name>`)', () => {
    const source = readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
    expect(withoutComments(schemaAt((migrationNames() as string[]).at(-1)))).toBe(withoutComments(twinOf(source)));
  });
  // Prisma's schema engine compares PostgreSQL schemas on a server: CI's PostgreSQL run has one.
  it.skipIf(!comparisonServer())(
    'has every generated PostgreSQL migration as the generator writes it (`npm run db:migration -- --sync`)',
    { timeout: 120_000 },
    () => {
      for (const [name, committed, generated] of generatedMigrations() as Array<[string, string, string]>) {
        expect(committed, name).toBe(generated);
      }
    },
  );
});
