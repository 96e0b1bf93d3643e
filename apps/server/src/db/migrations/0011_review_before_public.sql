-- Review before public (decision 024). A memorial's keepers choose whether visitors'
-- messages, replies, tributes and photos appear at once ('open') or after approval ('review').
ALTER TABLE "posts" ADD COLUMN "moderation" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- Every visitor item is 'public' or 'held'; a held one is seen only by its author and the keepers.
ALTER TABLE "comments" ADD COLUMN "status" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "tributes" ADD COLUMN "status" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "image_entries" ADD COLUMN "status" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
-- The keepers' review lists: only held rows, so the index stays as small as the queue.
CREATE INDEX "comments_held_idx" ON "comments" USING btree ("post_id","commented_at","id") WHERE "comments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "tributes_held_idx" ON "tributes" USING btree ("post_id","tributed_at","id") WHERE "tributes"."status" = 'held';--> statement-breakpoint
CREATE INDEX "image_entries_held_idx" ON "image_entries" USING btree ("post_id","imaged_at","id") WHERE "image_entries"."status" = 'held';--> statement-breakpoint
-- People the keepers chose to trust on one memorial: the 'review' setting does not hold their items.
CREATE TABLE "post_trusted_people" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"trusted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_trusted_people_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post_trusted_people" ADD CONSTRAINT "post_trusted_people_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_trusted_people" ADD CONSTRAINT "post_trusted_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
