-- btree_gist lets an exclusion constraint combine "same therapist" (=) with "overlapping time" (&&):
-- the database, not a check-then-insert, forbids double booking (ARCHITECTURE.md §4).
CREATE EXTENSION IF NOT EXISTS btree_gist;
