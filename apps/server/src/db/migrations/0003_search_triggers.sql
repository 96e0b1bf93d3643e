-- Search keys and key counts of published posts (decision 010). Written by hand: drizzle-kit
-- does not generate functions or triggers. Each statement is one chunk (PGlite runs one
-- statement per query).

-- The search keys of one post, from the columns derivePostColumns writes (search_text is
-- folded words joined by single spaces; places are folded). Prefixes stop at 10 characters
-- (SEARCH_PREFIX_MAX in services/search-posts.ts): a longer query walks its 10-letter key
-- and checks the rest against search_text. `left` counts characters, as the JS side does.
CREATE FUNCTION search_keys_of(search_text text, places text[], title text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT k COLLATE "C" FROM (
    SELECT 'w:' || left(w, n) AS k
      FROM unnest(string_to_array(search_text, ' ')) AS w, generate_series(1, least(char_length(w), 10)) AS n
    UNION ALL
    SELECT 'p:' || p FROM unnest(places) AS p WHERE p <> ''
    UNION ALL
    SELECT 't:' || title
    UNION ALL
    SELECT 't:Remembrance' WHERE title LIKE '% Remembrance'
  ) AS keys
$$;
--> statement-breakpoint

-- Recomputes every key and count from the posts table in bulk (rebuildSearchData calls it;
-- so does this migration for the posts that exist already). The index is dropped and built
-- again after the rows are in: one sort instead of millions of btree descents (100,000 posts
-- make about 6 million keys). Its definition must stay the one in schema.ts.
CREATE FUNCTION rebuild_search_data() RETURNS void LANGUAGE plpgsql
SET maintenance_work_mem = '128MB' SET jit = off AS $$
BEGIN
  TRUNCATE post_search_keys, search_key_counts;
  DROP INDEX post_search_keys_walk_idx;
  INSERT INTO post_search_keys (key, published_at, post_id)
    SELECT k.k, p.published_at, p.id
      FROM posts AS p, search_keys_of(p.search_text, p.places, p.title) AS k(k)
     WHERE NOT p.draft AND p.published_at IS NOT NULL;
  CREATE UNIQUE INDEX post_search_keys_walk_idx ON post_search_keys USING btree (key, published_at DESC NULLS LAST, post_id);
  -- The p: and t: keys of search_keys_of, counted from the posts (one per post and key).
  INSERT INTO search_key_counts (key, total)
    SELECT key, count(*) FROM (
      SELECT DISTINCT 'p:' || pl AS key, p.id FROM posts AS p, unnest(p.places) AS pl
       WHERE NOT p.draft AND p.published_at IS NOT NULL AND pl <> ''
      UNION ALL
      SELECT 't:' || title, id FROM posts WHERE NOT draft AND published_at IS NOT NULL
      UNION ALL
      SELECT 't:Remembrance', id FROM posts WHERE NOT draft AND published_at IS NOT NULL AND title LIKE '% Remembrance'
    ) AS counted
    GROUP BY key;
END
$$;
--> statement-breakpoint

-- Adds (sign 1) or takes back (sign -1) counts for keys, in key order so that two
-- transactions lock the counter rows in the same order and cannot deadlock. Only place
-- and category keys are counted.
CREATE FUNCTION add_search_key_counts(keys text[], sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_key_counts AS c (key, total)
    SELECT k, sign * count(*) FROM unnest(keys) AS k
     WHERE k LIKE 'p:%' OR k LIKE 't:%'
     GROUP BY k ORDER BY k
  ON CONFLICT (key) DO UPDATE SET total = c.total + excluded.total
$$;
--> statement-breakpoint

-- New posts (one or many per statement: bulk inserts pay one set-based step).
CREATE FUNCTION posts_search_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text[];
BEGIN
  WITH ins AS (
    INSERT INTO post_search_keys (key, published_at, post_id)
      SELECT k.k, n.published_at, n.id
        FROM new_rows AS n, search_keys_of(n.search_text, n.places, n.title) AS k(k)
       WHERE NOT n.draft AND n.published_at IS NOT NULL
       ORDER BY 1, 2 DESC, 3
    RETURNING key
  )
  SELECT array_agg(key) INTO added FROM ins WHERE key LIKE 'p:%' OR key LIKE 't:%';
  IF added IS NOT NULL THEN PERFORM add_search_key_counts(added, 1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Deleted posts, also by the cascade from a deleted user.
CREATE FUNCTION posts_search_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  WITH del AS (
    DELETE FROM post_search_keys AS s
     USING (SELECT k.k, o.published_at, o.id
              FROM old_rows AS o, search_keys_of(o.search_text, o.places, o.title) AS k(k)
             WHERE NOT o.draft AND o.published_at IS NOT NULL) AS d(key, published_at, post_id)
     WHERE s.key = d.key AND s.published_at = d.published_at AND s.post_id = d.post_id
    RETURNING s.key
  )
  SELECT array_agg(key) INTO gone FROM del WHERE key LIKE 'p:%' OR key LIKE 't:%';
  IF gone IS NOT NULL THEN PERFORM add_search_key_counts(gone, -1); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- An edit, publish or unpublish: only the keys that differ are removed and added.
CREATE FUNCTION posts_search_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_keys text[] := '{}';
  new_keys text[] := '{}';
  gone text[];
  added text[];
BEGIN
  IF NOT OLD.draft AND OLD.published_at IS NOT NULL THEN
    old_keys := ARRAY(SELECT search_keys_of(OLD.search_text, OLD.places, OLD.title));
  END IF;
  IF NOT NEW.draft AND NEW.published_at IS NOT NULL THEN
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
  -- One upsert with the net change per key (a key both gone and added, when published_at moved, nets to 0).
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

-- Legacy rows: search_text and places were folded with every mark stripped (Tamil lost its
-- vowel signs) and kept punctuation inside words. Refold them as derivePostColumns now does
-- (NFKD, Latin diacritics U+0300-U+036F removed, lower case, split at spaces, punctuation and
-- symbols), before the triggers exist, then build the keys in bulk.
UPDATE posts SET
  search_text = array_to_string(ARRAY(
    SELECT w FROM regexp_split_to_table(
      lower(regexp_replace(normalize(concat_ws(' ', firstname, lastname, nickname, birthplace, birthcity, birthcountry, deathplace, deathcity, deathcountry), NFKD), '[\u0300-\u036f]', '', 'g')),
      '[\s\u0021-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u007e\u00a0-\u00bf\u00d7\u00f7\u2000-\u206f\u3000-\u303f]+') AS w
    WHERE w <> ''), ' '),
  places = ARRAY(
    SELECT DISTINCT p FROM (
      SELECT regexp_replace(btrim(lower(regexp_replace(normalize(f, NFKD), '[\u0300-\u036f]', '', 'g'))), '\s+', ' ', 'g') AS p
        FROM unnest(ARRAY[birthplace, birthcity, birthcountry, deathplace, deathcity, deathcountry]) AS f
    ) AS folded WHERE p <> '');
--> statement-breakpoint

SELECT rebuild_search_data();
--> statement-breakpoint

CREATE TRIGGER posts_search_insert AFTER INSERT ON posts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_inserted();
--> statement-breakpoint

CREATE TRIGGER posts_search_delete AFTER DELETE ON posts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION posts_search_deleted();
--> statement-breakpoint

-- Row level with a WHEN: counter updates (likes, reads, comments) never enter the function.
CREATE TRIGGER posts_search_update AFTER UPDATE ON posts FOR EACH ROW
  WHEN (OLD.draft IS DISTINCT FROM NEW.draft OR OLD.published_at IS DISTINCT FROM NEW.published_at
     OR OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.places IS DISTINCT FROM NEW.places
     OR OLD.title IS DISTINCT FROM NEW.title OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION posts_search_updated();
--> statement-breakpoint

-- TRUNCATE posts (a loader starting over) empties the keys and counts with it.
CREATE FUNCTION posts_search_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE post_search_keys, search_key_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER posts_search_truncate AFTER TRUNCATE ON posts FOR EACH STATEMENT EXECUTE FUNCTION posts_search_truncated();
