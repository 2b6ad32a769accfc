-- Attempt counters move to rate-limiter-flexible's store (counted atomically before each attempt);
-- the per-user lockout columns and the old fixed-window buckets go.
-- Columns are dropped in place: rebuilding "User" inside the migration's transaction would
-- cascade its DROP TABLE to sessions and hotel contacts (SQLite ignores foreign_keys=OFF there).

-- DropTable
DROP TABLE "RateLimitBucket";

-- CreateTable
CREATE TABLE "RateLimiterFlexible" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "points" INTEGER NOT NULL,
    "expire" DATETIME
);

-- CreateIndex
CREATE INDEX "RateLimiterFlexible_expire_idx" ON "RateLimiterFlexible"("expire");

-- AlterTable
ALTER TABLE "User" DROP COLUMN "failedAttempts";
ALTER TABLE "User" DROP COLUMN "lockedUntil";
