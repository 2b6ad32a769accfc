-- CreateTable
CREATE TABLE "StoredFile" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,
    "type" TEXT NOT NULL DEFAULT '',
    "sha256" TEXT NOT NULL DEFAULT '',
    "chunkBytes" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "owner" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" DATETIME,
    "attachedAt" DATETIME
);

-- CreateTable
CREATE TABLE "FileChunk" (
    "fileId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "bytes" BLOB NOT NULL,

    PRIMARY KEY ("fileId", "position"),
    CONSTRAINT "FileChunk_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StoredFile_attachedAt_createdAt_idx" ON "StoredFile"("attachedAt", "createdAt");

