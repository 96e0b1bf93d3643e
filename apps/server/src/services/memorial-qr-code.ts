import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { MESSAGES } from "@kma/core/messages";
import { posts } from "../db/schema";
import { notFound } from "../lib/http-errors";
import { memorialUrl } from "../lib/memorial-url";

export type QrFormat = "png" | "svg";

/**
 * Error correction M (15% of the code may be lost) survives a crease or a printed card's wear;
 * a quiet zone of 4 modules is the standard's, so phone cameras find the code on any background.
 */
const OPTIONS = { errorCorrectionLevel: "M", margin: 4, color: { dark: "#1e293b", light: "#ffffff" } } as const;

/** A published memorial's address as a QR code: a 1024 px PNG (big enough for print) or an SVG. */
export async function memorialQrCode(app: Pick<FastifyInstance, "db" | "config">, blogId: string, format: QrFormat): Promise<Buffer | string> {
  const [post] = await app.db
    .select({ blogId: posts.blogId })
    .from(posts)
    .where(and(eq(posts.blogId, blogId), eq(posts.draft, false)))
    .limit(1);
  if (!post) throw notFound(MESSAGES.postNotFound);
  const url = memorialUrl(app.config.publicUrl, post.blogId);
  return format === "png" ? QRCode.toBuffer(url, { ...OPTIONS, type: "png", width: 1024 }) : QRCode.toString(url, { ...OPTIONS, type: "svg" });
}
