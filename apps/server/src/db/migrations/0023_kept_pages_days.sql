-- A kept page is sent on every day its render said its markup stays the same (decision 052),
-- and by every server process of the same build, also after a restart: the day it was rendered
-- for (`day`) and the last day it reads the same (`same_through`). The table only holds copies
-- of renders, so the ones kept before are dropped rather than given a last day.
DELETE FROM "kept_pages";--> statement-breakpoint
ALTER TABLE "kept_pages" ADD COLUMN "same_through" date NOT NULL;
