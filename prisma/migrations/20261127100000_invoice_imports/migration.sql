-- CSV imports of invoices uploaded in the back office, kept between the preview and the import.

-- CreateTable
CREATE TABLE "InvoiceImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "staffId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "csv" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "result" TEXT
);

-- CreateIndex
CREATE INDEX "InvoiceImport_expiresAt_idx" ON "InvoiceImport"("expiresAt");
