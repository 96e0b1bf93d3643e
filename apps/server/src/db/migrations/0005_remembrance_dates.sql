ALTER TABLE "posts" ADD COLUMN "death_day" date;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "death_month_day" integer;--> statement-breakpoint
-- Existing posts get the columns the app derives (derivePostColumns): a real day of death only.
-- The CASEs guard each cast, so no text a family typed can make the migration fail.
UPDATE "posts" SET "death_day" = d."day", "death_month_day" = extract(month from d."day")::int * 100 + extract(day from d."day")::int
FROM (
  SELECT "id",
    CASE WHEN "deathyear" ~ '^[0-9]{4}$' AND "deathyear" <> '0000' AND "deathmonth" ~ '^[0-9]{1,2}$' AND "deathdate" ~ '^[0-9]{1,2}$' THEN
      CASE WHEN "deathmonth"::int BETWEEN 1 AND 12 AND "deathdate"::int BETWEEN 1 AND 31 THEN
        make_date("deathyear"::int, "deathmonth"::int, 1) + ("deathdate"::int - 1)
      END
    END AS "day",
    CASE WHEN "deathmonth" ~ '^[0-9]{1,2}$' THEN "deathmonth"::int END AS "month"
  FROM "posts"
) d
WHERE "posts"."id" = d."id" AND d."day" IS NOT NULL AND extract(month from d."day") = d."month";--> statement-breakpoint
CREATE INDEX "posts_death_day_idx" ON "posts" USING btree ("death_day","published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false and "posts"."death_day" is not null;--> statement-breakpoint
CREATE INDEX "posts_death_month_day_idx" ON "posts" USING btree ("death_month_day","death_day","published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false and "posts"."death_month_day" is not null;