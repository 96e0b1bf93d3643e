import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import type { Locale } from "@kma/core/i18n/locales";
import { reminderDeliveries } from "../../db/schema";
import { memorialUrl } from "../../lib/memorial-url";
import { hashToken, randomToken } from "../../lib/secret";
import { reminderMail, type ReminderOccasion } from "./reminder-mails";

/** One mail a sweep or a new event would send: to whom, about which memorial and occasion. */
export type ReminderCandidate = {
  followId: string;
  postId: string;
  blogId: string;
  email: string;
  locale: Locale;
  name: string;
  occasion: ReminderOccasion;
  /** The delivery key's occasion: 'anniversary-week', 'event:<hash>', ... */
  occasionKey: string;
  /** The delivery key's day: the remembrance's date, or the event's. */
  onDate: string;
};

const BATCH = 500;

/** A delivery's recipient: the SHA-256 of the lower-cased address, so the record of sent mails keeps no addresses. */
export const recipientKey = (email: string) => hashToken(email.toLowerCase());

/**
 * Sends each candidate's mail at most once (decision 028). Its delivery row is inserted first
 * under the unique key (recipient, memorial, occasion, day), ON CONFLICT DO NOTHING: only the
 * rows this call inserted are mailed, so a second sweep, a retry or another server that races
 * it finds the key taken and sends nothing. A mail that fails to send gives its key back (the
 * row is deleted), so the next sweep tries again. Returns how many mails were sent.
 */
export async function deliverReminders(app: FastifyInstance, candidates: ReminderCandidate[]): Promise<number> {
  let sent = 0;
  for (let start = 0; start < candidates.length; start += BATCH) {
    const batch = candidates.slice(start, start + BATCH).map((candidate) => ({ candidate, token: randomToken() }));
    const claimed = await app.db
      .insert(reminderDeliveries)
      .values(
        batch.map(({ candidate, token }) => ({
          followId: candidate.followId,
          postId: candidate.postId,
          recipient: recipientKey(candidate.email),
          occasion: candidate.occasionKey,
          onDate: candidate.onDate,
          unsubscribeTokenHash: hashToken(token),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: reminderDeliveries.id, hash: reminderDeliveries.unsubscribeTokenHash });
    const claimedHashes = new Map(claimed.map((row) => [row.hash, row.id]));
    for (const { candidate, token } of batch) {
      const deliveryId = claimedHashes.get(hashToken(token));
      if (!deliveryId) continue; // already sent by an earlier or a concurrent sweep
      const { publicUrl } = app.config;
      const mail = reminderMail({
        to: candidate.email,
        name: candidate.name,
        occasion: candidate.occasion,
        memorialUrl: memorialUrl(publicUrl, candidate.blogId),
        unsubscribeUrl: `${publicUrl}/unsubscribe/${token}`,
        oneClickUrl: `${publicUrl}/api/unsubscribe/one-click/${token}`,
        locale: candidate.locale,
      });
      try {
        await app.sendMail(mail);
        sent++;
      } catch (error) {
        app.log.warn({ err: error, occasion: candidate.occasionKey }, "reminder mail failed; it will be tried again by the next sweep");
        await app.db.delete(reminderDeliveries).where(eq(reminderDeliveries.id, deliveryId));
      }
    }
  }
  return sent;
}
