-- AlterTable
ALTER TABLE "User" ADD COLUMN "lastSignInAt" DATETIME;

