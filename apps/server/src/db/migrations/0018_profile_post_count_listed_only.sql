-- An author's total_posts counts the memorials their profile lists: published AND listed.
-- Before, an unlisted memorial (0008) was counted, telling visitors a hidden one exists.
UPDATE "users" u SET "total_posts" = x.n
FROM (
	SELECT u2.id, count(p.id)::int AS n
	FROM "users" u2 LEFT JOIN "posts" p ON p.author_id = u2.id AND NOT p.draft AND p.visibility = 'public'
	GROUP BY u2.id
) x
WHERE u.id = x.id AND u.total_posts <> x.n;
