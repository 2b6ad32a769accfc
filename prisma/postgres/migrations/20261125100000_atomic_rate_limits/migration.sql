-- Attempt counters move to rate-limiter-flexible's store (counted atomically before each attempt);
-- the per-user lockout columns and the old fixed-window buckets go.

-- DropTable
DROP TABLE "RateLimitBucket";

-- AlterTable
ALTER TABLE "User" DROP COLUMN "failedAttempts",
DROP COLUMN "lockedUntil";

-- CreateTable
CREATE TABLE "RateLimiterFlexible" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMP(3),

    CONSTRAINT "RateLimiterFlexible_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimiterFlexible_expire_idx" ON "RateLimiterFlexible"("expire");
