-- DropIndex
DROP INDEX "Enquiry_kind_createdAt_idx";

-- DropIndex
DROP INDEX "Enquiry_state_createdAt_idx";

-- CreateIndex
CREATE INDEX "Enquiry_kind_createdAt_id_idx" ON "Enquiry"("kind", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Enquiry_state_createdAt_id_idx" ON "Enquiry"("state", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Enquiry_assigneeId_createdAt_id_idx" ON "Enquiry"("assigneeId", "createdAt", "id");


-- Full-text search over the enquiries (lib/db/search/): an FTS5 index of the values of each
-- enquiry's form fields and its address, contentless (the words live in the index only, the text
-- stays in "Enquiry"), accents folded (unicode61 remove_diacritics 2: "García" is found as
-- "garcia"), prefixes of 2 and 3 letters indexed for the search's word prefixes. The triggers keep it
-- in step with "Enquiry" whatever writes it (the forms, the inbox, the retention cleanup, the RGPD
-- erasure, plain SQL). A rebuild of "Enquiry" (CREATE "new_Enquiry" … DROP) drops them: recreate
-- them there. The PostgreSQL side is postgresql.sql beside this file.
CREATE VIRTUAL TABLE "EnquirySearch" USING fts5(
  "words",
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER "EnquirySearch_insert" AFTER INSERT ON "Enquiry" BEGIN
  INSERT INTO "EnquirySearch" ("rowid", "words") VALUES (
    NEW."id",
    coalesce(CASE WHEN json_valid(NEW."fields") THEN (SELECT group_concat("value", ' ') FROM json_each(NEW."fields")) ELSE NEW."fields" END, '') || ' ' || NEW."email"
  );
END;

CREATE TRIGGER "EnquirySearch_update" AFTER UPDATE OF "id", "fields", "email" ON "Enquiry" BEGIN
  DELETE FROM "EnquirySearch" WHERE "rowid" = OLD."id";
  INSERT INTO "EnquirySearch" ("rowid", "words") VALUES (
    NEW."id",
    coalesce(CASE WHEN json_valid(NEW."fields") THEN (SELECT group_concat("value", ' ') FROM json_each(NEW."fields")) ELSE NEW."fields" END, '') || ' ' || NEW."email"
  );
END;

CREATE TRIGGER "EnquirySearch_delete" AFTER DELETE ON "Enquiry" BEGIN
  DELETE FROM "EnquirySearch" WHERE "rowid" = OLD."id";
END;

-- The enquiries already there.
INSERT INTO "EnquirySearch" ("rowid", "words")
SELECT "id", coalesce(CASE WHEN json_valid("fields") THEN (SELECT group_concat("value", ' ') FROM json_each("fields")) ELSE "fields" END, '') || ' ' || "email"
FROM "Enquiry";
