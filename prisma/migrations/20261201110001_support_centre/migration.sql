-- CreateTable
CREATE TABLE "StoredFile" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL DEFAULT '',
    "sha256" TEXT NOT NULL DEFAULT '',
    "chunkBytes" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "owner" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME,
    "attachedAt" DATETIME
);

-- CreateTable
CREATE TABLE "FileChunk" (
    "fileId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "bytes" BLOB NOT NULL,

    PRIMARY KEY ("fileId", "position"),
    CONSTRAINT "FileChunk_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

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

-- CreateTable
CREATE TABLE "SupportTarget" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "priority" TEXT NOT NULL,
    "firstResponseMinutes" INTEGER NOT NULL,
    "resolutionMinutes" INTEGER NOT NULL,
    "workingTime" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Holiday" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "date" TEXT NOT NULL,
    "name" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "SupportCase" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelId" INTEGER NOT NULL,
    "openedById" INTEGER,
    "openedByName" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "productArea" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'nueva',
    "subject" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "handlerId" INTEGER,
    "invoiceId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "firstResponseAt" DATETIME,
    "resolvedAt" DATETIME,
    "closedAt" DATETIME,
    "rating" INTEGER,
    "ratingComment" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "SupportCase_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SupportCase_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "caseId" INTEGER NOT NULL,
    "authorUserId" INTEGER,
    "authorStaffId" INTEGER,
    "authorName" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CaseMessage_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseFollower" (
    "caseId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    PRIMARY KEY ("caseId", "userId"),
    CONSTRAINT "CaseFollower_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CaseFollower_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseStateChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "caseId" INTEGER NOT NULL,
    "from" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byUserId" INTEGER,
    "byStaffId" INTEGER,
    CONSTRAINT "CaseStateChange_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseAttachment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "caseId" INTEGER NOT NULL,
    "messageId" INTEGER,
    "fileId" INTEGER NOT NULL,
    CONSTRAINT "CaseAttachment_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CaseAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "CaseMessage" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CaseAttachment_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StoredFile_attachedAt_createdAt_idx" ON "StoredFile"("attachedAt", "createdAt");

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

-- CreateIndex
CREATE UNIQUE INDEX "SupportTarget_priority_key" ON "SupportTarget"("priority");

-- CreateIndex
CREATE UNIQUE INDEX "Holiday_date_key" ON "Holiday"("date");

-- CreateIndex
CREATE INDEX "SupportCase_hotelId_createdAt_id_idx" ON "SupportCase"("hotelId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SupportCase_hotelId_state_createdAt_id_idx" ON "SupportCase"("hotelId", "state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SupportCase_invoiceId_idx" ON "SupportCase"("invoiceId");

-- CreateIndex
CREATE INDEX "CaseMessage_caseId_id_idx" ON "CaseMessage"("caseId", "id");

-- CreateIndex
CREATE INDEX "CaseFollower_userId_idx" ON "CaseFollower"("userId");

-- CreateIndex
CREATE INDEX "CaseStateChange_caseId_at_id_idx" ON "CaseStateChange"("caseId", "at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "CaseAttachment_fileId_key" ON "CaseAttachment"("fileId");

-- CreateIndex
CREATE INDEX "CaseAttachment_caseId_id_idx" ON "CaseAttachment"("caseId", "id");

-- CreateIndex
CREATE INDEX "CaseAttachment_messageId_idx" ON "CaseAttachment"("messageId");


-- Data (both databases):
-- The default targets (lib/support/targets.ts DEFAULT_TARGETS; a working day is 600 minutes) and
-- Spain's national holidays for 2026 and 2027, there on every instance from the start.
INSERT INTO "SupportTarget" ("priority", "firstResponseMinutes", "resolutionMinutes", "workingTime") VALUES
  ('critica', 60, 480, FALSE),
  ('alta', 240, 1200, TRUE),
  ('media', 600, 3000, TRUE),
  ('baja', 1200, 6000, TRUE);
INSERT INTO "Holiday" ("date", "name") VALUES
  ('2026-01-01', 'Año Nuevo'),
  ('2026-01-06', 'Epifanía del Señor'),
  ('2026-04-03', 'Viernes Santo'),
  ('2026-05-01', 'Fiesta del Trabajo'),
  ('2026-08-15', 'Asunción de la Virgen'),
  ('2026-10-12', 'Fiesta Nacional de España'),
  ('2026-11-01', 'Todos los Santos'),
  ('2026-12-06', 'Día de la Constitución Española'),
  ('2026-12-08', 'Inmaculada Concepción'),
  ('2026-12-25', 'Natividad del Señor'),
  ('2027-01-01', 'Año Nuevo'),
  ('2027-01-06', 'Epifanía del Señor'),
  ('2027-03-26', 'Viernes Santo'),
  ('2027-05-01', 'Fiesta del Trabajo'),
  ('2027-08-15', 'Asunción de la Virgen'),
  ('2027-10-12', 'Fiesta Nacional de España'),
  ('2027-11-01', 'Todos los Santos'),
  ('2027-12-06', 'Día de la Constitución Española'),
  ('2027-12-08', 'Inmaculada Concepción'),
  ('2027-12-25', 'Natividad del Señor');
