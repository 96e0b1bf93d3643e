import { eq } from "drizzle-orm";
import { sessions } from "../db/schema";
import type { Db, Tx } from "../db/client";

/**
 * Signing out ends the session on the server, not only in the browser: a copied token stops
 * working at once instead of living out its 30 days (tokens name their session, see plugins/auth.ts).
 */
export async function endSession(db: Db | Tx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the account, this one included; returns how many there were. */
export async function endEverySession(db: Db | Tx, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}
