-- The next yearly thithi day a family keeps (decision 035), computed by the app (the sun and the
-- moon cannot be reckoned in SQL): on each save, and by the hourly reminder sweep once the day has
-- passed. Reminders and the home page's week find it by this index, as they find anniversaries.
ALTER TABLE "posts" ADD COLUMN "next_thithi_day" date;--> statement-breakpoint
-- Memorials that chose the thithi before this column existed get a day long past: the sweep's
-- next run takes every day before its own and computes the real one, so no SQL copy of the
-- astronomy is needed. Never a day any list or reminder asks about.
UPDATE "posts" SET "next_thithi_day" = DATE '2000-01-01'
WHERE "remembrancecalendar" ->> 'observe' IN ('thithi', 'both') AND "death_day" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_next_thithi_day_idx" ON "posts" USING btree ("next_thithi_day","published_at" DESC NULLS LAST,"id") WHERE "posts"."next_thithi_day" is not null;
