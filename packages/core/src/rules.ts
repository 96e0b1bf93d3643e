import { LIMITS } from "./limits";

/** Low-level checks shared by every form rule in this package. */

// A standard, pragmatic address pattern: something@something.tld, no spaces; after the "@" at
// least one character, a dot, and two or more characters. The dot matched is the first one
// after the domain's first character: any later dot that would do means this one does too,
// and fixing it leaves the pattern no choices to retry (with "a dot, then two characters"
// free to fall on any dot, "a@" and 10,000 dots took a fifth of a second to reject).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]{2,}$/;
export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim()) && value.trim().length <= LIMITS.emailMax;

const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{6,20}$/;
export const isValidPassword = (value: string) => PASSWORD_PATTERN.test(value);

/**
 * docs/spec.md: "after stripping spaces and non-digits, optional plus and 10 to 15 digits".
 * We keep a leading plus, drop everything else that is not a digit, then count.
 */
export function normalizeMobile(value: string): string {
  const trimmed = value.trim();
  const plus = trimmed.startsWith("+") ? "+" : "";
  return plus + trimmed.replace(/\D/g, "");
}
export function isValidMobile(value: string): boolean {
  return /^\+?\d{10,15}$/.test(normalizeMobile(value));
}

/**
 * A name in Tamil script: at least one Tamil letter (a vowel or consonant, U+0B85-U+0BB9, in the Tamil block U+0B80-U+0BFF) and no Latin letter.
 * Spaces, dots of initials ("க.") and hyphens are allowed, as families write them.
 */
export const isTamilName = (value: string) => /[\u0B85-\u0BB9]/.test(value) && !/\p{Script=Latin}/u.test(value);

export const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";

export const isDay = (value: string) => /^\d{1,2}$/.test(value.trim()) && +value >= 1 && +value <= 31;
export const isMonth = (value: string) => /^\d{1,2}$/.test(value.trim()) && +value >= 1 && +value <= 12;
export const isYear = (value: string) => /^\d{4}$/.test(value.trim());

/** A real calendar date written DD/MM/YYYY (the form of funeral and event dates). */
export function isDdMmYyyy(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return false;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Runs checks in order and returns the first failing message, or null. */
export type Check = readonly [failed: boolean, message: string];
export function firstError(checks: ReadonlyArray<Check | (() => Check)>): string | null {
  for (const entry of checks) {
    const [failed, message] = typeof entry === "function" ? entry() : entry;
    if (failed) return message;
  }
  return null;
}
