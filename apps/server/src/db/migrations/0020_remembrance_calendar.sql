-- The keepers' choice for the yearly remembrance (decision 035): Gregorian anniversary, Tamil
-- thithi or both, the ceremony's place and the years their priest set. Null until chosen, which
-- reads as the anniversary alone, as every memorial had before.
ALTER TABLE "posts" ADD COLUMN "remembrancecalendar" jsonb;
