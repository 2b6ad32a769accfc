-- DropIndex
DROP INDEX "Invoice_hotelId_paidAt_dueDate_idx";

-- CreateIndex
CREATE INDEX "Invoice_hotelId_paidAt_dueDate_amountCents_idx" ON "Invoice"("hotelId", "paidAt", "dueDate", "amountCents");

