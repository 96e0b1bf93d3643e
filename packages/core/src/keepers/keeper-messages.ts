/**
 * The server's sentences for co-keepers, in English; `localizeMessage` maps each
 * back to its `keepers.error.<name>` key, so a Tamil reader sees it translated
 * (catalogs/en/keepers.ts, catalogs/ta/keepers.ts).
 */
export const KEEPER_MESSAGES = {
  inviteInvalid: "This invitation link is not valid. Please ask the family to send a new one.",
  inviteUsed: "This invitation has already been accepted.",
  inviteExpired: "This invitation has expired. Please ask the family to send a new one.",
  alreadyKeeper: "You already keep this memorial.",
  invitationNotFound: "This invitation could not be found",
  keeperNotFound: "This person does not keep this memorial",
  authorStays: "The memorial's author always keeps it and cannot be removed",
} as const;
