-- The number each recorded change takes (decision 056) now comes from one row, not a sequence.
-- A write takes the row's lock as it records its change and holds it until it commits, so the
-- numbers are given in the order the writes commit. A render notes the row as committed: every
-- write with a number up to that one had committed before the render read anything, and every
-- write still open gets a higher number. So a write may record its change inside its own
-- statement (one round trip instead of two) and no render that missed it is ever sent after it.
-- Logged, unlike the kept pages: a crash must not lose the row.
CREATE TABLE "page_change_clock" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL CHECK ("id"),
	"seq" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "page_change_clock" ("seq") SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM "page_change_seq";--> statement-breakpoint
DROP SEQUENCE "page_change_seq";
