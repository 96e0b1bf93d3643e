import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { and, eq, isNull } from "drizzle-orm";
import { isLocale } from "@kma/core/i18n/locales";
import { calendarDay } from "@kma/core/posts/remembrance-dates";
import type { PostEvent } from "@kma/core/posts/post-schemas";
import { posts, reminderFollows } from "../../db/schema";
import { mailableFollow } from "./follow-memorial";
import { deliverReminders, type ReminderCandidate } from "./deliver-reminders";
import { reminderName } from "./reminder-names";
import { utcDay } from "./sweep-reminders";

/** An event's identity for "was it there before": what the family typed, hashed short. Events have no ids (decision 009). */
export function eventKey(event: PostEvent): string {
  const parts = [event.eventname, event.eventdate, event.eventstarttime, event.eventaddress].map((part) => (part ?? "").trim().toLowerCase());
  return crypto.createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 16);
}

/** The events of `after` that were not in `before` (an edit that changes an event's date or place counts as a new one). */
export function addedEvents(before: PostEvent[], after: PostEvent[]): PostEvent[] {
  const known = new Set(before.map(eventKey));
  return after.filter((event) => event.eventname.trim() !== "" && !known.has(eventKey(event)));
}

/** The event's day 'YYYY-MM-DD' from the form's DD/MM/YYYY, or null. */
function eventDay(event: PostEvent): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(event.eventdate.trim());
  return match ? calendarDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/**
 * Mails the confirmed followers of a published memorial about events the family just added,
 * once each (the key is the event's hash and day). Run by the queue after the save commits.
 */
export async function sendEventReminders(app: FastifyInstance, postId: string, events: PostEvent[], now: Date = new Date()): Promise<number> {
  if (events.length === 0) return 0;
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
      },
    })
    .from(reminderFollows)
    .innerJoin(posts, eq(posts.id, reminderFollows.postId))
    .where(and(eq(reminderFollows.postId, postId), mailableFollow(), eq(posts.draft, false), isNull(posts.hiddenAt)));
  const candidates: ReminderCandidate[] = rows.flatMap(({ follow, post }) => {
    const locale = isLocale(follow.locale) ? follow.locale : "en";
    return events.map((event) => ({
      followId: follow.id,
      postId: post.id,
      blogId: post.blogId,
      email: follow.email,
      locale,
      name: reminderName(post, locale),
      occasion: { kind: "event" as const, event },
      occasionKey: `event:${eventKey(event)}`,
      onDate: eventDay(event) ?? utcDay(now),
    }));
  });
  return deliverReminders(app, candidates);
}
