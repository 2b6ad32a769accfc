-- Full-text search over the customer users (lib/db/search/), as the FTS5 index of this migration's
-- SQLite side finds them: each user's address and, for every hotel they are a contact of, the
-- contact's name and the hotel's name, folded as the enquiries' words (mille_search_text of
-- 20261201110000_enquiry_search), through a GIN index. Written again by the triggers below
-- whenever any of those change, whoever writes them.
CREATE FUNCTION mille_user_words(user_id integer) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsvector('simple', mille_search_text(u."email" || ' ' || coalesce(
    (SELECT string_agg(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"),
    '')))
  FROM "User" u WHERE u."id" = user_id
$$;

-- Beside "User", not in it; a deleted user takes its row with it (ON DELETE CASCADE).
CREATE TABLE "UserSearch" (
  "id" INTEGER NOT NULL PRIMARY KEY REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "words" tsvector NOT NULL
);
CREATE INDEX "UserSearch_words_idx" ON "UserSearch" USING GIN ("words");

-- The user's row written again (none when the user is gone).
CREATE FUNCTION mille_user_search_write(user_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "UserSearch" ("id", "words")
  SELECT "id", mille_user_words("id") FROM "User" WHERE "id" = user_id
  ON CONFLICT ("id") DO UPDATE SET "words" = EXCLUDED."words"
$$;

CREATE FUNCTION mille_user_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'User' THEN
    PERFORM mille_user_search_write(NEW."id");
  ELSIF TG_TABLE_NAME = 'HotelContact' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM mille_user_search_write(OLD."userId"); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM mille_user_search_write(NEW."userId"); END IF;
  ELSE
    PERFORM mille_user_search_write(c."userId") FROM "HotelContact" c WHERE c."hotelId" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "UserSearch_user_sync" AFTER INSERT OR UPDATE OF "email" ON "User"
FOR EACH ROW EXECUTE FUNCTION mille_user_search_sync();
CREATE TRIGGER "UserSearch_contact_sync" AFTER INSERT OR DELETE OR UPDATE OF "userId", "hotelId", "name" ON "HotelContact"
FOR EACH ROW EXECUTE FUNCTION mille_user_search_sync();
CREATE TRIGGER "UserSearch_hotel_rename" AFTER UPDATE OF "name" ON "Hotel"
FOR EACH ROW EXECUTE FUNCTION mille_user_search_sync();

-- The users already there.
INSERT INTO "UserSearch" ("id", "words") SELECT "id", mille_user_words("id") FROM "User";

-- The RGPD erasure's lookups by address in any case (the same statements as on SQLite).
CREATE INDEX "Enquiry_email_lower_idx" ON "Enquiry" (lower("email"));
CREATE INDEX "OutboxMail_to_lower_idx" ON "OutboxMail" (lower("to"));
CREATE INDEX "OutboxMail_replyTo_lower_idx" ON "OutboxMail" (lower("replyTo"));

-- The searches by the start of a value (an invoice's number, a NIF/CIF, a hotel's folded name, a
-- mail's address: `>= q AND < q || U+FFFF`, lib/db/search/prefix.ts) compare byte by byte, as on
-- SQLite, whatever collation the database was created with: under a language's collation (en_US,
-- es-ES, ICU or libc) a range is not a prefix (case and accents compare apart from the letters,
-- some characters are ignored, U+FFFF need not sort last). The columns' indexes are rebuilt in
-- that order; their sorts (the invoices by number) become byte order too, as on SQLite.
ALTER TABLE "Invoice" ALTER COLUMN "number" TYPE TEXT COLLATE "C";
ALTER TABLE "Hotel" ALTER COLUMN "taxId" TYPE TEXT COLLATE "C";
ALTER TABLE "Hotel" ALTER COLUMN "searchName" TYPE TEXT COLLATE "C";
ALTER TABLE "OutboxMail" ALTER COLUMN "recipient" TYPE TEXT COLLATE "C";
