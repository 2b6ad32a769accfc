-- Original invoice PDFs uploaded by staff, served instead of the generated copy.

-- CreateTable
CREATE TABLE "InvoiceOriginal" (
    "invoiceId" INTEGER NOT NULL,
    "pdf" BYTEA NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "uploadedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InvoiceOriginal_pkey" PRIMARY KEY ("invoiceId")
);

-- AddForeignKey
ALTER TABLE "InvoiceOriginal" ADD CONSTRAINT "InvoiceOriginal_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
