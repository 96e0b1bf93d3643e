import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { users, type User } from "../db/schema";
import { badRequest } from "../lib/http-errors";
import { isOwnUploadUrl } from "./uploaded-images";

/** POST /update-profile-img: the profile picture becomes one of this site's uploads (never a foreign URL). */
export async function updateProfileImg(app: FastifyInstance, user: User, url: string): Promise<{ profile_img: string }> {
  if (!isOwnUploadUrl(app, url) || !url.includes("/api/uploads/")) throw badRequest(MESSAGES.imagesMustBeUploaded);
  const [row] = await app.db
    .update(users)
    .set({ profileImg: url, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning({ profile_img: users.profileImg });
  return row;
}
