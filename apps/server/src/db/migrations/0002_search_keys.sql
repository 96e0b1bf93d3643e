CREATE TABLE "post_search_keys" (
	"key" text COLLATE "C" NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"post_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_key_counts" (
	"key" text COLLATE "C" PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "posts_search_fts";--> statement-breakpoint
CREATE UNIQUE INDEX "post_search_keys_walk_idx" ON "post_search_keys" USING btree ("key","published_at" DESC NULLS LAST,"post_id");