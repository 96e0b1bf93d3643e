/** The JSON shapes of the co-keeper calls (docs/api.md "Co-keepers"; the server's keeper-presenter decides them). */

export type KeeperPerson = { _id: string; personal_info: { username: string; fullname: string; profile_img: string } };
export type CoKeeper = KeeperPerson & { added_at: string };
export type KeeperInvitation = { _id: string; email: string; invitedAt: string; expiresAt: string; expired: boolean };

export type PostKeepers = {
  post: { blog_id: string; firstname: string; lastname: string };
  author: KeeperPerson;
  keepers: CoKeeper[];
  /** Only in the author's answer; [] for a co-keeper. */
  invitations: KeeperInvitation[];
  viewer: { is_author: boolean; is_keeper: boolean };
};

/** What an invitation link shows before it is accepted. */
export type InvitationPreview = {
  post: { blog_id: string; firstname: string; lastname: string; tamilfirstname: string; tamillastname: string; profilebanner: string };
  invited_by: { username: string; fullname: string };
  expiresAt: string;
};

/** A memorial in the "Kept with family" list (a card, with draft and updatedAt). */
export type KeptPost = {
  blog_id: string;
  title: string;
  firstname: string;
  lastname: string;
  profilebanner: string;
  publishedAt: string | null;
  updatedAt: string;
  draft: boolean;
  author: KeeperPerson;
};

export const personName = (post: { firstname: string; lastname: string }) => `${post.firstname} ${post.lastname}`.trim();
