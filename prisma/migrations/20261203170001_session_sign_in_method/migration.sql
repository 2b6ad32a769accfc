-- How a customer session signed in, and the network it came from (the owner's list of sessions).
ALTER TABLE "Session" ADD COLUMN "signInMethod" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Session" ADD COLUMN "network" TEXT NOT NULL DEFAULT '';
