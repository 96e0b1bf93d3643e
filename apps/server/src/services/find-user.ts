import { sql } from "drizzle-orm";
import { users, type User } from "../db/schema";
import type { Db, Tx } from "../db/client";

/** E-mails and usernames are unique case-insensitively: both lookups use the lower() unique indexes. */
export async function findUserByEmail(db: Db | Tx, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserByUsername(db: Db | Tx, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return user;
}
