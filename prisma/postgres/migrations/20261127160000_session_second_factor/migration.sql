-- Whether a session proved a second factor (a hotel's two-factor requirement asks it of the session).

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "secondFactorAt" TIMESTAMP(3);

-- Open sessions of accounts with an authenticator app got past its code (or enrolled it in that
-- session); a passkey owner's sessions may be password-only, so they stay unproven.
UPDATE "Session" SET "secondFactorAt" = "createdAt" WHERE "userId" IN (SELECT "id" FROM "User" WHERE "totpEnabledAt" IS NOT NULL);
