-- Family privacy (decision 020): who may read each family phone number, and unlisted memorials.
-- Written by hand. Each surviving member's choice lives in its JSON (`phonevisibility`, absent
-- means 'signed-in'); the funeral contact person's has a column.
ALTER TABLE "posts" ADD COLUMN "contactphonevisibility" text DEFAULT 'signed-in' NOT NULL;
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;
--> statement-breakpoint

-- The search keys and key counts (migration 0003, decision 010) now hold only LISTED published
-- posts: an unlisted memorial has no keys and counts in no place or category total. The four
-- functions are those of 0003 with `visibility = 'public'` beside every "published" test.
CREATE OR REPLACE FUNCTION rebuild_search_data() RETURNS void LANGUAGE plpgsql
SET maintenance_work_mem = '128MB' SET jit = off AS $$
BEGIN
  TRUNCATE post_search_keys, search_key_counts;
  DROP INDEX post_search_keys_walk_idx;
  INSERT INTO post_search_keys (key, published_at, post_id)
    SELECT k.k, p.published_at, p.id
      FROM posts AS p, search_keys_of(p.search_text, p.places, p.title) AS k(k)
     WHERE NOT p.draft AND p.published_at IS NOT NULL AND p.visibility = 'public';
  CREATE UNIQUE INDEX post_search_keys_walk_idx ON post_search_keys USING btree (key, published_at DESC NULLS LAST, post_id);
  INSERT INTO search_key_counts (key, total)
    SELECT key, count(*) FROM (
      SELECT DISTINCT 'p:' || pl AS key, p.id FROM posts AS p, unnest(p.places) AS pl
       WHERE NOT p.draft AND p.published_at IS NOT NULL AND p.visibility = 'public' AND pl <> ''
      UNION ALL
      SELECT 't:' || title, id FROM posts WHERE NOT draft AND published_at IS NOT NULL AND visibility = 'public'
      UNION ALL
      SELECT 't:Remembrance', id FROM posts WHERE NOT draft AND published_at IS NOT NULL AND visibility = 'public' AND title LIKE '% Remembrance'
    ) AS counted
    GROUP BY key;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION posts_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[];
BEGIN
  WITH ins AS (
    INSERT INTO post_search_keys (key, published_at, post_id)
      SELECT k.k, n.published_at, n.id
        FROM new_rows AS n, search_keys_of(n.search_text, n.places, n.title) AS k(k)
       WHERE NOT n.draft AND n.published_at IS NOT NULL AND n.visibility = 'public'
       ORDER BY 1, 2 DESC, 3
    RETURNING key
  )
  SELECT array_agg(key) INTO added FROM ins WHERE key LIKE 'p:%' OR key LIKE 't:%';
  IF added IS NOT NULL THEN PERFORM add_search_key_counts(added, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION posts_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  WITH del AS (
    DELETE FROM post_search_keys AS s
     USING (SELECT k.k, o.published_at, o.id
              FROM old_rows AS o, search_keys_of(o.search_text, o.places, o.title) AS k(k)
             WHERE NOT o.draft AND o.published_at IS NOT NULL AND o.visibility = 'public') AS d(key, published_at, post_id)
     WHERE s.key = d.key AND s.published_at = d.published_at AND s.post_id = d.post_id
    RETURNING s.key
  )
  SELECT array_agg(key) INTO gone FROM del WHERE key LIKE 'p:%' OR key LIKE 't:%';
  IF gone IS NOT NULL THEN PERFORM add_search_key_counts(gone, -1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION posts_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_keys text[] := '{}';
  new_keys text[] := '{}';
  gone text[];
  added text[];
BEGIN
  IF NOT OLD.draft AND OLD.published_at IS NOT NULL AND OLD.visibility = 'public' THEN
    old_keys := ARRAY(SELECT search_keys_of(OLD.search_text, OLD.places, OLD.title));
  END IF;
  IF NOT NEW.draft AND NEW.published_at IS NOT NULL AND NEW.visibility = 'public' THEN
    new_keys := ARRAY(SELECT search_keys_of(NEW.search_text, NEW.places, NEW.title));
  END IF;
  IF OLD.published_at IS DISTINCT FROM NEW.published_at OR OLD.id <> NEW.id THEN
    gone := old_keys;
    added := new_keys;
  ELSE
    gone := ARRAY(SELECT unnest(old_keys) EXCEPT SELECT unnest(new_keys));
    added := ARRAY(SELECT unnest(new_keys) EXCEPT SELECT unnest(old_keys));
  END IF;
  DELETE FROM post_search_keys WHERE key = ANY (gone) AND published_at = OLD.published_at AND post_id = OLD.id;
  INSERT INTO post_search_keys (key, published_at, post_id) SELECT k, NEW.published_at, NEW.id FROM unnest(added) AS k;
  INSERT INTO search_key_counts AS c (key, total)
    SELECT key, sum(delta) FROM (
      SELECT k AS key, -1 AS delta FROM unnest(gone) AS k
      UNION ALL
      SELECT k, 1 FROM unnest(added) AS k
    ) AS changes
     WHERE key LIKE 'p:%' OR key LIKE 't:%'
     GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
  ON CONFLICT (key) DO UPDATE SET total = c.total + excluded.total;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- The row trigger's WHEN gains the visibility: listing or unlisting a memorial adds or removes its keys.
DROP TRIGGER posts_search_update ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_search_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.draft IS DISTINCT FROM NEW.draft OR OLD.published_at IS DISTINCT FROM NEW.published_at
     OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.places IS DISTINCT FROM NEW.places
     OR OLD.title IS DISTINCT FROM NEW.title OR OLD.id IS DISTINCT FROM NEW.id
     OR OLD.visibility IS DISTINCT FROM NEW.visibility)
  EXECUTE FUNCTION posts_search_updated();
--> statement-breakpoint

-- The public lists' partial indexes hold listed posts only, as their queries ask (listedPost in schema.ts).
DROP INDEX "posts_published_idx";
--> statement-breakpoint
DROP INDEX "posts_title_published_idx";
--> statement-breakpoint
DROP INDEX "posts_death_sort_idx";
--> statement-breakpoint
DROP INDEX "posts_death_day_idx";
--> statement-breakpoint
DROP INDEX "posts_death_month_day_idx";
--> statement-breakpoint
DROP INDEX "posts_engagement_idx";
--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false and "posts"."visibility" = 'public';
--> statement-breakpoint
CREATE INDEX "posts_title_published_idx" ON "posts" USING btree ("title","published_at" DESC NULLS LAST) WHERE "posts"."draft" = false and "posts"."visibility" = 'public';
--> statement-breakpoint
CREATE INDEX "posts_death_sort_idx" ON "posts" USING btree ("death_sort" DESC NULLS LAST,"published_at" DESC NULLS LAST) WHERE "posts"."draft" = false and "posts"."visibility" = 'public';
--> statement-breakpoint
CREATE INDEX "posts_death_day_idx" ON "posts" USING btree ("death_day","published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false and "posts"."visibility" = 'public' and "posts"."death_day" is not null;
--> statement-breakpoint
CREATE INDEX "posts_death_month_day_idx" ON "posts" USING btree ("death_month_day","death_day","published_at" DESC NULLS LAST,"id") WHERE "posts"."draft" = false and "posts"."visibility" = 'public' and "posts"."death_month_day" is not null;
--> statement-breakpoint
CREATE INDEX "posts_engagement_idx" ON "posts" USING btree (("total_likes" + "total_comments" + "total_tributes" + "total_images") desc,"total_reads" DESC NULLS LAST) WHERE "posts"."draft" = false and "posts"."visibility" = 'public';
