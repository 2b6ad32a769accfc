-- CreateTable
CREATE TABLE "StatusComponent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Incident" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "resolvedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "IncidentComponent" (
    "incidentId" INTEGER NOT NULL,
    "componentId" INTEGER NOT NULL,
    "impact" TEXT NOT NULL,

    PRIMARY KEY ("incidentId", "componentId"),
    CONSTRAINT "IncidentComponent_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "Incident" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "IncidentComponent_componentId_fkey" FOREIGN KEY ("componentId") REFERENCES "StatusComponent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "IncidentUpdate" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incidentId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "notify" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "IncidentUpdate_incidentId_fkey" FOREIGN KEY ("incidentId") REFERENCES "Incident" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Maintenance" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "startsAt" DATETIME NOT NULL,
    "endsAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "MaintenanceComponent" (
    "maintenanceId" INTEGER NOT NULL,
    "componentId" INTEGER NOT NULL,

    PRIMARY KEY ("maintenanceId", "componentId"),
    CONSTRAINT "MaintenanceComponent_maintenanceId_fkey" FOREIGN KEY ("maintenanceId") REFERENCES "Maintenance" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MaintenanceComponent_componentId_fkey" FOREIGN KEY ("componentId") REFERENCES "StatusComponent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "StatusSubscriber" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "confirmedAt" DATETIME,
    "confirmNonceHash" TEXT,
    "unsubscribeKey" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "StatusSubscription" (
    "subscriberId" INTEGER NOT NULL,
    "componentId" INTEGER NOT NULL,

    PRIMARY KEY ("subscriberId", "componentId"),
    CONSTRAINT "StatusSubscription_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "StatusSubscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "StatusSubscription_componentId_fkey" FOREIGN KEY ("componentId") REFERENCES "StatusComponent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "StatusComponent_name_key" ON "StatusComponent"("name");

-- CreateIndex
CREATE INDEX "StatusComponent_position_id_idx" ON "StatusComponent"("position", "id");

-- CreateIndex
CREATE INDEX "Incident_resolvedAt_startedAt_idx" ON "Incident"("resolvedAt", "startedAt");

-- CreateIndex
CREATE INDEX "Incident_startedAt_id_idx" ON "Incident"("startedAt", "id");

-- CreateIndex
CREATE INDEX "IncidentComponent_componentId_incidentId_idx" ON "IncidentComponent"("componentId", "incidentId");

-- CreateIndex
CREATE INDEX "IncidentUpdate_incidentId_at_id_idx" ON "IncidentUpdate"("incidentId", "at", "id");

-- CreateIndex
CREATE INDEX "Maintenance_endsAt_startsAt_idx" ON "Maintenance"("endsAt", "startsAt");

-- CreateIndex
CREATE INDEX "Maintenance_startsAt_id_idx" ON "Maintenance"("startsAt", "id");

-- CreateIndex
CREATE INDEX "MaintenanceComponent_componentId_maintenanceId_idx" ON "MaintenanceComponent"("componentId", "maintenanceId");

-- CreateIndex
CREATE UNIQUE INDEX "StatusSubscriber_email_key" ON "StatusSubscriber"("email");

-- CreateIndex
CREATE INDEX "StatusSubscriber_confirmedAt_createdAt_idx" ON "StatusSubscriber"("confirmedAt", "createdAt");

-- CreateIndex
CREATE INDEX "StatusSubscription_componentId_subscriberId_idx" ON "StatusSubscription"("componentId", "subscriberId");


-- Data (both databases):
-- The status page's default components, in the page's order.
INSERT INTO "StatusComponent" ("name", "description", "position") VALUES
  ('Othello PMS en la nube', 'Recepción, TPV y back office de Othello en la nube.', 10),
  ('Motor de reservas OnetBooking', 'Las reservas en la web del hotel.', 20),
  ('Channel manager', 'Disponibilidad, precios y reservas con los canales de venta.', 30),
  ('Payment link', 'Los enlaces de pago que el hotel envía a sus huéspedes.', 40),
  ('Envíos Veri*Factu / SII', 'Los envíos de registros de facturación a la Agencia Tributaria.', 50),
  ('Apps móviles', 'Las aplicaciones para móvil y tableta.', 60),
  ('Web y área de clientes', 'Este sitio web y el área de clientes.', 70);
