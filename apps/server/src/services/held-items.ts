import { and, eq, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { HeldKind, Moderation } from "@kma/core/engagement/review-rules";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db, Tx } from "../db/client";
import { comments, imageEntries, postKeepers, posts, postTrustedPeople, tributes, users, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canReviewOnPost } from "../policies/post-policy";
import type { HeldItemRow } from "../presenters/held-item-presenter";
import { publishComment } from "./add-comment";
import { publishImageEntry } from "./add-images";
import { publishTribute } from "./add-tribute";
import { findViewablePost } from "./find-viewable-post";
import { keeperIdsOf } from "./post-keepers";
import { settleReviewNotifications } from "./review-items";

/**
 * The keepers' side of review before public (decision 024): the list of held items,
 * approve (with "trust this person"), reject, and the memorial's setting. Every call checks
 * the keepers afresh from post_keepers, so a removed co-keeper loses access at once.
 */

type Rows<T> = { rows: T[] };
const PAGE = PAGE_SIZES.notifications;

/**
 * POST /held-items: held items on the memorials the caller keeps (or on one of them), oldest
 * first like a queue, with the memorial and the poster joined; one query for the page and one
 * for the total. Only held rows are read, through the partial `*_held_idx` indexes.
 */
export async function listHeldItems(db: Db, user: User, { postRef, skip }: { postRef: string | null; skip: number }) {
  let onePost: string | null = null;
  if (postRef !== null) {
    const post = await findViewablePost(db, postRef, user);
    if (!canReviewOnPost(user, post)) throw forbidden(MESSAGES.forbidden);
    onePost = post.id;
  }
  const kept = sql`(p.author_id = ${user.id} or exists (select 1 from ${postKeepers} k where k.post_id = p.id and k.user_id = ${user.id}))`;
  const where = onePost ? sql`p.id = ${onePost} and ${kept}` : kept;
  const held = sql`(
    select case when c.parent_id is null then 'memorial' else 'reply' end as kind, c.id, c.post_id, c.user_id, c.comment as text,
           null::jsonb as images, c.first_name, c.last_name, c.commented_at as at
      from ${comments} c where c.status = 'held'
    union all
    select 'tribute', t.id, t.post_id, t.user_id, t.tribute, null::jsonb, t.first_name, t.last_name, t.tributed_at
      from ${tributes} t where t.status = 'held'
    union all
    select 'image', i.id, i.post_id, i.user_id, null, i.images, '', '', i.imaged_at
      from ${imageEntries} i where i.status = 'held'
  ) h join ${posts} p on p.id = h.post_id`;
  const page = (await db.execute(sql`
    select h.kind, h.id::text as id, h.text, h.images, h.first_name as "firstName", h.last_name as "lastName", h.at,
           h.user_id is not null as "signedIn", u.username, u.fullname, u.profile_img as "profileImg",
           p.id::text as "postId", p.blog_id as "blogId", p.title, p.firstname as "postFirstname", p.lastname as "postLastname"
      from ${held} left join ${users} u on u.id = h.user_id
     where ${where}
     order by h.at, h.id
     limit ${PAGE} offset ${skip}`)) as unknown as Rows<HeldItemRow>;
  const [counted] = ((await db.execute(sql`select count(*)::int as total from ${held} where ${where}`)) as unknown as Rows<{ total: number }>).rows;
  return { rows: page.rows, total: counted?.total ?? 0 };
}

type HeldTarget = {
  postId: string;
  authorId: string;
  keeperIds: string[];
  userId: string | null;
};

const TABLES = {
  memorial: { table: comments, at: comments.commentedAt, missing: MESSAGES.commentNotFound },
  reply: { table: comments, at: comments.commentedAt, missing: MESSAGES.commentNotFound },
  tribute: { table: tributes, at: tributes.tributedAt, missing: MESSAGES.tributeNotFound },
  image: { table: imageEntries, at: imageEntries.imagedAt, missing: MESSAGES.imageEntryNotFound },
} as const;

/** The held item with its post's keepers; 404 when it is not held (any more), 403 for a non-keeper. */
async function findHeldForKeeper(tx: Tx, user: User, kind: HeldKind, id: string): Promise<HeldTarget> {
  const { table, missing } = TABLES[kind];
  const [found] = await tx
    .select({ postId: posts.id, authorId: posts.authorId, keeperIds: keeperIdsOf(posts.id), userId: table.userId })
    .from(table)
    .innerJoin(posts, eq(posts.id, table.postId))
    .where(and(eq(table.id, id), eq(table.status, "held")))
    .limit(1);
  if (!found) throw notFound(missing);
  if (!canReviewOnPost(user, found)) throw forbidden(MESSAGES.forbidden);
  // Orders this with the post's other engagement writes (see delete-comment.ts).
  await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, found.postId)).for("no key update");
  return found;
}

/**
 * POST /approve-held-item: the item becomes public, and its counters and notifications are
 * made by the same functions a direct post uses (publishComment, publishTribute,
 * publishImageEntry). With `trust`, its signed-in author is trusted on this memorial from now
 * on; an anonymous visitor cannot be recognised again, so `trusted` answers false for them.
 */
export async function approveHeldItem(db: Db, user: User, kind: HeldKind, id: string, trust: boolean): Promise<{ trusted: boolean }> {
  return db.transaction(async (tx) => {
    const target = await findHeldForKeeper(tx, user, kind, id);
    const post = { id: target.postId, authorId: target.authorId, keeperIds: target.keeperIds };
    if (kind === "memorial" || kind === "reply") {
      const [comment] = await tx
        .update(comments)
        .set({ status: "public" })
        .where(and(eq(comments.id, id), eq(comments.status, "held")))
        .returning();
      if (!comment) throw notFound(MESSAGES.commentNotFound);
      const parent = comment.parentId
        ? ((await tx.select({ id: comments.id, userId: comments.userId }).from(comments).where(eq(comments.id, comment.parentId)).limit(1))[0] ?? null)
        : null;
      await publishComment(tx, post, comment, parent);
    } else if (kind === "tribute") {
      const [tribute] = await tx
        .update(tributes)
        .set({ status: "public" })
        .where(and(eq(tributes.id, id), eq(tributes.status, "held")))
        .returning();
      if (!tribute) throw notFound(MESSAGES.tributeNotFound);
      await publishTribute(tx, post, tribute);
    } else {
      const [entry] = await tx
        .update(imageEntries)
        .set({ status: "public" })
        .where(and(eq(imageEntries.id, id), eq(imageEntries.status, "held")))
        .returning();
      if (!entry) throw notFound(MESSAGES.imageEntryNotFound);
      await publishImageEntry(tx, post, entry);
    }
    await settleReviewNotifications(tx, post.id);
    const trusted = trust && target.userId !== null;
    if (trusted) await tx.insert(postTrustedPeople).values({ postId: post.id, userId: target.userId! }).onConflictDoNothing();
    return { trusted };
  });
}

/** POST /reject-held-item: the held item is deleted; nothing was counted or told for it, so nothing else changes. */
export async function rejectHeldItem(db: Db, user: User, kind: HeldKind, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await findHeldForKeeper(tx, user, kind, id);
    const { table, missing } = TABLES[kind];
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.id, id), eq(table.status, "held")))
      .returning({ id: table.id });
    if (deleted.length === 0) throw notFound(missing);
    await settleReviewNotifications(tx, target.postId);
  });
}

/** POST /update-post-moderation: the keepers choose 'open' or 'review' for their memorial. */
export async function setPostModeration(db: Db, user: User, postRef: string, moderation: Moderation): Promise<{ moderation: Moderation }> {
  const post = await findViewablePost(db, postRef, user);
  if (!canReviewOnPost(user, post)) throw forbidden(MESSAGES.forbidden);
  await db.update(posts).set({ moderation }).where(eq(posts.id, post.id));
  return { moderation };
}
