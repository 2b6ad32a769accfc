-- Full-text search over the hotels (lib/db/search/), as the FTS5 index of this migration's SQLite
-- side finds them: each hotel's name, legal name, NIF/CIF, city and province, folded through
-- mille_search_text (20261201110000_enquiry_search), in a table of tsvectors beside "Hotel" with a
-- GIN index, kept in step by a trigger; a deleted hotel takes its row with it (ON DELETE CASCADE).
CREATE TABLE "HotelSearch" (
  "id" INTEGER NOT NULL PRIMARY KEY REFERENCES "Hotel" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "words" tsvector NOT NULL
);
CREATE INDEX "HotelSearch_words_idx" ON "HotelSearch" USING GIN ("words");

CREATE FUNCTION mille_hotel_words(name text, legal_name text, tax_id text, city text, province text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', mille_search_text(concat_ws(' ', name, legal_name, tax_id, city, province)))
$$;

CREATE FUNCTION mille_hotel_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "HotelSearch" ("id", "words")
  VALUES (NEW."id", mille_hotel_words(NEW."name", NEW."legalName", NEW."taxId", NEW."city", NEW."province"))
  ON CONFLICT ("id") DO UPDATE SET "words" = EXCLUDED."words";
  RETURN NULL;
END
$$;

CREATE TRIGGER "HotelSearch_sync" AFTER INSERT OR UPDATE OF "name", "legalName", "taxId", "city", "province" ON "Hotel"
FOR EACH ROW EXECUTE FUNCTION mille_hotel_search_sync();

-- The hotels already there.
INSERT INTO "HotelSearch" ("id", "words")
SELECT "id", mille_hotel_words("name", "legalName", "taxId", "city", "province") FROM "Hotel";
