-- CreateTable
CREATE TABLE "StaffPasskey" (
    "id" TEXT NOT NULL,
    "staffUserId" INTEGER NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "counter" INTEGER NOT NULL DEFAULT 0,
    "transports" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "StaffPasskey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StaffPasskey_staffUserId_idx" ON "StaffPasskey"("staffUserId");

-- AddForeignKey
ALTER TABLE "StaffPasskey" ADD CONSTRAINT "StaffPasskey_staffUserId_fkey" FOREIGN KEY ("staffUserId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;
