// The SQLite migration that makes a remote-access grant's case a foreign key rebuilds the grants'
// table inside one transaction, where foreign keys stay enforced: the grants' sessions (ON DELETE
// CASCADE) must come through it whole, and a case number naming no case is cleared, not refused.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSqlite, migrationsDir, readMigrations } from '@/lib/db/migrate';

const MIGRATION = '20261203190001_remote_grant_case';
const dir = mkdtempSync(path.join(os.tmpdir(), 'mille-grant-case-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe(`migration ${MIGRATION} (SQLite)`, () => {
  it('keeps every grant and session, links the real case and clears a number that names none', () => {
    const url = `file:${path.join(dir, 'app.db')}`;
    const all = readMigrations(migrationsDir(false));
    expect(all.map((m) => m.name)).toContain(MIGRATION);
    migrateSqlite(
      url,
      all.filter((m) => m.name < MIGRATION),
    );
    const conn = new Database(path.join(dir, 'app.db'));
    try {
      expect(conn.pragma('foreign_keys', { simple: true })).toBe(1);
      const hotel = conn
        .prepare(
          `INSERT INTO "Hotel" ("name", "legalName", "taxId") VALUES ('Hotel Prueba', 'Hotel Prueba SL', 'B00000000') RETURNING "id"`,
        )
        .get() as { id: number };
      const supportCase = conn
        .prepare(
          `INSERT INTO "SupportCase" ("hotelId", "category", "productArea", "priority", "subject", "description", "updatedAt")
           VALUES (?, 'incidencia', 'othello', 'media', 'Caso', 'd', CURRENT_TIMESTAMP) RETURNING "id"`,
        )
        .get(hotel.id) as { id: number };
      const grant = conn.prepare(
        `INSERT INTO "RemoteGrant" ("hotelId", "grantedById", "grantedByEmail", "startsAt", "endsAt", "caseId")
         VALUES (?, 1, 'a@example.es', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, ?) RETURNING "id"`,
      );
      const linked = (grant.get(hotel.id, supportCase.id) as { id: number }).id;
      const dangling = (grant.get(hotel.id, 999_999) as { id: number }).id;
      const session = conn.prepare(
        `INSERT INTO "RemoteSession" ("grantId", "hotelId", "staffId", "staffEmail", "technician", "startedAt")
         VALUES (?, ?, 1, 's@example.es', 'Técnico', CURRENT_TIMESTAMP)`,
      );
      session.run(linked, hotel.id);
      session.run(dangling, hotel.id);
      conn.close();

      expect(migrateSqlite(url, all)).toContain(MIGRATION);
      const after = new Database(path.join(dir, 'app.db'));
      try {
        expect(after.prepare(`SELECT "id", "caseId" FROM "RemoteGrant" ORDER BY "id"`).all()).toEqual([
          { id: linked, caseId: supportCase.id },
          { id: dangling, caseId: null },
        ]);
        expect(after.prepare(`SELECT "grantId" FROM "RemoteSession" ORDER BY "id"`).all()).toEqual([
          { grantId: linked },
          { grantId: dangling },
        ]);
        expect(after.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
        // The new key: deleting the case keeps the grant, without the link.
        after.prepare(`DELETE FROM "SupportCase" WHERE "id" = ?`).run(supportCase.id);
        expect(after.prepare(`SELECT "caseId" FROM "RemoteGrant" WHERE "id" = ?`).get(linked)).toEqual({
          caseId: null,
        });
        expect(after.prepare(`SELECT count(*) AS n FROM "RemoteSession"`).get()).toEqual({ n: 2 });
      } finally {
        after.close();
      }
    } finally {
      if (conn.open) conn.close();
    }
  });
});
