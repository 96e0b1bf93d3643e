import { or, sql } from "drizzle-orm";
import { PAGE_SIZES } from "@kma/core/limits";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { foldText } from "../lib/text";
import { FUZZY_MIN_LETTERS } from "./search-posts";

/** users_search_trgm's expression, written the same way so the planner matches it. */
const nameAndUsername = sql`lower(${users.fullname} || ' ' || ${users.username})`;

/**
 * POST /search-users: accounts whose full name or username has a word starting with the
 * folded query ("kum" finds "Ravi Kumar", "SIVÂ" finds "sivakumar"), or is spelled close to
 * it (trigram word similarity, "shivakumar" finds "Sivakumar"; for queries of
 * FUZZY_MIN_LETTERS or more, as in post search). Both conditions are served by
 * users_search_trgm. Prefix matches first, then the closest spelling, then by name; at most
 * PAGE_SIZES.users.
 */
export function searchUsersQuery(db: Db, query: string) {
  const folded = foldText(query).replace(/\s+/g, " ");
  const prefix = sql`${nameAndUsername} ~ ${`\\m${folded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`}`;
  const fuzzy = folded.replace(/[^\p{L}\p{N}]/gu, "").length >= FUZZY_MIN_LETTERS;
  return db
    .select({ fullname: users.fullname, username: users.username, profileImg: users.profileImg })
    .from(users)
    .where(fuzzy ? or(prefix, sql`${nameAndUsername} %> ${folded}`) : prefix)
    .orderBy(sql`${prefix} desc`, sql`word_similarity(${folded}, ${nameAndUsername}) desc`, users.fullname, users.username)
    .limit(PAGE_SIZES.users);
}

export async function searchUsers(db: Db, query: string) {
  return searchUsersQuery(db, query);
}
