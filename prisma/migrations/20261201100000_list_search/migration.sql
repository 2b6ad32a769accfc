-- DropIndex
DROP INDEX "AuditEntry_actorId_at_idx";

-- DropIndex
DROP INDEX "AuditEntry_action_at_idx";

-- DropIndex
DROP INDEX "AuditEntry_objectType_objectId_idx";

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "recipient" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Hotel" ADD COLUMN "searchName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "OutboxMail_status_createdAt_id_idx" ON "OutboxMail"("status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "OutboxMail_kind_createdAt_id_idx" ON "OutboxMail"("kind", "createdAt", "id");

-- CreateIndex
CREATE INDEX "OutboxMail_recipient_createdAt_id_idx" ON "OutboxMail"("recipient", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Hotel_searchName_id_idx" ON "Hotel"("searchName", "id");

-- CreateIndex
CREATE INDEX "Hotel_taxId_id_idx" ON "Hotel"("taxId", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_at_id_idx" ON "AuditEntry"("actorId", "at", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_action_at_id_idx" ON "AuditEntry"("action", "at", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_objectType_at_id_idx" ON "AuditEntry"("objectType", "at", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_objectType_objectId_at_id_idx" ON "AuditEntry"("objectType", "objectId", "at", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_objectId_at_id_idx" ON "AuditEntry"("objectId", "at", "id");


-- Data (both databases):
-- What lib/mail/queue.ts and lib/account/search-name.ts write for new rows (accents as the
-- Spanish and Catalan names have them; SQLite's lower() leaves other non-ASCII letters alone).
UPDATE "OutboxMail" SET "recipient" = lower("to");
UPDATE "Hotel" SET "searchName" = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower("name"), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'à', 'a'), 'è', 'e'), 'ò', 'o'), 'ç', 'c'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), 'À', 'a'), 'È', 'e'), 'Ò', 'o'), 'Ç', 'c');
