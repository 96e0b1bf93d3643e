import crypto from "node:crypto";
import { LIMITS } from "@kma/core/limits";
import type { Db } from "../db/client";
import { findUserByUsername } from "./find-user";

const BASE_MAX = 30;

/**
 * A username from an e-mail's local part: "Ravi.Kumar+memorial@example.com" -> "ravi.kumar".
 * Only the characters a username may hold (USERNAME_PATTERN) are kept; short ones get digits.
 */
export function usernameFromEmail(email: string): string {
  const local = email.trim().split("@")[0].split("+")[0].toLowerCase();
  // Trailing dots and dashes are looked for from the start of their run only (not again from
  // each character of a long run, quadratic in it).
  const base = local
    .replace(/[^a-z0-9._-]+/g, "")
    .replace(/^[._-]+|(?<![._-])[._-]+$/g, "")
    .slice(0, BASE_MAX);
  return base.length >= LIMITS.usernameMin ? base : `${base || "user"}${randomDigits(3)}`;
}

const randomDigits = (count: number) => String(crypto.randomInt(10 ** (count - 1), 10 ** count));

/** `base` if free, else `base` plus a few random digits (more digits after each clash). */
export async function uniqueUsername(db: Db, base: string): Promise<string> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomDigits(2 + Math.floor(attempt / 3))}`;
    if (!(await findUserByUsername(db, candidate))) return candidate;
  }
  throw new Error(`no free username found for ${base}`);
}
