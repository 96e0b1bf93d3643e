import type { CoKeeper, KeeperInvitation as KeeperInvitationAnswer } from "@kma/core/keepers/keeper-answer-shapes";
import type { TrustedPerson } from "@kma/core/engagement/engagement-answer-shapes";
import type { KeeperInvitation } from "../db/schema";
import { presentPostAuthor, type PostAuthorRow } from "./post-presenter";

/**
 * A memorial's keepers and invitations as JSON (docs/api.md "Co-keepers"; packages/core
 * keeper-answer-shapes.ts). Names only for keepers; an invitation's e-mail address only in the
 * author's answer (the route decides).
 */

export const presentKeeper = (row: PostAuthorRow & { addedAt: Date }): CoKeeper => ({ ...presentPostAuthor(row), added_at: row.addedAt.toISOString() });

export const presentKeeperInvitation = (row: Pick<KeeperInvitation, "id" | "email" | "createdAt" | "expiresAt">, now = new Date()): KeeperInvitationAnswer => ({
  _id: row.id,
  email: row.email,
  invitedAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

/** A person the keepers trusted on a memorial (decision 024): the public face of the account, and since when. */
export const presentTrustedPerson = (row: PostAuthorRow & { trustedAt: Date }): TrustedPerson => ({
  ...presentPostAuthor(row),
  trusted_at: row.trustedAt.toISOString(),
});
