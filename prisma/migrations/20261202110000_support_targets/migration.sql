-- CreateTable
CREATE TABLE "SupportTarget" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "priority" TEXT NOT NULL,
    "firstResponseMinutes" INTEGER NOT NULL,
    "resolutionMinutes" INTEGER NOT NULL,
    "workingTime" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Holiday" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "date" TEXT NOT NULL,
    "name" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "SupportTarget_priority_key" ON "SupportTarget"("priority");

-- CreateIndex
CREATE UNIQUE INDEX "Holiday_date_key" ON "Holiday"("date");


-- Data (both databases):
-- The default targets (lib/support/targets.ts DEFAULT_TARGETS; a working day is 600 minutes) and
-- Spain's national holidays for 2026 and 2027, there on every instance from the start.
INSERT INTO "SupportTarget" ("priority", "firstResponseMinutes", "resolutionMinutes", "workingTime") VALUES
  ('critica', 60, 480, FALSE),
  ('alta', 240, 1200, TRUE),
  ('media', 600, 3000, TRUE),
  ('baja', 1200, 6000, TRUE);
INSERT INTO "Holiday" ("date", "name") VALUES
  ('2026-01-01', 'Año Nuevo'),
  ('2026-01-06', 'Epifanía del Señor'),
  ('2026-04-03', 'Viernes Santo'),
  ('2026-05-01', 'Fiesta del Trabajo'),
  ('2026-08-15', 'Asunción de la Virgen'),
  ('2026-10-12', 'Fiesta Nacional de España'),
  ('2026-11-01', 'Todos los Santos'),
  ('2026-12-06', 'Día de la Constitución Española'),
  ('2026-12-08', 'Inmaculada Concepción'),
  ('2026-12-25', 'Natividad del Señor'),
  ('2027-01-01', 'Año Nuevo'),
  ('2027-01-06', 'Epifanía del Señor'),
  ('2027-03-26', 'Viernes Santo'),
  ('2027-05-01', 'Fiesta del Trabajo'),
  ('2027-08-15', 'Asunción de la Virgen'),
  ('2027-10-12', 'Fiesta Nacional de España'),
  ('2027-11-01', 'Todos los Santos'),
  ('2027-12-06', 'Día de la Constitución Española'),
  ('2027-12-08', 'Inmaculada Concepción'),
  ('2027-12-25', 'Natividad del Señor');
