import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { Db } from "../db/client";
import { posts, type User } from "../db/schema";
import { forbidden, notFound } from "../lib/http-errors";
import { canRevealPhoneNumber, canViewPost } from "../policies/post-policy";
import { keeperIdsOf } from "./post-keepers";

/**
 * One family phone number of a memorial for a signed-in reader who tapped 'Show number'
 * (decision 020): the surviving member at `member`, or the funeral contact person. A number
 * the family hid is the keepers' only (403); a missing post or number is a 404.
 */
export async function revealPhoneNumber(db: Db, user: User, blogId: string, member: number | undefined): Promise<string> {
  const [post] = await db
    .select({
      authorId: posts.authorId,
      draft: posts.draft,
      survivingmembers: posts.survivingmembers,
      contactcontactnumber: posts.contactcontactnumber,
      contactphonevisibility: posts.contactphonevisibility,
      keeperIds: keeperIdsOf(posts.id),
    })
    .from(posts)
    .where(eq(posts.blogId, blogId))
    .limit(1);
  if (!post || !canViewPost(user, post)) throw notFound(MESSAGES.postNotFound);
  const found =
    member === undefined
      ? { number: post.contactcontactnumber, visibility: post.contactphonevisibility }
      : { number: post.survivingmembers[member]?.survivingmembermobilenumber ?? "", visibility: post.survivingmembers[member]?.phonevisibility };
  if (found.number.trim() === "") throw notFound(MESSAGES.phoneNumberNotFound);
  if (!canRevealPhoneNumber(user, post, found.visibility)) throw forbidden(MESSAGES.phoneNumberNotShared);
  return found.number;
}
