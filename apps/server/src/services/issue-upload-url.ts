import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { LIFETIMES } from "@kma/core/limits";
import { uploads } from "../db/schema";
import { hashToken, randomToken } from "../lib/secret";
import { uploadedImageUrl } from "./uploaded-images";

/**
 * A single-use upload URL for `userId`, good for LIFETIMES.uploadUrlMinutes. The key is random
 * (never the user's file name) and only the token's hash is stored. Uploads always go through
 * this server's PUT, whatever the storage driver (docs/decisions/003).
 */
export async function issueUploadUrl(app: FastifyInstance, userId: string): Promise<string> {
  const key = crypto.randomUUID();
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LIFETIMES.uploadUrlMinutes * 60_000);
  await app.db.insert(uploads).values({ userId, key, tokenHash: hashToken(token), expiresAt });
  return `${uploadedImageUrl(app.config.publicUrl, key)}?token=${token}`;
}
