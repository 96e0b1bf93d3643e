import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export type MakeAdminArgs = { email: string; remove: boolean };

/** Parses `make-admin -- someone@example.com [--remove]`; null when the arguments are not that. */
export function parseMakeAdminArgs(argv: readonly string[]): MakeAdminArgs | null {
  const remove = argv.includes("--remove");
  const rest = argv.filter((arg) => arg !== "--remove");
  if (rest.length !== 1 || !rest[0].includes("@") || rest[0].startsWith("-")) return null;
  return { email: rest[0].trim(), remove };
}

/**
 * Gives (or with `remove`, takes back) the site's `admin` role to the account with this e-mail
 * (decision 026). The only way to set the role: no API call writes it. Answers the account's
 * username, or null when no account has that e-mail.
 */
export async function setAdminRole(db: Db, { email, remove }: MakeAdminArgs): Promise<string | null> {
  const [user] = await db
    .update(users)
    .set({ role: remove ? "member" : "admin" })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning({ username: users.username });
  return user?.username ?? null;
}
