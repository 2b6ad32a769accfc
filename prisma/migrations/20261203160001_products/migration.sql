-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN "expectedSize" INTEGER;

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "ProductVersion" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "releasedOn" DATETIME NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'borrador',
    "notes" TEXT NOT NULL DEFAULT '',
    "verifactu" BOOLEAN NOT NULL DEFAULT false,
    "declProducer" TEXT NOT NULL DEFAULT '',
    "declVersion" TEXT NOT NULL DEFAULT '',
    "declDate" DATETIME,
    "declRegulation" TEXT NOT NULL DEFAULT '',
    "declPlace" TEXT NOT NULL DEFAULT '',
    "declSignedOn" DATETIME,
    "publishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductVersion_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "VersionFile" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "versionId" INTEGER NOT NULL,
    "fileId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "VersionFile_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "ProductVersion" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "VersionFile_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "HotelProduct" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "hotelId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "licensedVersionId" INTEGER,
    "installedVersionId" INTEGER,
    "licenceEnd" DATETIME,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "HotelProduct_hotelId_fkey" FOREIGN KEY ("hotelId") REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HotelProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "HotelProduct_licensedVersionId_fkey" FOREIGN KEY ("licensedVersionId") REFERENCES "ProductVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "HotelProduct_installedVersionId_fkey" FOREIGN KEY ("installedVersionId") REFERENCES "ProductVersion" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

-- CreateIndex
CREATE INDEX "ProductVersion_productId_state_releasedOn_idx" ON "ProductVersion"("productId", "state", "releasedOn");

-- CreateIndex
CREATE INDEX "ProductVersion_state_releasedOn_id_idx" ON "ProductVersion"("state", "releasedOn", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVersion_productId_number_key" ON "ProductVersion"("productId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "VersionFile_fileId_key" ON "VersionFile"("fileId");

-- CreateIndex
CREATE INDEX "VersionFile_versionId_id_idx" ON "VersionFile"("versionId", "id");

-- CreateIndex
CREATE INDEX "HotelProduct_productId_hotelId_idx" ON "HotelProduct"("productId", "hotelId");

-- CreateIndex
CREATE INDEX "HotelProduct_licensedVersionId_idx" ON "HotelProduct"("licensedVersionId");

-- CreateIndex
CREATE INDEX "HotelProduct_installedVersionId_idx" ON "HotelProduct"("installedVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "HotelProduct_hotelId_productId_key" ON "HotelProduct"("hotelId", "productId");


-- Data (both databases):
-- The modules the site sells (lib/content/solutions.ts; lib/products/catalogue.test.ts holds them equal).
INSERT INTO "Product" ("slug", "name", "position") VALUES
  ('othello', 'Othello', 1),
  ('terminal-punto-de-venta', 'Terminal punto de venta', 2),
  ('back-office', 'Back office: food and beverage, almacén y contabilidad', 3),
  ('motor-onetbooking', 'Motor de reservas OnetBooking', 4),
  ('eventos-y-salones', 'Eventos y salones', 5),
  ('aplicaciones-moviles', 'Aplicaciones móviles', 6),
  ('aplicaciones-web', 'Aplicaciones web', 7),
  ('channel-manager', 'Channel manager', 8);
