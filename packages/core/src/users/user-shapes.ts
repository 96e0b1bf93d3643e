import { z } from "zod";
import { LIMITS } from "../limits";

/** Shapes (types and maximum lengths) of the account calls; their rules are in user-rules.ts. */

const str = (max: number) => z.string().trim().max(max);
const optionalStr = (max: number) => z.string().trim().max(max).optional().default("");

export const signinSchema = z.object({ email: str(LIMITS.emailMax), password: z.string().max(200) });
export type SigninInput = z.infer<typeof signinSchema>;

export const signupSchema = z.object({
  firstname: str(LIMITS.nameMax),
  lastname: str(LIMITS.nameMax),
  email: str(LIMITS.emailMax),
  password: z.string().max(200),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: str(LIMITS.emailMax) });

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1).max(200),
  new_password: z.string().max(200),
  confirm_new_password: z.string().max(200),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().max(200),
  newPassword: z.string().max(200),
});

export const googleAuthSchema = z.object({ access_token: z.string().trim().min(1).max(5000) });

/** POST /verify-email: the token of the link mailed after sign-up (decision 034). */
export const verifyEmailSchema = z.object({ token: z.string().trim().min(1).max(200) });

export const updateProfileSchema = z.object({
  mobilenumber: optionalStr(40),
  residence: optionalStr(LIMITS.placeMax),
  username: optionalStr(40),
  bio: z.string().optional().default(""),
  social_links: z
    .object({ facebook: optionalStr(LIMITS.urlMax), instagram: optionalStr(LIMITS.urlMax), x: optionalStr(LIMITS.urlMax) })
    .optional()
    .default({ facebook: "", instagram: "", x: "" }),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
