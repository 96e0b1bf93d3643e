import crypto from "node:crypto";
import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import type { Db, Tx } from "../db/client";
import { tributes, type Tribute, type User } from "../db/schema";
import { adjustPostCounters } from "./post-counters";
import { notifyKeepers } from "./notify";
import { posterFields } from "./poster-fields";
import type { ChangeRecord } from "./kept-pages";
import { insertPublicItem, lockPostForNewItem, notifyHeld, publicOnPost, statusOnPost } from "./review-items";

/**
 * POST /add-tribute: the tribute, and either total_tributes + 1 and the keepers' notification
 * or, held for review (decision 024), their 'review' notification. The tributer's details are
 * kept as posterFields says. A public tribute (the funeral day's flood) is one statement: the
 * counter, the tribute and the notification together, the memorial's row locked for that
 * statement only. When that statement writes nothing (held, or no such published post), a
 * transaction takes the post's lock first and decides under it (notifyHeld updates or inserts
 * one notification per keeper, which concurrent calls must not both insert).
 */
export async function addTribute(db: Db, user: User | null, postId: string, input: TributesObj, record: ChangeRecord | null = null): Promise<Tribute> {
  const { place, ...poster } = posterFields(user, {
    firstName: input.tributerFirstName,
    lastName: input.tributerLastName,
    place: input.currentPlace,
    email: input.email,
    mobileNumber: input.mobileNumber,
  });
  const values = { postId, tribute: input.tribute, ...poster, currentPlace: place };
  const row = { id: crypto.randomUUID(), ...values };
  const written = await insertPublicItem(db, tributes, row, TRIBUTE_COUNTS, tributeEvent(row), publicOnPost(user, input.tribute), record);
  if (written) return written;
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
export async function publishTribute(tx: Tx, post: { id: string; authorId: string }, tribute: TributeForEvent): Promise<void> {
  await adjustPostCounters(tx, post.id, TRIBUTE_COUNTS);
  await notifyKeepers(tx, post, tributeEvent(tribute));
}

const TRIBUTE_COUNTS = { totalTributes: 1 };

type TributeForEvent = Pick<Tribute, "id" | "userId" | "firstName" | "lastName">;

const tributeEvent = (tribute: TributeForEvent) => ({
  type: "tribute" as const,
  tributeId: tribute.id,
  actorId: tribute.userId,
  actorName: { firstname: tribute.firstName, lastname: tribute.lastName },
});
