-- Rate limits shared by every server of the site. UNLOGGED: losing the current
-- window's counts in a crash is harmless, and the hot upsert skips the WAL.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
