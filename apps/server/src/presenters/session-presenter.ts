import type { SessionAnswer } from "@kma/core/users/user-answer-shapes";
import type { User } from "../db/schema";

/** The session object of docs/spec.md section 3, answered by sign-in, sign-up and google-auth (packages/core user-answer-shapes.ts). */
export function presentSession(user: User, accessToken: string, newNotificationAvailable: boolean): SessionAnswer {
  return {
    access_token: accessToken,
    username: user.username,
    fullname: user.fullname,
    profile_img: user.profileImg,
    new_notification_available: newNotificationAvailable,
    // Whether the account proved it reads mail at its address; the web app asks to confirm it until then (decision 034).
    email_verified: user.emailVerifiedAt !== null,
    // Only a site admin's session says so (the web app then shows the admin page's link); members' sessions are unchanged.
    ...(user.role === "admin" ? { role: "admin" as const } : {}),
  };
}
