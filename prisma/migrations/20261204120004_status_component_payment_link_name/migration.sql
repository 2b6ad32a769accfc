-- This is an empty migration.

-- Data (both databases):
-- The status page's payment-link component, named as the rest of the site names the product: only
-- where it still has the name 20261203200001_status_page gave it (staff may have renamed it since),
-- and not onto a name another component already has (names are unique).
UPDATE "StatusComponent" SET "name" = 'Enlace de pago'
WHERE "name" = 'Payment link'
  AND NOT EXISTS (SELECT 1 FROM "StatusComponent" AS "taken" WHERE "taken"."name" = 'Enlace de pago');
