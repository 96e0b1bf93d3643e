import { LIMITS } from "../limits";
import { MESSAGES } from "../messages";
import { firstError, isBlank, isEmail, isValidMobile, isValidPassword } from "../rules";
import { SOCIAL_KEYS, type SocialKey } from "../enums";
import type { ChangePasswordInput, SigninInput, SignupInput, UpdateProfileInput } from "./user-shapes";

/**
 * Form rules of docs/spec.md section 5 for accounts. Each `check*` returns the first message
 * that applies, in the spec's order, or null. The web forms show it as a toast; the server
 * answers it as a 400. Free of zod, so the web bundle does not carry it.
 */

export function checkSignin({ email, password }: SigninInput) {
  return firstError([
    [isBlank(email), MESSAGES.enterEmail],
    [!isEmail(email), MESSAGES.emailInvalid],
    [!isValidPassword(password), MESSAGES.passwordRule],
  ]);
}

/** docs/spec.md: the length rule "effectively tests only the last name"; we keep that reading. */
export function checkSignup({ firstname, lastname, email, password }: SignupInput) {
  return firstError([
    [isBlank(firstname), MESSAGES.firstNameRequired],
    [isBlank(lastname), MESSAGES.lastNameRequired],
    [lastname.trim().length < LIMITS.nameMin, MESSAGES.nameTooShort],
    [isBlank(email), MESSAGES.enterEmail],
    [!isEmail(email), MESSAGES.emailInvalid],
    [!isValidPassword(password), MESSAGES.passwordRule],
  ]);
}

export function checkForgotPassword({ email }: { email: string }) {
  return firstError([
    [isBlank(email), MESSAGES.enterEmail],
    [!isEmail(email), MESSAGES.emailInvalid],
  ]);
}

export function checkResetPassword({ new_password, confirm_new_password }: { new_password: string; confirm_new_password: string }) {
  return firstError([
    [!isValidPassword(new_password), MESSAGES.passwordRule],
    [confirm_new_password === "", MESSAGES.confirmPasswordRequired],
    [confirm_new_password !== new_password, MESSAGES.confirmPasswordMismatch],
  ]);
}

export function checkChangePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  return firstError([
    [currentPassword === "", MESSAGES.currentPasswordRequired],
    [newPassword === "", MESSAGES.newPasswordRequired],
    [!isValidPassword(currentPassword) || !isValidPassword(newPassword), MESSAGES.changePasswordRule],
  ]);
}

/** Which hosts each social link may point at (http(s) URLs of their own site, so a profile cannot link a visitor anywhere else). */
export const SOCIAL_HOSTS: Record<SocialKey, readonly string[]> = {
  instagram: ["instagram.com"],
  facebook: ["facebook.com", "fb.com"],
  x: ["x.com", "twitter.com"],
};
const SOCIAL_NAMES: Record<SocialKey, string> = { instagram: "Instagram", facebook: "Facebook", x: "X" };
export function isSocialLink(key: SocialKey, value: string): boolean {
  if (value === "") return true;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, "");
    return (url.protocol === "https:" || url.protocol === "http:") && SOCIAL_HOSTS[key].includes(host);
  } catch {
    return false;
  }
}

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;
export const usernameInvalid = "Username can only contain letters, numbers, dots, dashes and underscores";
export function checkUpdateProfile(input: UpdateProfileInput) {
  return firstError([
    [isBlank(input.mobilenumber), MESSAGES.profileMobileRequired],
    [!isValidMobile(input.mobilenumber), MESSAGES.profileMobileInvalid],
    [isBlank(input.residence), MESSAGES.profileResidenceRequired],
    [input.username.trim().length < LIMITS.usernameMin, MESSAGES.usernameTooShort],
    [!USERNAME_PATTERN.test(input.username.trim()), usernameInvalid],
    [input.bio.length > LIMITS.bioMax, MESSAGES.bioTooLong],
    ...SOCIAL_KEYS.map((key) => [!isSocialLink(key, input.social_links[key] ?? ""), MESSAGES.socialLinkInvalid(SOCIAL_NAMES[key])] as const),
  ]);
}
