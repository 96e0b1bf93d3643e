-- The funeral service's time zone; each event's lives in the events JSON (eventtimezone).
-- Old posts keep '': their zone is read from the place (service-times.ts) until the family saves one.
ALTER TABLE "posts" ADD COLUMN "funeraltimezone" text DEFAULT '' NOT NULL;
