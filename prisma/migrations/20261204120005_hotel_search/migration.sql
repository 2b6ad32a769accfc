-- Full-text search over the hotels (lib/db/search/, the back office's /gestion/hoteles and its hotel
-- pickers): an FTS5 index of each hotel's name, legal name, NIF/CIF, city and province, so that any
-- word of them is found by its start ("sierra", "alojamientos", "cadiz" find "Hotel Sierra Nevada",
-- "Alojamientos Sierra Nevada, S.A.", Cádiz), where the name's own index ("Hotel"."searchName")
-- finds only the start of the name. Contentless, accents folded, prefixes of 2 and 3 letters
-- indexed, no automatic delete merges, as "SupportCaseSearch" (20261203100001_support_queue). The
-- triggers keep it in step with "Hotel" whoever writes it (the back office, the staff command, an
-- import, plain SQL). A rebuild of "Hotel" (CREATE "new_Hotel" … DROP) drops them: recreate them
-- there. The PostgreSQL side is postgresql.sql beside this file.
CREATE VIRTUAL TABLE "HotelSearch" USING fts5(
  "words",
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
INSERT INTO "HotelSearch" ("HotelSearch", "rank") VALUES ('deletemerge', 0);

CREATE TRIGGER "HotelSearch_insert" AFTER INSERT ON "Hotel" BEGIN
  INSERT INTO "HotelSearch" ("rowid", "words")
  VALUES (NEW."id", NEW."name" || ' ' || NEW."legalName" || ' ' || NEW."taxId" || ' ' || NEW."city" || ' ' || NEW."province");
END;

CREATE TRIGGER "HotelSearch_update" AFTER UPDATE OF "id", "name", "legalName", "taxId", "city", "province" ON "Hotel" BEGIN
  DELETE FROM "HotelSearch" WHERE "rowid" = OLD."id";
  INSERT INTO "HotelSearch" ("rowid", "words")
  VALUES (NEW."id", NEW."name" || ' ' || NEW."legalName" || ' ' || NEW."taxId" || ' ' || NEW."city" || ' ' || NEW."province");
END;

CREATE TRIGGER "HotelSearch_delete" AFTER DELETE ON "Hotel" BEGIN
  DELETE FROM "HotelSearch" WHERE "rowid" = OLD."id";
END;

-- The hotels already there.
INSERT INTO "HotelSearch" ("rowid", "words")
SELECT "id", "name" || ' ' || "legalName" || ' ' || "taxId" || ' ' || "city" || ' ' || "province" FROM "Hotel";
