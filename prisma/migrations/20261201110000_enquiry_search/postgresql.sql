-- Full-text search over the enquiries (lib/db/search/), as the FTS5 index of this migration's
-- SQLite side (prisma/migrations/20261201110000_enquiry_search/migration.sql) finds them: the values of each enquiry's form fields and its address, in lower
-- case without accents (á → a, ñ → n, as unicode61 remove_diacritics), punctuation as spaces (an
-- address is its words: ana, example, es), every word kept as it is (the `simple` configuration:
-- no stemming, no stop words), searched by word prefixes through a GIN index. Accents are folded by
-- translate(), not the unaccent extension, so that no extension has to be installed.
CREATE FUNCTION mille_search_text(body text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(regexp_replace(
    translate(body,
      'ÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãåéèêëíìîïóòôöõúùûüñçýÿ¿¡«»“”‘’·',
      'AAAAAAEEEEIIIIOOOOOUUUUNCYaaaaaaeeeeiiiiooooouuuuncyy         '),
    '[[:punct:][:space:]]+', ' ', 'g'))
$$;

-- The words of one enquiry: its fields' values (the text itself when it is not a JSON object) and its address.
CREATE FUNCTION mille_enquiry_words(fields text, email text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  body text;
BEGIN
  BEGIN
    SELECT string_agg(value, ' ') INTO body FROM jsonb_each_text(fields::jsonb);
  EXCEPTION WHEN others THEN
    body := fields;
  END;
  RETURN to_tsvector('simple', mille_search_text(coalesce(body, '') || ' ' || coalesce(email, '')));
END
$$;

-- Beside "Enquiry", not in it: the inbox's pages read narrow rows. A deleted enquiry takes its row
-- with it (ON DELETE CASCADE), whoever deletes it.
CREATE TABLE "EnquirySearch" (
  "id" INTEGER NOT NULL PRIMARY KEY REFERENCES "Enquiry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "words" tsvector NOT NULL
);
CREATE INDEX "EnquirySearch_words_idx" ON "EnquirySearch" USING GIN ("words");

CREATE FUNCTION mille_enquiry_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "EnquirySearch" ("id", "words") VALUES (NEW."id", mille_enquiry_words(NEW."fields", NEW."email"))
  ON CONFLICT ("id") DO UPDATE SET "words" = EXCLUDED."words";
  RETURN NULL;
END
$$;

CREATE TRIGGER "EnquirySearch_sync" AFTER INSERT OR UPDATE OF "fields", "email" ON "Enquiry"
FOR EACH ROW EXECUTE FUNCTION mille_enquiry_search_sync();

-- The enquiries already there.
INSERT INTO "EnquirySearch" ("id", "words") SELECT "id", mille_enquiry_words("fields", "email") FROM "Enquiry";
