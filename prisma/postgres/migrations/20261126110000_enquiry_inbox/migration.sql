-- The enquiry inbox of the back office: workflow state, assignee, internal notes, replies' author.

-- AlterTable
ALTER TABLE "Enquiry" ADD COLUMN     "assigneeId" INTEGER,
ADD COLUMN     "state" TEXT NOT NULL DEFAULT 'new';

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN     "authorEmail" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "EnquiryNote" (
    "id" SERIAL NOT NULL,
    "enquiryId" INTEGER NOT NULL,
    "authorId" INTEGER,
    "authorEmail" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EnquiryNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Enquiry_state_createdAt_idx" ON "Enquiry"("state", "createdAt");

-- CreateIndex
CREATE INDEX "EnquiryNote_enquiryId_idx" ON "EnquiryNote"("enquiryId");

-- AddForeignKey
ALTER TABLE "EnquiryNote" ADD CONSTRAINT "EnquiryNote_enquiryId_fkey" FOREIGN KEY ("enquiryId") REFERENCES "Enquiry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
