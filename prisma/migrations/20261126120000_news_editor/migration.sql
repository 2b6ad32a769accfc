-- The back office's news editor: status and schedule, editable slug, meta description, image alt
-- text, and a version for refusing a save based on an older copy. Existing items stay published.

-- AlterTable
ALTER TABLE "News" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'published';
ALTER TABLE "News" ADD COLUMN "publishAt" DATETIME;
ALTER TABLE "News" ADD COLUMN "slug" TEXT;
ALTER TABLE "News" ADD COLUMN "metaDescription" TEXT NOT NULL DEFAULT '';
ALTER TABLE "News" ADD COLUMN "imageAlt" TEXT NOT NULL DEFAULT '';
ALTER TABLE "News" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;

-- CreateIndex
CREATE UNIQUE INDEX "News_slug_key" ON "News"("slug");

-- CreateIndex
CREATE INDEX "News_status_publishAt_idx" ON "News"("status", "publishAt");
