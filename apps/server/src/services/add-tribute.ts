import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import type { Db, Tx } from "../db/client";
import { tributes, type Tribute, type User } from "../db/schema";
import { splitFullname } from "../lib/names";
import { adjustPostCounters } from "./post-counters";
import { notifyKeepers } from "./notify";
import { lockPostForNewItem, notifyHeld, statusOnPost } from "./review-items";

/**
 * POST /add-tribute: the tribute, and either total_tributes + 1 and the keepers' notification
 * or, held for review (decision 024), their 'review' notification, in one transaction. A
 * signed-in tributer's missing name and place come from their account; their e-mail and mobile
 * number are not kept (the account has them).
 */
export async function addTribute(db: Db, user: User | null, postId: string, input: TributesObj): Promise<Tribute> {
  const account = user ? { ...splitFullname(user.fullname), residence: user.residence } : null;
  const values = {
    postId,
    userId: user?.id ?? null,
    tribute: input.tribute,
    firstName: input.tributerFirstName || account?.firstname || "",
    lastName: input.tributerLastName || account?.lastname || "",
    currentPlace: input.currentPlace || account?.residence || "",
    email: user ? "" : input.email,
    mobileNumber: user ? "" : input.mobileNumber,
  };
  return db.transaction(async (tx) => {
    const post = await lockPostForNewItem(tx, postId, user);
    const status = statusOnPost(user, post, input.tribute);
    const [created] = await tx.insert(tributes).values({ ...values, status }).returning();
    if (status === "public") await publishTribute(tx, post, created);
    else await notifyHeld(tx, post);
    return created;
  });
}

/** What a tribute's becoming public does, at once or on approval: total_tributes + 1 and the keepers' notification. */
export async function publishTribute(
  tx: Tx,
  post: { id: string; authorId: string },
  tribute: Pick<Tribute, "id" | "userId" | "firstName" | "lastName">,
): Promise<void> {
  await adjustPostCounters(tx, post.id, { totalTributes: 1 });
  await notifyKeepers(tx, post, {
    type: "tribute",
    tributeId: tribute.id,
    actorId: tribute.userId,
    actorName: { firstname: tribute.firstName, lastname: tribute.lastName },
  });
}
