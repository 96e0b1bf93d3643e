import { eq, inArray, sql } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import { addDays, anniversaryMonthDaysOn, THIRTY_FIRST_DAY_OFFSET, UPCOMING_WINDOW_DAYS, type IsoDay } from "@kma/core/posts/remembrance-dates";
import type { Db } from "../db/client";
import { listedPost, posts, users } from "../db/schema";
import { pageOffset } from "../lib/paging";
import { postAuthorColumns, postCardColumns, type PostAuthorRow, type PostCardRow } from "../presenters/post-presenter";

export type UpcomingRemembrance =
  { kind: "thirtyFirstDay"; date: IsoDay } | { kind: "anniversary"; date: IsoDay; ordinal: number } | { kind: "thithi"; date: IsoDay };

/** Hits' ordinal column: 0 a 31st day, -1 a yearly thithi, else the anniversary's year. */
const THITHI = -1;

/**
 * One page of the published memorials whose 31st day, anniversary or yearly thithi falls in the
 * UPCOMING_WINDOW_DAYS from `today` (today included), soonest first, then the newest
 * published. Every kind is found by index (decision 018): a 31st day on one of the days means
 * a death day in one 7-day range (posts_death_day_idx); an anniversary means one of about 7
 * month-days, each with a death day before it (posts_death_month_day_idx). The indexes hold
 * every sort key, so only the page's ids are sorted and only the page's rows are read.
 *
 * The family's choice (decision 035): a memorial that keeps the thithi alone has no anniversary
 * here (a filter on the few index hits); one that keeps the thithi, alone or with the
 * anniversary, is here on its thithi day. That day comes from the sun and the moon, which SQL
 * cannot reckon, so the app stores each memorial's next one (`next_thithi_day`, written on save
 * and moved on by the hourly reminder sweep once it has passed) and a thithi in the week is one
 * range of it (posts_next_thithi_day_idx). A day not yet moved on has passed, and the next is a
 * year away: no week ever misses one.
 */
export function upcomingRemembrancesQuery(db: Db, today: IsoDay, page: number) {
  const days = Array.from({ length: UPCOMING_WINDOW_DAYS }, (_, i) => addDays(today, i));
  const monthDays = days.flatMap((day) => anniversaryMonthDaysOn(day).map((md) => sql`(${md}::int, ${day}::date)`));
  const firstDeath = addDays(today, -THIRTY_FIRST_DAY_OFFSET);
  const lastDeath = addDays(days[days.length - 1]!, -THIRTY_FIRST_DAY_OFFSET);
  return sql`
    with window_days (month_day, on_date) as (values ${sql.join(monthDays, sql`, `)}),
    hits as (
      select ${posts.id} as id, ${posts.publishedAt} as published_at, ${posts.deathDay} + ${THIRTY_FIRST_DAY_OFFSET}::int as on_date, 0 as ordinal
      from ${posts}
      where ${listedPost} and ${posts.deathDay} is not null and ${posts.deathDay} between ${firstDeath}::date and ${lastDeath}::date
      union all
      select ${posts.id}, ${posts.publishedAt}, w.on_date, (extract(year from w.on_date) - extract(year from ${posts.deathDay}))::int
      from window_days w
      join ${posts} on ${posts.deathMonthDay} = w.month_day and ${posts.deathDay} < w.on_date
      where ${listedPost} and ${posts.deathMonthDay} is not null and coalesce(${posts.remembrancecalendar} ->> 'observe', 'anniversary') <> 'thithi'
      union all
      select ${posts.id}, ${posts.publishedAt}, ${posts.nextThithiDay}, ${THITHI}::int
      from ${posts}
      where ${listedPost} and ${posts.nextThithiDay} is not null and ${posts.nextThithiDay} between ${today}::date and ${days[days.length - 1]!}::date
    )
    select id, to_char(on_date, 'YYYY-MM-DD') as day, ordinal, count(*) over () as total
    from hits
    order by on_date, published_at desc nulls last, id
    limit ${PAGE_SIZES.posts} offset ${pageOffset(page, PAGE_SIZES.posts)}`;
}

type Hit = { id: string; day: string; ordinal: number; total: number | string };

export async function listUpcomingRemembrances(
  db: Db,
  today: IsoDay,
  page: number,
): Promise<{ rows: Array<{ post: PostCardRow; author: PostAuthorRow; remembrance: UpcomingRemembrance }>; total: number }> {
  const hits = ((await db.execute(upcomingRemembrancesQuery(db, today, page))) as unknown as { rows: Hit[] }).rows;
  // Past the last page the window count has no row to ride on: count the first page's.
  const total = hits.length > 0 ? Number(hits[0]!.total) : page > 1 ? (await listUpcomingRemembrances(db, today, 1)).total : 0;
  if (hits.length === 0) return { rows: [], total };
  const cards = await db
    .select({ post: postCardColumns, author: postAuthorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      inArray(
        posts.id,
        hits.map((hit) => hit.id),
      ),
    );
  const byId = new Map(cards.map((card) => [card.post.id, card]));
  const rows = hits.flatMap((hit) => {
    const card = byId.get(hit.id);
    if (!card) return []; // deleted between the two statements
    const ordinal = Number(hit.ordinal);
    const remembrance: UpcomingRemembrance =
      ordinal === 0
        ? { kind: "thirtyFirstDay", date: hit.day }
        : ordinal === THITHI
          ? { kind: "thithi", date: hit.day }
          : { kind: "anniversary", date: hit.day, ordinal };
    return [{ ...card, remembrance }];
  });
  return { rows, total };
}
