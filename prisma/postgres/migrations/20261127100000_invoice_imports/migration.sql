-- CSV imports of invoices uploaded in the back office, kept between the preview and the import.

-- CreateTable
CREATE TABLE "InvoiceImport" (
    "id" TEXT NOT NULL,
    "staffId" INTEGER NOT NULL,
    "fileName" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "csv" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "result" TEXT,

    CONSTRAINT "InvoiceImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "InvoiceImport_expiresAt_idx" ON "InvoiceImport"("expiresAt");
