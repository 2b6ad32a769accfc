-- Full-text search over the cases' subjects and descriptions (lib/db/search/), as the FTS5 index
-- of this migration's SQLite side finds them, through mille_search_text (20261201110000_enquiry_search):
-- a table of tsvectors beside "SupportCase" with a GIN index, kept in step by a trigger.
CREATE TABLE "SupportCaseSearch" (
  "id" INTEGER NOT NULL PRIMARY KEY REFERENCES "SupportCase" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "words" tsvector NOT NULL
);
CREATE INDEX "SupportCaseSearch_words_idx" ON "SupportCaseSearch" USING GIN ("words");

CREATE FUNCTION mille_support_case_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SupportCaseSearch" ("id", "words")
  VALUES (NEW."id", to_tsvector('simple', mille_search_text(NEW."subject" || ' ' || NEW."description")))
  ON CONFLICT ("id") DO UPDATE SET "words" = EXCLUDED."words";
  RETURN NULL;
END
$$;

CREATE TRIGGER "SupportCaseSearch_sync" AFTER INSERT OR UPDATE OF "subject", "description" ON "SupportCase"
FOR EACH ROW EXECUTE FUNCTION mille_support_case_search_sync();

-- The cases already there.
INSERT INTO "SupportCaseSearch" ("id", "words")
SELECT "id", to_tsvector('simple', mille_search_text("subject" || ' ' || "description")) FROM "SupportCase";
