import type { FastifyInstance } from "fastify";
import { and, asc, eq, ne } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { translate } from "@kma/core/i18n/translate";
import type { Locale } from "@kma/core/i18n/locales";
import { FORMER_MEMBER_NAME, type LeftMessagesChoice } from "@kma/core/users/account-rules";
import { comments, imageEntries, likes, notifications, posts, sessions, tributes, uploads, users, type User } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { verifyPassword } from "../lib/passwords";
import { confirmsWithPassword, isFreshSignIn } from "../policies/account-policy";
import { deleteComment } from "./delete-comment";
import { deleteImage } from "./delete-image";
import { deletePost } from "./delete-post";
import { deleteTribute } from "./delete-tribute";
import { deleteUnusedUploads } from "./delete-unused-uploads";
import { adjustPostCounters } from "./post-counters";
import { handOverOrphanedPost } from "./hand-over-post";
import { withdrawLikeNotification } from "./notify";
import { uploadedImageUrl } from "./uploaded-images";

/** Runs `action`, treating "already gone" (a 404 from a reused delete service) as done. */
async function ignoringGone(action: () => Promise<void>): Promise<void> {
  try {
    await action();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
  }
}

/** The password, or for a Google-only account a sign-in within the last minutes (decision 021). Throws a 400 otherwise. */
export async function confirmAccountOwner(app: FastifyInstance, user: User, sessionId: string, password: string, locale: Locale): Promise<void> {
  if (confirmsWithPassword(user)) {
    if (password.length === 0) throw badRequest(MESSAGES.enterPassword);
    if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(MESSAGES.currentPasswordWrong);
    return;
  }
  const [session] = await app.db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
  if (!session || !isFreshSignIn(session.createdAt)) throw badRequest(translate(locale, "account.freshSignInNeeded"));
}

/**
 * "Delete my account", after confirmAccountOwner. Its sessions end first, so the
 * token stops working at once and a failure half-way leaves an account the person can sign
 * back into and delete again (every step below can run twice). Then:
 * 1. each memorial they wrote goes to its eldest co-keeper, or is deleted (delete-post.ts);
 * 2. their likes (flowers) are taken back, with the counts and notifications, as unliking does;
 * 3. their memory-wall messages, replies, tributes and album photos on the memorials that
 *    remain are deleted through the same services as a delete button ("delete"), or kept under
 *    the name "Former member" without their author link or contact details ("keep");
 * 4. the account row goes (notifications, uploads records and password resets cascade);
 * 5. the files they uploaded that nothing shows any more are removed from storage.
 */
export async function deleteAccount(app: FastifyInstance, user: User, messages: LeftMessagesChoice): Promise<void> {
  await app.db.delete(sessions).where(eq(sessions.userId, user.id));

  const own = await app.db.select({ id: posts.id, blogId: posts.blogId }).from(posts).where(eq(posts.authorId, user.id)).orderBy(asc(posts.createdAt));
  for (const post of own) {
    if (!(await handOverOrphanedPost(app.db, post.id, user.id))) await ignoringGone(() => deletePost(app, user, post.blogId));
  }

  await app.db.transaction(async (tx) => {
    const taken = await tx.delete(likes).where(eq(likes.userId, user.id)).returning({ postId: likes.postId });
    for (const { postId } of taken) {
      await adjustPostCounters(tx, postId, { totalLikes: -1 });
      await withdrawLikeNotification(tx, postId, user.id);
    }
  });

  const albumUrls: string[] = [];
  if (messages === "delete") {
    // Messages before replies, so a reply inside a deleted message's thread is already gone (404).
    const wall = await app.db.select({ id: comments.id }).from(comments).where(eq(comments.userId, user.id)).orderBy(asc(comments.childrenLevel));
    for (const { id } of wall) await ignoringGone(() => deleteComment(app.db, user, id));
    const tributeRows = await app.db.select({ id: tributes.id }).from(tributes).where(eq(tributes.userId, user.id));
    for (const { id } of tributeRows) await ignoringGone(() => deleteTribute(app.db, user, id));
    const entries = await app.db.select({ id: imageEntries.id, images: imageEntries.images }).from(imageEntries).where(eq(imageEntries.userId, user.id));
    for (const entry of entries) {
      await ignoringGone(() => deleteImage(app.db, user, entry.id));
      albumUrls.push(...entry.images);
    }
  } else {
    await app.db.transaction(async (tx) => {
      const formerMember = { firstName: FORMER_MEMBER_NAME, lastName: "", email: "", mobileNumber: "" };
      await tx
        .update(comments)
        .set({ ...formerMember, userId: null, residence: "" })
        .where(eq(comments.userId, user.id));
      await tx
        .update(tributes)
        .set({ ...formerMember, userId: null, currentPlace: "" })
        .where(eq(tributes.userId, user.id));
      await tx.update(imageEntries).set({ userId: null }).where(eq(imageEntries.userId, user.id));
      // The families' notifications about what stays keep it, told as from a former member.
      await tx
        .update(notifications)
        .set({ actorId: null, actorName: { firstname: FORMER_MEMBER_NAME, lastname: "" } })
        .where(and(eq(notifications.actorId, user.id), ne(notifications.userId, user.id)));
    });
  }

  const uploaded = await app.db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, user.id));
  await app.db.delete(users).where(eq(users.id, user.id));
  await deleteUnusedUploads(app, [user.profileImg, ...albumUrls, ...uploaded.map(({ key }) => uploadedImageUrl(app.config.publicUrl, key))]);
}
