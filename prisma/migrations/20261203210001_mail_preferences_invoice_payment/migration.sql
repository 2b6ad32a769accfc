-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN "paidAt" TEXT;

-- CreateTable
CREATE TABLE "MailPreference" (
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "kind"),
    CONSTRAINT "MailPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MailConsent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "text" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MailConsent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PaymentSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "iban" TEXT NOT NULL,
    "bic" TEXT NOT NULL,
    "beneficiary" TEXT NOT NULL,
    "creditorId" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable
ALTER TABLE "Hotel" ADD COLUMN "sepaMandate" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Hotel" ADD COLUMN "invoiceReminderAt" DATETIME;

-- CreateIndex
CREATE INDEX "MailConsent_userId_at_id_idx" ON "MailConsent"("userId", "at", "id");

-- CreateIndex
CREATE INDEX "MailConsent_at_id_idx" ON "MailConsent"("at", "id");

-- CreateIndex
CREATE INDEX "Invoice_hotelId_paidAt_dueDate_idx" ON "Invoice"("hotelId", "paidAt", "dueDate");

-- CreateIndex
CREATE INDEX "Invoice_paidAt_dueDate_idx" ON "Invoice"("paidAt", "dueDate");

