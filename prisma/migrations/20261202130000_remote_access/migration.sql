-- CreateTable
CREATE TABLE "RemoteGrant" (
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
    CONSTRAINT "RemoteGrant_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
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

-- CreateIndex
CREATE INDEX "RemoteGrant_hotelId_createdAt_id_idx" ON "RemoteGrant"("hotelId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "RemoteGrant_endsAt_id_idx" ON "RemoteGrant"("endsAt", "id");

-- CreateIndex
CREATE INDEX "RemoteGrant_createdAt_id_idx" ON "RemoteGrant"("createdAt", "id");

-- CreateIndex
CREATE INDEX "RemoteSession_grantId_startedAt_id_idx" ON "RemoteSession"("grantId", "startedAt", "id");

-- CreateIndex
CREATE INDEX "RemoteSession_hotelId_startedAt_id_idx" ON "RemoteSession"("hotelId", "startedAt", "id");

