-- The back office's support queue (/gestion/soporte): the case's place in the queue (kept by
-- lib/support/queue-keys.ts with every change of the case), a merged duplicate's target, when a
-- rating was given, the queue's indexes, the canned replies, and the full-text index of the cases'
-- subjects and descriptions (lib/db/search).

-- AlterTable (added, not rebuilt: a rebuild's DROP TABLE would take the cases' messages with it)
ALTER TABLE "SupportCase" ADD COLUMN "ratedAt" DATETIME;
ALTER TABLE "SupportCase" ADD COLUMN "mergedIntoId" INTEGER;
ALTER TABLE "SupportCase" ADD COLUMN "queueGroup" INTEGER NOT NULL DEFAULT 0;
-- The far future in the text the driver writes dates in (ISO 8601, +00:00), so it compares with them.
ALTER TABLE "SupportCase" ADD COLUMN "nextDueAt" DATETIME NOT NULL DEFAULT '9999-12-31T00:00:00.000+00:00';

-- CreateTable
CREATE TABLE "CannedReply" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "updatedById" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "CannedReply_title_key" ON "CannedReply"("title");
CREATE INDEX "SupportCase_queueGroup_nextDueAt_id_idx" ON "SupportCase"("queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_state_queueGroup_nextDueAt_id_idx" ON "SupportCase"("state", "queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_priority_queueGroup_nextDueAt_id_idx" ON "SupportCase"("priority", "queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_hotelId_queueGroup_nextDueAt_id_idx" ON "SupportCase"("hotelId", "queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_handlerId_queueGroup_nextDueAt_id_idx" ON "SupportCase"("handlerId", "queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_category_queueGroup_nextDueAt_id_idx" ON "SupportCase"("category", "queueGroup", "nextDueAt", "id");
CREATE INDEX "SupportCase_ratedAt_rating_idx" ON "SupportCase"("ratedAt", "rating");
CREATE INDEX "SupportCase_mergedIntoId_id_idx" ON "SupportCase"("mergedIntoId", "id");

-- Full-text search over the cases' subjects and descriptions (lib/db/search/), as the enquiries'
-- (20261201110000_enquiry_search says how): contentless FTS5, accents folded, prefixes of 2 and 3
-- letters, kept in step by triggers, no automatic delete merges (20261202100001 says why). The
-- PostgreSQL side is postgresql.sql beside this file.
CREATE VIRTUAL TABLE "SupportCaseSearch" USING fts5(
  "words",
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO "SupportCaseSearch" ("SupportCaseSearch", "rank") VALUES ('deletemerge', 0);

CREATE TRIGGER "SupportCaseSearch_insert" AFTER INSERT ON "SupportCase" BEGIN
  INSERT INTO "SupportCaseSearch" ("rowid", "words") VALUES (NEW."id", NEW."subject" || ' ' || NEW."description");
END;

CREATE TRIGGER "SupportCaseSearch_update" AFTER UPDATE OF "id", "subject", "description" ON "SupportCase" BEGIN
  DELETE FROM "SupportCaseSearch" WHERE "rowid" = OLD."id";
  INSERT INTO "SupportCaseSearch" ("rowid", "words") VALUES (NEW."id", NEW."subject" || ' ' || NEW."description");
END;

CREATE TRIGGER "SupportCaseSearch_delete" AFTER DELETE ON "SupportCase" BEGIN
  DELETE FROM "SupportCaseSearch" WHERE "rowid" = OLD."id";
END;

-- Data (both databases):
-- The cases already there: their group from their state and handler; their due date is set by the
-- next change of each (until then an open case sorts by its opening, oldest first).
UPDATE "SupportCase" SET "queueGroup" = CASE
  WHEN "state" IN ('resuelta', 'cerrada') THEN 2
  WHEN "handlerId" IS NULL THEN 0
  ELSE 1 END;
UPDATE "SupportCase" SET "nextDueAt" = "createdAt" WHERE "state" IN ('nueva', 'en_curso');
