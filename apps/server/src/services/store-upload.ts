import type { FastifyInstance } from "fastify";
import { and, eq, gt, isNull } from "drizzle-orm";
import { UPLOAD_KEY_PATTERN } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { uploads } from "../db/schema";
import { badRequest, forbidden, notFound } from "../lib/http-errors";
import { hashToken } from "../lib/secret";
import { variantKey } from "../storage/storage";
import { processImage } from "./process-image";
import { uploadedImageUrl } from "./uploaded-images";

/**
 * Throws what a PUT to this upload link deserves, so that a forged, used or expired link is
 * refused before its body is read: unknown key shape 404, wrong token 403, used or expired 400.
 */
export async function checkUploadLink(app: FastifyInstance, key: string, token: string | undefined): Promise<void> {
  if (!UPLOAD_KEY_PATTERN.test(key)) throw notFound(MESSAGES.notFound);
  const [row] = await app.db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  if (!row || !token || row.tokenHash !== hashToken(token)) throw forbidden(MESSAGES.uploadLinkInvalid);
  if (row.usedAt) throw badRequest(MESSAGES.uploadLinkUsed);
  if (row.expiresAt <= new Date()) throw badRequest(MESSAGES.uploadLinkExpired);
}

/**
 * Stores the image sent to an upload link and returns its URL. The link is claimed first, so
 * two PUTs racing on one link cannot both succeed; if the file is refused or storing fails the
 * claim is released and the same link can be used again with a proper image.
 */
export async function storeUpload(app: FastifyInstance, key: string, token: string, body: Buffer): Promise<string> {
  if (body.length === 0) throw badRequest(MESSAGES.uploadEmpty);
  const [claimed] = await app.db
    .update(uploads)
    .set({ usedAt: new Date() })
    .where(and(eq(uploads.key, key), eq(uploads.tokenHash, hashToken(token)), isNull(uploads.usedAt), gt(uploads.expiresAt, new Date())))
    .returning({ id: uploads.id });
  if (!claimed) {
    await checkUploadLink(app, key, token);
    throw badRequest(MESSAGES.uploadLinkUsed); // claimed by a concurrent PUT since the check
  }
  try {
    const image = await processImage(body);
    // Variants first: once the original is readable, its variants are too.
    await Promise.all(image.variants.map((v) => app.storage.put(variantKey(key, v.width), v.body, "image/webp")));
    await app.storage.put(key, image.original, image.contentType);
    await app.db
      .update(uploads)
      .set({ contentType: image.contentType, size: image.original.length, width: image.width, height: image.height })
      .where(eq(uploads.id, claimed.id));
  } catch (error) {
    await app.db.update(uploads).set({ usedAt: null }).where(eq(uploads.id, claimed.id));
    throw error;
  }
  return uploadedImageUrl(app.config.publicUrl, key);
}
