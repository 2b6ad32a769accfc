-- AlterTable
ALTER TABLE "IncidentUpdate" ADD COLUMN "mailed" INTEGER;

