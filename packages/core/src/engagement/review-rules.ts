import { hasContactDetails } from "./contact-details";

/**
 * Review before public (decision 024): which visitor items wait for a keeper.
 * Zod-free, shared by the server (which decides) and the web app (which explains).
 */

/** A memorial's setting: visitors' items appear at once, or after a keeper approves them. */
export const MODERATIONS = ["open", "review"] as const;
export type Moderation = (typeof MODERATIONS)[number];

export const ITEM_STATUSES = ["public", "held"] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What the review list holds: a top-level memorial (message), a reply, a tribute or an album entry. */
export const HELD_KINDS = ["memorial", "reply", "tribute", "image"] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

export type HoldContext = {
  /** The author or a co-keeper of the memorial: never held. */
  isKeeper: boolean;
  /** Trusted on this memorial by its keepers: not held by the 'review' setting. */
  isTrusted: boolean;
  moderation: Moderation;
  /** The item's words; null for photos (their captions do not exist). */
  text: string | null;
};

/**
 * 'held' or 'public'. Contact details hold an item whoever wrote it, trusted people included
 * (an account can be taken over, and a scam link does most harm from a familiar name); only
 * the keepers' own words are never held.
 */
export function statusForNewItem({ isKeeper, isTrusted, moderation, text }: HoldContext): ItemStatus {
  if (isKeeper) return "public";
  if (text !== null && hasContactDetails(text)) return "held";
  if (moderation === "review" && !isTrusted) return "held";
  return "public";
}
