-- The inbox's «sin asignar» newest first (assigneeId IS NULL ORDER BY createdAt DESC, id DESC):
-- PostgreSQL cannot read the order from Enquiry(assigneeId, createdAt, id) under IS NULL (only
-- under an equality), and would walk every enquiry by date testing each; this partial index holds
-- exactly the unassigned ones in the page's order.
CREATE INDEX "Enquiry_unassigned_createdAt_id_idx" ON "Enquiry"("createdAt", "id") WHERE "assigneeId" IS NULL;
