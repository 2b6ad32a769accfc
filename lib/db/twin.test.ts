import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without types
import { twinOf } from '../../scripts/db-twin.mjs';

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
});
