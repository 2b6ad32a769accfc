-- The outbox page's kind of mail, and the staff pages' last sign-in.

-- AlterTable
ALTER TABLE "OutboxMail" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'other';

-- AlterTable
ALTER TABLE "StaffUser" ADD COLUMN "lastSignInAt" DATETIME;

-- Existing rows: the kind their content shows (the code that queues a mail sets it from now on).
UPDATE "OutboxMail" SET "kind" = CASE
  WHEN "authorEmail" <> '' THEN 'reply'
  WHEN "enquiryId" IS NOT NULL AND "subject" LIKE '[Web]%' THEN 'enquiry-staff'
  WHEN "enquiryId" IS NOT NULL THEN 'enquiry-visitor'
  WHEN "subject" LIKE 'Tu acceso a la gesti%' THEN 'staff-invitation'
  WHEN "subject" = 'Restablece tu contraseña del área de clientes' THEN 'password-reset'
  WHEN "subject" = 'Tu contraseña ha cambiado' THEN 'password-changed'
  WHEN "subject" = 'Nuevo acceso a tu cuenta desde otro navegador' THEN 'new-browser'
  WHEN "subject" LIKE 'Tu acceso al área de clientes%' THEN 'customer-invitation'
  WHEN "subject" = 'Hemos restablecido tu verificación en dos pasos' THEN 'second-factor-reset'
  ELSE 'other'
END;
