-- Full-text search over the customer users (lib/db/search/, the back office's /gestion/usuarios):
-- an FTS5 index of each user's address and, for every hotel they are a contact of, the contact's
-- name and the hotel's name; contentless, accents folded, prefixes of 2 and 3 letters indexed, as
-- "EnquirySearch" (20261201110000_enquiry_search). A user's row is written again whenever any of
-- those change, by the triggers below, whoever writes them (the back office, the staff command,
-- an import, plain SQL). The PostgreSQL side is postgresql.sql beside this file.
CREATE VIRTUAL TABLE "UserSearch" USING fts5(
  "words",
  content = '',
  contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER "UserSearch_user_insert" AFTER INSERT ON "User" BEGIN
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" = NEW."id";
END;

CREATE TRIGGER "UserSearch_user_update" AFTER UPDATE OF "id", "email" ON "User" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" = OLD."id";
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" = NEW."id";
END;

CREATE TRIGGER "UserSearch_user_delete" AFTER DELETE ON "User" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" = OLD."id";
END;

CREATE TRIGGER "UserSearch_contact_insert" AFTER INSERT ON "HotelContact" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" = NEW."userId";
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" = NEW."userId";
END;

CREATE TRIGGER "UserSearch_contact_update" AFTER UPDATE OF "userId", "hotelId", "name" ON "HotelContact" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" IN (OLD."userId", NEW."userId");
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" IN (OLD."userId", NEW."userId");
END;

CREATE TRIGGER "UserSearch_contact_delete" AFTER DELETE ON "HotelContact" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" = OLD."userId";
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" = OLD."userId";
END;

CREATE TRIGGER "UserSearch_hotel_rename" AFTER UPDATE OF "name" ON "Hotel" BEGIN
  DELETE FROM "UserSearch" WHERE "rowid" IN (SELECT "userId" FROM "HotelContact" WHERE "hotelId" = NEW."id");
  INSERT INTO "UserSearch" ("rowid", "words")
  SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
  FROM "User" u WHERE u."id" IN (SELECT "userId" FROM "HotelContact" WHERE "hotelId" = NEW."id");
END;

-- The users already there.
INSERT INTO "UserSearch" ("rowid", "words")
SELECT u."id", u."email" || ' ' || coalesce((SELECT group_concat(c."name" || ' ' || h."name", ' ') FROM "HotelContact" c JOIN "Hotel" h ON h."id" = c."hotelId" WHERE c."userId" = u."id"), '')
FROM "User" u;

-- The RGPD erasure finds an address's enquiries, the mail to it and the mail that answers to it
-- (the notice to staff) through these, in any case of the address as typed
-- (lib/enquiries/erasure.ts), whoever wrote the rows. The same statements on PostgreSQL.
CREATE INDEX "Enquiry_email_lower_idx" ON "Enquiry" (lower("email"));
CREATE INDEX "OutboxMail_to_lower_idx" ON "OutboxMail" (lower("to"));
CREATE INDEX "OutboxMail_replyTo_lower_idx" ON "OutboxMail" (lower("replyTo"));
