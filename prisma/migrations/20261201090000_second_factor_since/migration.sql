-- When an account first had a second factor (kept when it is removed), and the account notices' one
-- mail kind.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "secondFactorSince" DATETIME;

-- Data (both databases):
-- Accounts that have a second factor now had one from its first enrolment: the app's, or the
-- oldest passkey's (one removed before this column existed is not known).
UPDATE "User" SET "secondFactorSince" = COALESCE("totpEnabledAt", (SELECT MIN(p."createdAt") FROM "Passkey" p WHERE p."userId" = "User"."id"));

-- Notices of changes to an account's access are one kind of mail ('security-notice', lib/mail/kinds.ts).
UPDATE "OutboxMail" SET "kind" = 'security-notice' WHERE "kind" IN ('password-changed', 'second-factor-reset', 'staff-passkey-added');
