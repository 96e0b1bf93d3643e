import type { FastifyInstance } from "fastify";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { isLocale } from "@kma/core/i18n/locales";
import {
  addDays,
  anniversary,
  anniversaryMonthDaysOn,
  dayParts,
  THIRTY_FIRST_DAY_OFFSET,
  thirtyFirstDay,
  type IsoDay,
} from "@kma/core/posts/remembrance-dates";
import { observesAnniversary } from "@kma/core/posts/tamil-calendar/remembrance-calendar";
import { posts, reminderFollows } from "../../db/schema";
import { nextThithiOf, refreshPassedThithiDays } from "../../db/kept-thithi";
import { mailableFollow } from "./follow-memorial";
import { deliverReminders, type ReminderCandidate } from "./deliver-reminders";
import { reminderName } from "./reminder-names";
import { forgetUnconfirmedFollows } from "./reminder-tokens";

/** How many days ahead the first reminder of a remembrance goes. */
export const REMINDER_LEAD_DAYS = 7;

/** The UTC calendar day of `now`: every server of the site agrees on it, whatever its own zone (decision 028). */
export const utcDay = (now: Date): IsoDay => now.toISOString().slice(0, 10);

/**
 * The confirmed followers of published memorials with a remembrance (31st day, anniversary or
 * yearly thithi) on `day`. Found through the posts' remembrance indexes (decision 018): a 31st
 * day is one death day, an anniversary one or two month-days, a thithi one stored next day
 * (decision 035). The family's choice decides which yearly day is remembered: the anniversary
 * unless they keep the thithi alone, the thithi when they keep it or both (each its own mail).
 */
async function followersWithRemembranceOn(app: FastifyInstance, day: IsoDay, lead: "week" | "day"): Promise<ReminderCandidate[]> {
  const rows = await app.db
    .select({
      follow: { id: reminderFollows.id, email: reminderFollows.email, locale: reminderFollows.locale },
      post: {
        id: posts.id,
        blogId: posts.blogId,
        firstname: posts.firstname,
        lastname: posts.lastname,
        tamilfirstname: posts.tamilfirstname,
        tamillastname: posts.tamillastname,
        deathDay: posts.deathDay,
        nextThithiDay: posts.nextThithiDay,
        remembrancecalendar: posts.remembrancecalendar,
        deathplace: posts.deathplace,
        deathcity: posts.deathcity,
        deathcountry: posts.deathcountry,
      },
    })
    .from(reminderFollows)
    .innerJoin(posts, eq(posts.id, reminderFollows.postId))
    .where(
      and(
        mailableFollow(),
        eq(posts.draft, false),
        isNull(posts.hiddenAt),
        or(
          eq(posts.deathDay, addDays(day, -THIRTY_FIRST_DAY_OFFSET)),
          and(inArray(posts.deathMonthDay, anniversaryMonthDaysOn(day)), lt(posts.deathDay, day)),
          eq(posts.nextThithiDay, day),
        ),
      ),
    );
  const candidates: ReminderCandidate[] = [];
  for (const { follow, post } of rows) {
    if (!post.deathDay) continue;
    const locale = isLocale(follow.locale) ? follow.locale : "en";
    const base = { followId: follow.id, postId: post.id, blogId: post.blogId, email: follow.email, locale, name: reminderName(post, locale), onDate: day };
    if (thirtyFirstDay(post.deathDay) === day) {
      candidates.push({ ...base, occasion: { kind: "thirtyFirstDay", lead, date: day, ordinal: 0 }, occasionKey: `thirtyFirstDay-${lead}` });
    }
    const ordinal = dayParts(day).year - dayParts(post.deathDay).year;
    if (ordinal >= 1 && anniversary(post.deathDay, ordinal) === day && observesAnniversary(post.remembrancecalendar)) {
      candidates.push({ ...base, occasion: { kind: "anniversary", lead, date: day, ordinal }, occasionKey: `anniversary-${lead}` });
    }
    if (post.nextThithiDay === day) {
      // The stored day says which posts; the mail names the Tamil date and place, computed again (a few posts a day).
      const thithi = nextThithiOf(post, day);
      if (thithi?.next.date === day) {
        const { next, keeping } = thithi;
        const occasion = {
          kind: "thithi" as const,
          lead,
          date: day,
          tamilMonth: next.tamilMonth,
          tamilDay: next.tamilDay,
          thithi: next.thithi.number,
          place: keeping.ceremony,
          overridden: next.overridden,
        };
        candidates.push({ ...base, occasion, occasionKey: `thithi-${lead}` });
      }
    }
  }
  return candidates;
}

export type SweepResult = { day: IsoDay; sent: number };

/**
 * The reminder sweep (run hourly by the queue; `now` is injected so tests control the clock):
 * mails every confirmed follower whose memorial has a remembrance in REMINDER_LEAD_DAYS days
 * or today. Safe to run any number of times, at once on several servers: each mail's key is
 * claimed before it is sent (deliverReminders), so each goes once.
 */
export async function sweepReminders(app: FastifyInstance, now: Date = new Date()): Promise<SweepResult> {
  const day = utcDay(now);
  // First the passed thithi days are computed again, so this sweep's lookups find every next one.
  const recomputed = await refreshPassedThithiDays(app.db, day);
  if (recomputed > 0) app.log.info({ day, recomputed }, "next yearly thithi days computed");
  const candidates = [
    ...(await followersWithRemembranceOn(app, addDays(day, REMINDER_LEAD_DAYS), "week")),
    ...(await followersWithRemembranceOn(app, day, "day")),
  ];
  const sent = await deliverReminders(app, candidates);
  if (sent > 0) app.log.info({ day, sent }, "remembrance reminders sent");
  const forgotten = await forgetUnconfirmedFollows(app);
  if (forgotten > 0) app.log.info({ forgotten }, "unconfirmed reminder addresses forgotten");
  return { day, sent };
}
