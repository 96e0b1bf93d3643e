-- Invitations to keep a memorial with its author (decision 025): single-use, expiring,
-- only the token's hash stored.
CREATE TABLE "keeper_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"invited_by" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "keeper_invitations" ADD CONSTRAINT "keeper_invitations_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keeper_invitations" ADD CONSTRAINT "keeper_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keeper_invitations" ADD CONSTRAINT "keeper_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "keeper_invitations_token_key" ON "keeper_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "keeper_invitations_post_idx" ON "keeper_invitations" USING btree ("post_id","created_at" DESC NULLS FIRST);
