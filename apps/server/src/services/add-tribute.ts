import type { TributesObj } from "@kma/core/engagement/engagement-schemas";
import type { Db } from "../db/client";
import { tributes, type Tribute, type User } from "../db/schema";
import { splitFullname } from "../lib/names";
import { bumpPublishedPost } from "./post-counters";
import { notifyKeepers } from "./notify";

/**
 * POST /add-tribute: the tribute, total_tributes + 1 and the post author's notification, in
 * one transaction. A signed-in tributer's missing name and place come from their account;
 * their e-mail and mobile number are not kept (the account has them).
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
    const post = await bumpPublishedPost(tx, postId, { totalTributes: 1 });
    const [created] = await tx.insert(tributes).values(values).returning();
    await notifyKeepers(tx, post, {
      type: "tribute",
      tributeId: created.id,
      actorId: values.userId,
      actorName: { firstname: values.firstName, lastname: values.lastName },
    });
    return created;
  });
}
