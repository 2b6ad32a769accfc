// The roles lock on SQLite: held from the transaction's start, so another connection (the staff
// command beside the server) cannot commit between what the transaction reads and what it writes.
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { withRolesLock } from './roles-lock';

describe.skipIf(isPostgresUrl(env().DATABASE_URL))('the roles lock on SQLite', () => {
  it('holds the write lock before the transaction reads, and the transaction writes', async () => {
    const other = new Database(sqliteFile(env().DATABASE_URL), { timeout: 0 });
    try {
      const writeElsewhere = () => {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
      };
      writeElsewhere(); // free before
      const id = await withRolesLock(async (tx) => {
        await tx.staffUser.findUnique({ where: { email: 'nueva@millehotel.es' } });
        expect(writeElsewhere).toThrow(/locked|busy/i);
        return (await tx.staffUser.create({ data: { email: 'nueva@millehotel.es', role: 'admin' } })).id;
      });
      writeElsewhere(); // free after
      expect(await db().staffUser.count({ where: { id } })).toBe(1);
    } finally {
      other.close();
    }
  });
});
