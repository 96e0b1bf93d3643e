import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import type { Db, Tx } from "../db/client";
import { tributes, type Tribute, type User } from "../db/schema";
import { adjustPostCounters } from "./post-counters";
import { notifyKeepers } from "./notify";
import { posterFields } from "./poster-fields";
import { lockPostForNewItem, notifyHeld, statusOnPost } from "./review-items";

/**
 * POST /add-tribute: the tribute, and either total_tributes + 1 and the keepers' notification
 * or, held for review (decision 024), their 'review' notification, in one transaction. The
 * tributer's details are kept as posterFields says.
 */
export async function addTribute(db: Db, user: User | null, postId: string, input: TributesObj): Promise<Tribute> {
  const { place, ...poster } = posterFields(user, {
    firstName: input.tributerFirstName,
    lastName: input.tributerLastName,
    place: input.currentPlace,
    email: input.email,
    mobileNumber: input.mobileNumber,
  });
  const values = { postId, tribute: input.tribute, ...poster, currentPlace: place };
  return db.transaction(async (tx) => {
    const post = await lockPostForNewItem(tx, postId, user);
    const status = statusOnPost(user, post, input.tribute);
    const [created] = await tx
      .insert(tributes)
      .values({ ...values, status })
      .returning();
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
