import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types
import { assemblePostgresMigration, DATA_MARKER } from './db-migration.mjs';

describe('a generated PostgreSQL migration', () => {
  const sqlite = `CREATE VIRTUAL TABLE "T" USING fts5("w");\n\n${DATA_MARKER}\nUPDATE "A" SET "b" = 1;\n`;

  it('is Prisma’s diff, then the PostgreSQL-only steps under a line naming their file, then the data steps', () => {
    const out = assemblePostgresMigration(
      '20990101000000_x',
      'CREATE INDEX "i" ON "A"("b");\n',
      'CREATE TABLE "T" ();',
      sqlite,
    );
    expect(out.split('\n').slice(1).join('\n')).toBe(
      [
        'CREATE INDEX "i" ON "A"("b");',
        '',
        '-- PostgreSQL only (prisma/migrations/20990101000000_x/postgresql.sql):',
        'CREATE TABLE "T" ();',
        '',
        DATA_MARKER,
        'UPDATE "A" SET "b" = 1;',
        '',
      ].join('\n'),
    );
    // SQLite's own steps (before its data marker) never reach PostgreSQL.
    expect(out).not.toContain('fts5');
  });

  it('has no PostgreSQL-only section when the migration has none', () => {
    const out = assemblePostgresMigration('20990101000000_x', '-- ddl\n', null, sqlite);
    expect(out).not.toContain('PostgreSQL only');
    expect(out).toContain('UPDATE "A"');
  });
});
