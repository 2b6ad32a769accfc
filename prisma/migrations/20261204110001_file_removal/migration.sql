-- DropIndex
DROP INDEX "StoredFile_attachedAt_createdAt_idx";

-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN "deletedAt" DATETIME;

-- CreateIndex
CREATE INDEX "StoredFile_attachedAt_deletedAt_createdAt_idx" ON "StoredFile"("attachedAt", "deletedAt", "createdAt");

-- CreateIndex
CREATE INDEX "StoredFile_deletedAt_idx" ON "StoredFile"("deletedAt");

