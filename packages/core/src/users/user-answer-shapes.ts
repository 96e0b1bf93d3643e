import { z } from "zod";
import { stampSchema } from "../answer-shapes";

/**
 * The accounts' answers (docs/api.md "Responses", "User"; decision 040): sessions, profiles and
 * the account calls. What server/presenters (session, user) send. See answer-shapes.ts.
 */

/** POST /signin, /signup, /google-auth: the session the web app keeps (docs/spec.md section 3). */
export const sessionAnswerSchema = z.strictObject({
  access_token: z.string(),
  username: z.string(),
  fullname: z.string(),
  profile_img: z.string(),
  new_notification_available: z.boolean(),
  /** Whether the account proved it reads mail at its address (decision 034). */
  email_verified: z.boolean(),
  /** Only a site admin's session says so (decision 026). */
  role: z.literal("admin").optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/**
 * POST /get-profile: the User of docs/api.md with its `_id`. E-mail, its proof and the mobile
 * number only in the owner's own answer.
 */
export const userProfileSchema = z.strictObject({
  _id: z.string(),
  personal_info: z.strictObject({
    fullname: z.string(),
    username: z.string(),
    profile_img: z.string(),
    bio: z.string(),
    residence: z.string(),
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    mobilenumber: z.string().optional(),
  }),
  account_info: z.strictObject({ total_posts: z.number().int(), total_reads: z.number().int() }),
  social_links: z.strictObject({ facebook: z.string(), instagram: z.string(), x: z.string() }),
  joinedAt: stampSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user card (search-users, docs/spec.md "User cards"): name, username and picture only. */
export const userCardSchema = z.strictObject({
  personal_info: z.strictObject({ fullname: z.string(), username: z.string(), profile_img: z.string() }),
});
export type UserCard = z.infer<typeof userCardSchema>;

/** POST /search-users. */
export const userCardsAnswerSchema = z.strictObject({ users: z.array(userCardSchema) });
export type UserCardsAnswer = z.infer<typeof userCardsAnswerSchema>;

/** POST /update-profile: the username now (it may have changed). */
export const updateProfileAnswerSchema = z.strictObject({ username: z.string() });
export type UpdateProfileAnswer = z.infer<typeof updateProfileAnswerSchema>;

/** POST /update-profile-img. */
export const updateProfileImgAnswerSchema = z.strictObject({ profile_img: z.string() });
export type UpdateProfileImgAnswer = z.infer<typeof updateProfileImgAnswerSchema>;

/** POST /forgotpassword, /resetpassword: a sentence to show (the same whether or not the address has an account). */
export const messageAnswerSchema = z.strictObject({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** POST /change-password. */
export const passwordChangedAnswerSchema = z.strictObject({ status: z.literal("password changed") });
export type PasswordChangedAnswer = z.infer<typeof passwordChangedAnswerSchema>;

/** POST /signout: the calling session ended on the server. */
export const signedOutAnswerSchema = z.strictObject({ status: z.literal("signed out") });
export type SignedOutAnswer = z.infer<typeof signedOutAnswerSchema>;

/** POST /signout-everywhere: every session of the account ended, this one included. */
export const signedOutEverywhereAnswerSchema = z.strictObject({ status: z.literal("signed out"), sessions_ended: z.number().int().min(0) });
export type SignedOutEverywhereAnswer = z.infer<typeof signedOutEverywhereAnswerSchema>;

/** POST /verify-email (decision 034): the account whose address is now proven. */
export const emailVerifiedAnswerSchema = z.strictObject({ email_verified: z.literal(true), username: z.string() });
export type EmailVerifiedAnswer = z.infer<typeof emailVerifiedAnswerSchema>;

/** POST /resend-verification-email: nothing sent when the address was already proven. */
export const verificationSentAnswerSchema = z.strictObject({ email_verified: z.boolean(), sent: z.boolean() });
export type VerificationSentAnswer = z.infer<typeof verificationSentAnswerSchema>;

/** POST /delete-account. */
export const accountDeletedAnswerSchema = z.strictObject({ deleted: z.literal(true) });
export type AccountDeletedAnswer = z.infer<typeof accountDeletedAnswerSchema>;
