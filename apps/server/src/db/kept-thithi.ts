import { eq, lt } from "drizzle-orm";
import type { IsoDay } from "@kma/core/posts/remembrance-dates";
import { nextKeptThithi, thithiKeeping, type KeptThithi, type ThithiKeeping } from "@kma/core/posts/tamil-calendar/kept-thithi";
import type { RemembranceCalendar } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import type { Db } from "./client";
import { posts } from "./schema";

/**
 * The yearly thithi days of a memorial whose family keeps the Tamil calendar (decision 035), as
 * the server uses them: the stored next day (`posts.next_thithi_day`) that reminders and the
 * week's list find by index, and the days themselves for mails, calendar files and notices.
 */

export type ThithiPost = {
  deathDay: IsoDay | null;
  remembrancecalendar: RemembranceCalendar | null;
  deathplace: string;
  deathcity: string;
  deathcountry: string;
};

export const keepingOf = (post: ThithiPost): ThithiKeeping | null => thithiKeeping(post.deathDay, post.remembrancecalendar, post);

/**
 * The next kept day on or after `today`, or null when the family does not keep the thithi. A
 * death after `today` (a memorial written on the day of death while UTC is still on the day
 * before) counts from its own day, so the first year is never missed.
 */
export function nextThithiOf(post: ThithiPost, today: IsoDay): { keeping: ThithiKeeping; next: KeptThithi } | null {
  const keeping = keepingOf(post);
  if (!keeping) return null;
  const from = post.deathDay && post.deathDay > today ? post.deathDay : today;
  return { keeping, next: nextKeptThithi(keeping, from) };
}

const BATCH = 200;

/**
 * Computes the next day of every memorial whose stored day is before `today` (it has passed, or
 * migration 0021 marked it to compute): run by each reminder sweep before it looks for the
 * day's remembrances. Found by posts_next_thithi_day_idx; a day passes for about one memorial
 * in 365, so a sweep computes a handful (a few milliseconds each). Returns how many it updated.
 */
export async function refreshPassedThithiDays(db: Db, today: IsoDay): Promise<number> {
  let updated = 0;
  for (;;) {
    const due = await db
      .select({
        id: posts.id,
        deathDay: posts.deathDay,
        remembrancecalendar: posts.remembrancecalendar,
        deathplace: posts.deathplace,
        deathcity: posts.deathcity,
        deathcountry: posts.deathcountry,
      })
      .from(posts)
      .where(lt(posts.nextThithiDay, today))
      .limit(BATCH);
    for (const post of due) {
      // Not updatedAt: nothing the family wrote changed, and notices and pages keyed on it stay valid.
      await db
        .update(posts)
        .set({ nextThithiDay: nextThithiOf(post, today)?.next.date ?? null })
        .where(eq(posts.id, post.id));
    }
    updated += due.length;
    if (due.length < BATCH) return updated;
  }
}
