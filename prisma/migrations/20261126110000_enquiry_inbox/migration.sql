-- The enquiry inbox of the back office: workflow state, assignee, internal notes, replies' author.

-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN "state" TEXT NOT NULL DEFAULT 'new';
ALTER TABLE "Enquiry" ADD COLUMN "assigneeId" INTEGER;

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "authorEmail" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "EnquiryNote" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "enquiryId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorEmail" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EnquiryNote_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Enquiry_state_createdAt_idx" ON "Enquiry"("state", "createdAt");

-- CreateIndex
CREATE INDEX "EnquiryNote_enquiryId_idx" ON "EnquiryNote"("enquiryId");
