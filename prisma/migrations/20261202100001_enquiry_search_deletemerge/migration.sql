-- The enquiries' full-text index (20261201110000_enquiry_search) without its automatic "delete
-- merges": by default FTS5 rewrites a whole segment once 10 % of its rows are deleted, inside the
-- deleting statement. At vendor size (100,000 enquiries, a 16 MB index mostly in one segment)
-- the retention cleanup's batches crossed that line again and again, and each such batch rewrote
-- the segment on the request thread: 1-2 s with every request waiting (docs/PERFORMANCE.md
-- "Cleanup backlog"). Deleted rows stay as tombstones, which searches skip, until the ordinary
-- incremental merges (automerge, on inserts) or an 'optimize' fold them away. SQLite only: the
-- PostgreSQL index (a GIN over a tsvector table) has no such merges.
INSERT INTO "EnquirySearch" ("EnquirySearch", "rank") VALUES ('deletemerge', 0);
