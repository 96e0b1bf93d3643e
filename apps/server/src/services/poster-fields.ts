import type { User } from "../db/schema";
import { splitFullname } from "../lib/names";

/** What a visitor typed about themselves beside a memory-wall message or a tribute. */
export type TypedPoster = { firstName: string; lastName: string; place: string; email: string; mobileNumber: string };

/**
 * Who wrote a visitor item, as it is stored. A signed-in poster's missing name and place come
 * from their account; their e-mail and mobile number are not kept (the account has them).
 */
export function posterFields(user: User | null, typed: TypedPoster): TypedPoster & { userId: string | null } {
  const account = user ? { ...splitFullname(user.fullname), residence: user.residence } : null;
  return {
    userId: user?.id ?? null,
    firstName: typed.firstName || account?.firstname || "",
    lastName: typed.lastName || account?.lastname || "",
    place: typed.place || account?.residence || "",
    email: user ? "" : typed.email,
    mobileNumber: user ? "" : typed.mobileNumber,
  };
}
