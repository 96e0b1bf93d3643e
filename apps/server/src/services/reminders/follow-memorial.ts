import type { FastifyInstance } from "fastify";
import { and, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { REMINDER_MESSAGES } from "@kma/core/reminders/reminder-messages";
import { posts, reminderFollows, users, type User } from "../../db/schema";
import { badRequest } from "../../lib/http-errors";
import { hashToken, randomToken } from "../../lib/secret";
import { findViewablePost, type PostRef } from "../find-viewable-post";
import { isEmailProven } from "../verify-email";
import { followConfirmationMail } from "./reminder-mails";
import { reminderName } from "./reminder-names";

/** Only a published memorial has remembrance days to remind of (a keeper's draft is refused). */
async function followablePost(app: FastifyInstance, ref: string, user: User | null): Promise<PostRef> {
  const post = await findViewablePost(app.db, ref, user);
  if (post.draft) throw badRequest(REMINDER_MESSAGES.notPublished);
  return post;
}

/**
 * The follow rows that are this account's: its own, or one its address confirmed before it
 * signed in. Matching by address needs the account's address proven (decision 034): otherwise
 * whoever signed up with a stranger's address could read and stop that stranger's reminders.
 */
const ownFollow = (user: User) =>
  isEmailProven(user)
    ? or(eq(reminderFollows.userId, user.id), sql`lower(${reminderFollows.email}) = ${user.email.toLowerCase()}`)
    : eq(reminderFollows.userId, user.id);

/**
 * A confirmed follow that may be mailed: one confirmed by its mailed link (no account), or an
 * account's whose address is proven (decision 034). Follows an account made before addresses
 * were proven wait, unmailed, until that account proves its address.
 */
export const mailableFollow = () =>
  and(
    isNotNull(reminderFollows.confirmedAt),
    or(
      isNull(reminderFollows.userId),
      sql`exists (select 1 from ${users} where ${users.id} = ${reminderFollows.userId} and ${users.emailVerifiedAt} is not null)`,
    ),
  );

/**
 * A signed-in visitor follows with their account's address. A proven address is confirmed at
 * once; following again, or after an e-mail follow of the same address, keeps one row, in the
 * language they use now. An unproven address goes the way a signed-out visitor's does: a
 * mailed confirmation link, and nothing else until it is opened (decision 034), so an account
 * made with someone else's address cannot sign that person up for mail. Answers whether the
 * follow started now (false: a confirmation link was sent).
 */
export async function followAsUser(app: FastifyInstance, user: User, ref: string, locale: Locale): Promise<boolean> {
  if (!isEmailProven(user)) {
    await followByEmail(app, ref, user.email, locale, user);
    return false;
  }
  const post = await followablePost(app, ref, user);
  await app.db.execute(sql`
    insert into ${reminderFollows} (post_id, user_id, email, locale, confirmed_at)
    values (${post.id}, ${user.id}, ${user.email}, ${locale}, now())
    on conflict (post_id, lower(email)) do update
      set user_id = excluded.user_id, locale = excluded.locale, confirmed_at = coalesce(${reminderFollows.confirmedAt}, excluded.confirmed_at)`);
  return true;
}

/**
 * A signed-out visitor asks by e-mail: a pending row and a mailed confirmation link (only its
 * hash stored). Nothing else is sent until the link is opened. Asking again re-sends a fresh
 * link; an address that already follows is told nothing new (the answer is the same, so the
 * call cannot be used to learn who follows).
 */
export async function followByEmail(app: FastifyInstance, ref: string, email: string, locale: Locale, viewer: User | null = null): Promise<void> {
  // The row keeps no account: once confirmed it is the address's follow, not the account's.
  const post = await followablePost(app, ref, viewer);
  const token = randomToken();
  const [row] = await app.db
    .execute<{ confirmed: boolean }>(
      sql`
    insert into ${reminderFollows} (post_id, email, locale, confirm_token_hash)
    values (${post.id}, ${email}, ${locale}, ${hashToken(token)})
    on conflict (post_id, lower(email)) do update
      set confirm_token_hash = case when ${reminderFollows.confirmedAt} is null then excluded.confirm_token_hash else ${reminderFollows.confirmTokenHash} end,
          locale = case when ${reminderFollows.confirmedAt} is null then excluded.locale else ${reminderFollows.locale} end,
          -- Asking again gives the new link a whole week (CONFIRM_LINK_DAYS).
          created_at = case when ${reminderFollows.confirmedAt} is null then now() else ${reminderFollows.createdAt} end
    returning confirmed_at is not null as confirmed`,
    )
    .then((result) => (result as unknown as { rows: Array<{ confirmed: boolean }> }).rows);
  if (row?.confirmed) return;
  const [named] = await app.db
    .select({ firstname: posts.firstname, lastname: posts.lastname, tamilfirstname: posts.tamilfirstname, tamillastname: posts.tamillastname })
    .from(posts)
    .where(eq(posts.id, post.id));
  const name = named ? reminderName(named, locale) : "";
  await app.sendMail(followConfirmationMail(email, name, `${app.config.publicUrl}/follow/confirm/${token}`, locale));
}

/** Whether this account gets reminders of the memorial (a pending e-mail follow does not count). */
export async function isFollowing(app: FastifyInstance, user: User, ref: string): Promise<boolean> {
  const post = await findViewablePost(app.db, ref, user);
  const [row] = await app.db
    .select({ id: reminderFollows.id })
    .from(reminderFollows)
    .where(and(eq(reminderFollows.postId, post.id), isNotNull(reminderFollows.confirmedAt), ownFollow(user)))
    .limit(1);
  return Boolean(row);
}

/** The account stops its own reminders of the memorial; nobody else's can be named. */
export async function unfollowAsUser(app: FastifyInstance, user: User, ref: string): Promise<void> {
  const post = await findViewablePost(app.db, ref, user);
  await app.db.delete(reminderFollows).where(and(eq(reminderFollows.postId, post.id), ownFollow(user)));
}
