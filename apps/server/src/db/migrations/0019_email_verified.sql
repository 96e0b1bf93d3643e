-- An account's e-mail address is trusted only once proven (decision 034): a sign-up that never
-- opened a mail could otherwise be linked by Google sign-in, get reminders or read follows.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_token_key" ON "email_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
-- Existing accounts. Google only hands over addresses it has verified, so an account with a
-- Google subject (created with Google, or linked by it) is proven; we do not know when, so it
-- is stamped now. A password account whose mailed reset link was used proved the address then
-- (a reset link's used_at is set only inside a successful reset). Every other password account
-- stays unproven: nothing ever showed that its owner reads that mailbox, and it gets the same
-- notice and link as a new sign-up.
UPDATE "users" SET "email_verified_at" = now() WHERE "google_sub" IS NOT NULL;
--> statement-breakpoint
UPDATE "users" u SET "email_verified_at" = r.proven_at
FROM (SELECT "user_id", max("used_at") AS proven_at FROM "password_resets" WHERE "used_at" IS NOT NULL GROUP BY "user_id") r
WHERE u.id = r.user_id AND u.email_verified_at IS NULL;
