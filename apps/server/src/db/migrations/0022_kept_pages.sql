-- Server-rendered memorial pages kept in the database (decision 048): a page the server's memory
-- no longer holds, or another server process rendered, is sent from here instead of rendered
-- again. UNLOGGED: a crash forgets them (and the scopes' last changes with them), which costs
-- renders only, and the busy writes of a funeral day skip the write-ahead log.
CREATE SEQUENCE "page_change_seq";--> statement-breakpoint
CREATE UNLOGGED TABLE "page_changes" (
	"scope" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "kept_pages" (
	"key" text PRIMARY KEY NOT NULL,
	"build" text NOT NULL,
	"day" date NOT NULL,
	"scopes" text[] NOT NULL,
	"rendered_seq" bigint NOT NULL,
	"counts_view_of" uuid,
	"etag" text NOT NULL,
	"noindex" boolean NOT NULL,
	"br" bytea NOT NULL
);
