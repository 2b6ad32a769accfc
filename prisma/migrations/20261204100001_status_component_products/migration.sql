-- CreateTable
CREATE TABLE "StatusComponentProduct" (
    "componentId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,

    PRIMARY KEY ("componentId", "productId"),
    CONSTRAINT "StatusComponentProduct_componentId_fkey" FOREIGN KEY ("componentId") REFERENCES "StatusComponent" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StatusComponentProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "StatusComponentProduct_productId_componentId_idx" ON "StatusComponentProduct"("productId", "componentId");


-- Data (both databases):
-- The default components to the catalogue's modules that plainly depend on them; staff change them in /gestion/estado.
INSERT INTO "StatusComponentProduct" ("componentId", "productId")
SELECT c."id", p."id" FROM "StatusComponent" c, "Product" p WHERE c."name" = 'Othello PMS en la nube' AND p."slug" = 'othello'
UNION ALL
SELECT c."id", p."id" FROM "StatusComponent" c, "Product" p WHERE c."name" = 'Motor de reservas OnetBooking' AND p."slug" = 'motor-onetbooking'
UNION ALL
SELECT c."id", p."id" FROM "StatusComponent" c, "Product" p WHERE c."name" = 'Channel manager' AND p."slug" = 'channel-manager'
UNION ALL
SELECT c."id", p."id" FROM "StatusComponent" c, "Product" p WHERE c."name" = 'Apps móviles' AND p."slug" = 'aplicaciones-moviles';
