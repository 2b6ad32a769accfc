-- Customer accounts in the back office: staff can turn a customer user off, and a hotel can
-- require two-factor sign-in of its billing contacts.

-- AlterTable
ALTER TABLE "User" ADD COLUMN "disabledAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Hotel" ADD COLUMN "requireBillingTwoFactor" BOOLEAN NOT NULL DEFAULT false;
