-- Remembrance reminders (decision 028): who follows a memorial, and every reminder
-- mail recorded before it is sent under a unique key, so none goes twice.
CREATE TABLE "reminder_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follow_id" uuid,
	"post_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"occasion" text NOT NULL,
	"on_date" date NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follows" ADD CONSTRAINT "reminder_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_follow_id_reminder_follows_id_fk" FOREIGN KEY ("follow_id") REFERENCES "public"."reminder_follows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_follows_post_email_key" ON "reminder_follows" USING btree ("post_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_follows_confirm_token_key" ON "reminder_follows" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "reminder_follows_confirmed_idx" ON "reminder_follows" USING btree ("post_id") WHERE "reminder_follows"."confirmed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_key" ON "reminder_deliveries" USING btree ("recipient","post_id","occasion","on_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_unsubscribe_key" ON "reminder_deliveries" USING btree ("unsubscribe_token_hash");
