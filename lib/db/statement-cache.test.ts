import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { cacheStatements, StatementCachingSqlite } from './statement-cache';
import { sqliteFile } from './url';

describe('cacheStatements', () => {
  const open = () => {
    const database = new Database(':memory:');
    database.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO t VALUES (1, 'uno'), (2, 'dos'), (3, 'tres');");
    return database;
  };
  type Prepared = {
    bind(args: unknown[]): { reader: boolean; columns(): { name: string }[]; raw(): { all(): unknown[] }; run(): { changes: number } };
  };
  const prepare = (database: Database.Database, sql: string) => (database.prepare as unknown as (s: string) => Prepared)(sql);

  it('compiles a SQL text once and runs it with each call’s own arguments', () => {
    const database = open();
    const compiled = cacheStatements(database);
    const select = 'SELECT id, name FROM t WHERE id = ?';
    expect(prepare(database, select).bind([1]).raw().all()).toEqual([[1, 'uno']]);
    const again = prepare(database, select).bind([3]);
    expect(again.columns().map((c) => c.name)).toEqual(['id', 'name']);
    expect(again.raw().all()).toEqual([[3, 'tres']]);
    expect(compiled()).toBe(1);
  });

  it('runs writes, and a bound call keeps its arguments even if the statement is reused meanwhile', () => {
    const database = open();
    cacheStatements(database);
    const insert = 'INSERT INTO t (id, name) VALUES (?, ?)';
    const first = prepare(database, insert).bind([10, 'diez']);
    const second = prepare(database, insert).bind([11, 'once']);
    expect(first.reader).toBe(false);
    expect(second.run().changes).toBe(1);
    expect(first.run().changes).toBe(1);
    expect(prepare(database, 'SELECT name FROM t WHERE id >= 10 ORDER BY id').bind([]).raw().all()).toEqual([['diez'], ['once']]);
  });

  it('keeps the most recently used texts when full', () => {
    const database = open();
    const compiled = cacheStatements(database, 2);
    const a = 'SELECT 1';
    const b = 'SELECT 2';
    const c = 'SELECT 3';
    for (const sql of [a, b, a, c]) prepare(database, sql);
    expect(compiled()).toBe(3);
    prepare(database, a); // still cached: used after b
    expect(compiled()).toBe(3);
    prepare(database, b); // dropped for c
    expect(compiled()).toBe(4);
  });
});

describe('StatementCachingSqlite under Prisma', () => {
  const adapter = new StatementCachingSqlite({ url: `file:${sqliteFile(process.env.DATABASE_URL!)}` });
  const client = new PrismaClient({ adapter });
  afterAll(() => client.$disconnect());

  it('answers each query with its own rows and reuses the compiled statement', async () => {
    const ana = await client.user.create({ data: { email: 'ana@cache.es', passwordHash: 'x' } });
    const luis = await client.user.create({ data: { email: 'luis@cache.es', passwordHash: 'x' } });
    expect((await client.user.findUnique({ where: { id: ana.id } }))?.email).toBe('ana@cache.es');
    const compiled = adapter.compiledStatements();
    expect(compiled).toBeGreaterThan(0);
    expect((await client.user.findUnique({ where: { id: luis.id } }))?.email).toBe('luis@cache.es');
    expect(adapter.compiledStatements()).toBe(compiled);
  });

  it('still commits and rolls back transactions', async () => {
    await client.$transaction(async (tx) => {
      await tx.user.create({ data: { email: 'commit@cache.es', passwordHash: 'x' } });
    });
    await expect(
      client.$transaction(async (tx) => {
        await tx.user.create({ data: { email: 'rollback@cache.es', passwordHash: 'x' } });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await client.user.count({ where: { email: { in: ['commit@cache.es', 'rollback@cache.es'] } } })).toBe(1);
  });
});
