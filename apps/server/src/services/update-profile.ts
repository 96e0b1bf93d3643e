import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import type { UpdateProfileInput } from "@kma/core/users/user-schemas";
import type { Db } from "../db/client";
import { users, type User } from "../db/schema";
import { isUniqueViolation } from "../lib/db-errors";
import { conflict } from "../lib/http-errors";
import { findUserByUsername } from "./find-user";

/**
 * POST /update-profile: the editable part of a profile (docs/spec.md "Edit Profile"). Full name and
 * e-mail are not editable. A username another account holds (in any case) is a 409; the unique
 * index settles a race between two accounts claiming the same name at once.
 */
export async function updateProfile(db: Db, user: User, input: UpdateProfileInput): Promise<{ username: string }> {
  const username = input.username.trim();
  const holder = await findUserByUsername(db, username);
  if (holder && holder.id !== user.id) throw conflict(MESSAGES.usernameTaken);
  try {
    const [row] = await db
      .update(users)
      .set({
        username,
        mobilenumber: input.mobilenumber.trim(),
        residence: input.residence.trim(),
        bio: input.bio,
        facebook: input.social_links.facebook,
        instagram: input.social_links.instagram,
        x: input.social_links.x,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning({ username: users.username });
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "users_username_key")) throw conflict(MESSAGES.usernameTaken);
    throw error;
  }
}
