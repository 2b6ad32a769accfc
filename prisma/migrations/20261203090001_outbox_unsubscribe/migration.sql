-- A one-click unsubscribe URL per outbox mail (RFC 8058); empty for essential mail.
ALTER TABLE "OutboxMail" ADD COLUMN "unsubscribeUrl" TEXT NOT NULL DEFAULT '';
