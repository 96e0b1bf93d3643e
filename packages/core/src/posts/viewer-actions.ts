/**
 * What the viewer may do, as the server answers it (docs/api.md "What the viewer may do"). The
 * server decides with the same policy functions its write routes enforce; the web app shows a
 * button only when its flag is true and never works the rules out itself, so the two cannot
 * drift apart. A signed-out viewer gets every flag false.
 */

/** `can` of a get-post answer: the viewer and the memorial. */
export type PostActions = {
  /** Edit, publish and unpublish it (its keepers: the author and the co-keepers). */
  edit: boolean;
  /** Delete it with everything on it (its author, or a site admin). */
  delete: boolean;
  /** Open the keepers panel (its keepers). */
  see_keepers: boolean;
  /** Invite co-keepers, revoke invitations and remove co-keepers (its author). */
  manage_keepers: boolean;
  /** Review visitors' items before they are public and choose the memorial's setting (its keepers). */
  review: boolean;
  /** Read every family phone number without revealing them one by one (its keepers). */
  read_phone_numbers: boolean;
};

/** `can` of a memorial-wall message or reply, a tribute and an album entry. Nothing on a memorial is edited once posted. */
export type ItemActions = {
  /** Delete it (its signed-in poster, the memorial's keepers, or a site admin). */
  delete: boolean;
};

export const NO_POST_ACTIONS: PostActions = Object.freeze({
  edit: false,
  delete: false,
  see_keepers: false,
  manage_keepers: false,
  review: false,
  read_phone_numbers: false,
});
export const NO_ITEM_ACTIONS: ItemActions = Object.freeze({ delete: false });
