import type { UserCard, UserProfile } from "@kma/core/users/user-answer-shapes";
import type { User } from "../db/schema";

/**
 * The User of docs/api.md, plus its `_id` (packages/core user-answer-shapes.ts). E-mail and mobile
 * number leave the server only for their owner; the password hash and Google subject never do.
 */
export function presentUser(user: User, { isOwner }: { isOwner: boolean }): UserProfile {
  return {
    // Public, as every post's author._id is: the profile lists the posts with search-posts { author: _id }.
    _id: user.id,
    personal_info: {
      fullname: user.fullname,
      username: user.username,
      profile_img: user.profileImg,
      bio: user.bio,
      residence: user.residence,
      ...(isOwner ? { email: user.email, email_verified: user.emailVerifiedAt !== null, mobilenumber: user.mobilenumber } : {}),
    },
    account_info: { total_posts: user.totalPosts, total_reads: user.totalReads },
    social_links: { facebook: user.facebook, instagram: user.instagram, x: user.x },
    joinedAt: user.joinedAt.toISOString(),
  };
}

/** A user card (search-users, docs/spec.md "User cards"): name, username and picture only. */
export function presentUserCard(user: Pick<User, "fullname" | "username" | "profileImg">): UserCard {
  return { personal_info: { fullname: user.fullname, username: user.username, profile_img: user.profileImg } };
}
