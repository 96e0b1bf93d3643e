import type { FastifyInstance } from "fastify";
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { REMINDER_MESSAGES } from "@kma/core/reminders/reminder-messages";
import { reminderMemorialColumns, type ReminderMemorial } from "../../db/reminder-memorial";
import { posts, reminderDeliveries, reminderFollows } from "../../db/schema";
import { notFound } from "../../lib/http-errors";
import { hashToken } from "../../lib/secret";

/**
 * How long a confirmation link works. An address nobody confirms is forgotten after that (by
 * the reminders' sweep): whoever typed a stranger's address leaves nothing behind, and the
 * owner of the address can simply ask again.
 */
export const CONFIRM_LINK_DAYS = 7;

/** The database's clock, as `created_at` is: a link asked for before this has run out. */
const confirmDeadline = sql`now() - make_interval(days => ${CONFIRM_LINK_DAYS})`;

/**
 * The confirmation link: the address starts getting reminders. Opening it again says the same
 * (the hash is kept until the follower stops), so a second click is no error. An unconfirmed
 * link older than CONFIRM_LINK_DAYS is as unknown as a wrong one.
 */
export async function confirmFollow(app: FastifyInstance, token: string): Promise<ReminderMemorial> {
  const [row] = await app.db
    .update(reminderFollows)
    .set({ confirmedAt: sql`coalesce(${reminderFollows.confirmedAt}, now())` })
    .where(
      and(eq(reminderFollows.confirmTokenHash, hashToken(token)), or(isNotNull(reminderFollows.confirmedAt), gt(reminderFollows.createdAt, confirmDeadline))),
    )
    .returning({ postId: reminderFollows.postId });
  if (!row) throw notFound(REMINDER_MESSAGES.confirmInvalid);
  const [memorial] = await app.db.select(reminderMemorialColumns).from(posts).where(eq(posts.id, row.postId));
  if (!memorial) throw notFound(REMINDER_MESSAGES.confirmInvalid);
  return memorial;
}

/** The reminder mail an unsubscribe token came in, with its memorial; 404 for a token no mail carried. */
async function deliveryOfToken(app: FastifyInstance, token: string) {
  const [delivery] = await app.db
    .select({ postId: reminderDeliveries.postId, recipient: reminderDeliveries.recipient, memorial: reminderMemorialColumns })
    .from(reminderDeliveries)
    .innerJoin(posts, eq(posts.id, reminderDeliveries.postId))
    .where(eq(reminderDeliveries.unsubscribeTokenHash, hashToken(token)))
    .limit(1);
  if (!delivery) throw notFound(REMINDER_MESSAGES.unsubscribeInvalid);
  return delivery;
}

/** Which memorial an unsubscribe link would stop, so its page can name it before the click. Changes nothing. */
export async function memorialOfUnsubscribeToken(app: FastifyInstance, token: string): Promise<ReminderMemorial> {
  return (await deliveryOfToken(app, token)).memorial;
}

/**
 * A reminder mail's unsubscribe link (the page's button, or the mail client's one-click POST):
 * the address that mail went to stops following that memorial. No sign-in: the token, from
 * that mail only, is the proof. Stopping twice is no error.
 */
export async function unsubscribeByToken(app: FastifyInstance, token: string): Promise<ReminderMemorial> {
  const delivery = await deliveryOfToken(app, token);
  // The delivery keeps only the address's hash: the follow is the one whose address hashes to it.
  await app.db
    .delete(reminderFollows)
    .where(
      and(eq(reminderFollows.postId, delivery.postId), sql`encode(sha256(convert_to(lower(${reminderFollows.email}), 'UTF8')), 'hex') = ${delivery.recipient}`),
    );
  return delivery.memorial;
}

/**
 * Forgets the addresses whose confirmation link ran out unopened; how many. Run by the sweep,
 * on the database's clock (the sweep's own `now` picks remembrance days, and tests move it).
 */
export async function forgetUnconfirmedFollows(app: FastifyInstance): Promise<number> {
  const gone = await app.db
    .delete(reminderFollows)
    .where(and(isNull(reminderFollows.confirmedAt), lt(reminderFollows.createdAt, confirmDeadline)))
    .returning({ id: reminderFollows.id });
  return gone.length;
}
