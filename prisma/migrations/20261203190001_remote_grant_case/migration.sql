-- "RemoteGrant"."caseId" becomes a foreign key to "SupportCase" (ON DELETE SET NULL: deleting a
-- case keeps the grant, without the link). SQLite adds a foreign key only by rebuilding the table,
-- and a migration runs in one transaction, where foreign keys stay enforced: dropping
-- "RemoteGrant" would delete its sessions ("RemoteSession", ON DELETE CASCADE). So the sessions
-- are set aside first and their table made again after it, as it was.

-- A case number that names no case (the link was not checked before) is cleared, or the copy
-- into the new table would break its key.
UPDATE "RemoteGrant" SET "caseId" = NULL
WHERE "caseId" IS NOT NULL AND "caseId" NOT IN (SELECT "id" FROM "SupportCase");

CREATE TABLE "keep_RemoteSession" AS SELECT * FROM "RemoteSession";
DROP TABLE "RemoteSession";

CREATE TABLE "new_RemoteGrant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelId" INTEGER NOT NULL,
    "grantedById" INTEGER NOT NULL,
    "grantedByEmail" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "caseId" INTEGER,
    "note" TEXT NOT NULL DEFAULT '',
    "revokedAt" DATETIME,
    "revokedById" INTEGER,
    "revokedByEmail" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RemoteGrant_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "RemoteGrant_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_RemoteGrant" ("caseId", "createdAt", "endsAt", "grantedByEmail", "grantedById", "hotelId", "id", "note", "revokedAt", "revokedByEmail", "revokedById", "startsAt") SELECT "caseId", "createdAt", "endsAt", "grantedByEmail", "grantedById", "hotelId", "id", "note", "revokedAt", "revokedByEmail", "revokedById", "startsAt" FROM "RemoteGrant";
DROP TABLE "RemoteGrant";
ALTER TABLE "new_RemoteGrant" RENAME TO "RemoteGrant";
CREATE INDEX "RemoteGrant_hotelId_createdAt_id_idx" ON "RemoteGrant"("hotelId", "createdAt", "id");
CREATE INDEX "RemoteGrant_endsAt_id_idx" ON "RemoteGrant"("endsAt", "id");
CREATE INDEX "RemoteGrant_createdAt_id_idx" ON "RemoteGrant"("createdAt", "id");
CREATE INDEX "RemoteGrant_caseId_idx" ON "RemoteGrant"("caseId");

CREATE TABLE "RemoteSession" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "grantId" INTEGER NOT NULL,
    "hotelId" INTEGER NOT NULL,
    "staffId" INTEGER NOT NULL,
    "staffEmail" TEXT NOT NULL,
    "technician" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "endedAt" DATETIME,
    "whatWasDone" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RemoteSession_grantId_fkey" FOREIGN KEY ("grantId") REFERENCES "RemoteGrant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "RemoteSession" ("id", "grantId", "hotelId", "staffId", "staffEmail", "technician", "startedAt", "endedAt", "whatWasDone", "createdAt") SELECT "id", "grantId", "hotelId", "staffId", "staffEmail", "technician", "startedAt", "endedAt", "whatWasDone", "createdAt" FROM "keep_RemoteSession";
DROP TABLE "keep_RemoteSession";
CREATE INDEX "RemoteSession_grantId_startedAt_id_idx" ON "RemoteSession"("grantId", "startedAt", "id");
CREATE INDEX "RemoteSession_hotelId_startedAt_id_idx" ON "RemoteSession"("hotelId", "startedAt", "id");
