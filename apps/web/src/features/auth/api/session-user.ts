import { MESSAGES } from "@kma/core/messages";
import { ApiError } from "../../../lib/api-client";
import { isSessionUser, type SessionUser } from "../../../lib/session";

/** Sign-in style responses must carry a token; anything else is a failure with `message`. */
export function requireSessionUser(data: unknown, message: string = MESSAGES.anErrorOccurred): SessionUser {
  if (!isSessionUser(data)) throw new ApiError(0, message);
  return data;
}
