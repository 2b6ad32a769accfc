-- CreateTable
CREATE TABLE "SupportCase" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelId" INTEGER NOT NULL,
    "openedById" INTEGER,
    "openedByName" TEXT NOT NULL DEFAULT '',
    "category" TEXT NOT NULL,
    "productArea" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'nueva',
    "subject" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "handlerId" INTEGER,
    "invoiceId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "firstResponseAt" DATETIME,
    "resolvedAt" DATETIME,
    "closedAt" DATETIME,
    "rating" INTEGER,
    "ratingComment" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "SupportCase_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SupportCase_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "caseId" INTEGER NOT NULL,
    "authorUserId" INTEGER,
    "authorStaffId" INTEGER,
    "authorName" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CaseMessage_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseFollower" (
    "caseId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,

    PRIMARY KEY ("caseId", "userId"),
    CONSTRAINT "CaseFollower_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CaseFollower_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseStateChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "caseId" INTEGER NOT NULL,
    "from" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "byUserId" INTEGER,
    "byStaffId" INTEGER,
    CONSTRAINT "CaseStateChange_caseId_fkey" FOREIGN KEY ("caseId") REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SupportCase_hotelId_createdAt_id_idx" ON "SupportCase"("hotelId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SupportCase_hotelId_state_createdAt_id_idx" ON "SupportCase"("hotelId", "state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "SupportCase_invoiceId_idx" ON "SupportCase"("invoiceId");

-- CreateIndex
CREATE INDEX "CaseMessage_caseId_id_idx" ON "CaseMessage"("caseId", "id");

-- CreateIndex
CREATE INDEX "CaseFollower_userId_idx" ON "CaseFollower"("userId");

-- CreateIndex
CREATE INDEX "CaseStateChange_caseId_at_id_idx" ON "CaseStateChange"("caseId", "at", "id");

