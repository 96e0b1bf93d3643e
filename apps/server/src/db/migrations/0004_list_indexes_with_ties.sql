DROP INDEX "comments_post_top_idx";--> statement-breakpoint
DROP INDEX "comments_parent_idx";--> statement-breakpoint
DROP INDEX "image_entries_post_idx";--> statement-breakpoint
DROP INDEX "tributes_post_idx";--> statement-breakpoint
CREATE INDEX "comments_post_top_idx" ON "comments" USING btree ("post_id","commented_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id","commented_at","id");--> statement-breakpoint
CREATE INDEX "image_entries_post_idx" ON "image_entries" USING btree ("post_id","imaged_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tributes_post_idx" ON "tributes" USING btree ("post_id","tributed_at" DESC NULLS LAST,"id" DESC NULLS LAST);