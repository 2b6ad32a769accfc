-- DropIndex
DROP INDEX "Enquiry_createdAt_idx";

-- DropIndex
DROP INDEX "AuditEntry_at_idx";

-- CreateIndex
CREATE INDEX "Enquiry_createdAt_id_idx" ON "Enquiry"("createdAt", "id");

-- CreateIndex
CREATE INDEX "OutboxMail_createdAt_id_idx" ON "OutboxMail"("createdAt", "id");

-- CreateIndex
CREATE INDEX "OutboxMail_enquiryId_idx" ON "OutboxMail"("enquiryId");

-- CreateIndex
CREATE INDEX "Invoice_date_id_idx" ON "Invoice"("date", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_at_id_idx" ON "AuditEntry"("at", "id");

