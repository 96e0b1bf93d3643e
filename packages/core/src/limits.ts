/** Business constants of docs/spec.md section 9 and docs/api.md. One place; both apps import from here. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 20,
  nameMin: 3,
  usernameMin: 3,
  bioMax: 150,
  mobileDigitsMin: 10,
  mobileDigitsMax: 15,
  /** 1024 * 1000 * 10 bytes, as docs/spec.md section 5 writes it. */
  imageMaxBytes: 10_240_000,
  /** Text caps from docs/api.md "Conventions". */
  nameMax: 100,
  placeMax: 100,
  commentMax: 5_000,
  storyMax: 20_000,
  shortTextMax: 300,
  urlMax: 2_000,
  emailMax: 254,
  jsonBodyMaxBytes: 1_048_576,
} as const;

export const PAGE_SIZES = {
  posts: 10,
  mostEngaged: 5,
  comments: 10,
  replies: 5,
  tributes: 10,
  images: 12,
  notifications: 10,
  users: 50,
} as const;

export const TIMINGS = {
  redirectAfterPublishMs: 500,
  redirectAfterDraftMs: 500,
  panelCloseAfterPostMs: 500,
  redirectAfterResetMs: 3000,
  toastRemoveDelayMs: 1000,
} as const;

/** Token and link lifetimes (docs/api.md "Behaviour the spec does not show"). */
export const LIFETIMES = {
  accessTokenDays: 30,
  resetTokenMinutes: 60,
  uploadUrlMinutes: 10,
  /** A co-keeper invitation link (decision 025). */
  keeperInviteDays: 14,
  /** The link that proves an account's e-mail address (decision 034): long enough for a mailbox read once a week. */
  emailVerifyDays: 7,
} as const;

/** Uploaded images: widths of the WebP variants served by `GET /api/uploads/<key>?w=`. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** An upload key: a random v4 UUID, chosen by the server, never from a file name. */
export const UPLOAD_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const SESSION_STORAGE_KEY = "user";
export const CONTACT_REPLY_DAYS = 2;
/** Reply indent: 4 units per level, each unit 10 px. */
export const REPLY_INDENT_PX_PER_LEVEL = 4 * 10;
export const GALLERY_INITIAL_IMAGES = 12;
export const GALLERY_COLUMNS: ReadonlyArray<{ minWidth: number; columns: number }> = [
  { minWidth: 1400, columns: 4 },
  { minWidth: 800, columns: 3 },
  { minWidth: 500, columns: 2 },
  { minWidth: 0, columns: 1 },
];
