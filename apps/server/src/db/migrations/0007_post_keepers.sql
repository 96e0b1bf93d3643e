-- Co-keepers of a memorial. The author stays in posts.author_id; this table holds
-- the family members who keep the memorial with them.
CREATE TABLE "post_keepers" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_keepers_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post_keepers" ADD CONSTRAINT "post_keepers_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_keepers" ADD CONSTRAINT "post_keepers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_keepers_user_idx" ON "post_keepers" USING btree ("user_id","added_at" DESC NULLS FIRST);
