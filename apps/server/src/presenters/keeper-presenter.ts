import type { KeeperInvitation } from "../db/schema";
import { presentPostAuthor, type PostAuthorRow } from "./post-presenter";

/**
 * A memorial's keepers and invitations as JSON (docs/api.md "Co-keepers"). Names only for
 * keepers; an invitation's e-mail address only in the author's answer (the route decides).
 */

export const presentKeeper = (row: PostAuthorRow & { addedAt: Date }) => ({ ...presentPostAuthor(row), added_at: row.addedAt.toISOString() });

export const presentKeeperInvitation = (row: Pick<KeeperInvitation, "id" | "email" | "createdAt" | "expiresAt">, now = new Date()) => ({
  _id: row.id,
  email: row.email,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

export type PresentedKeeper = ReturnType<typeof presentKeeper>;

/** A person the keepers trusted on a memorial (decision 024): the public face of the account, and since when. */
export const presentTrustedPerson = (row: PostAuthorRow & { trustedAt: Date }) => ({ ...presentPostAuthor(row), trusted_at: row.trustedAt.toISOString() });
