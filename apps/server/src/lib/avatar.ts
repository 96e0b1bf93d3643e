import crypto from "node:crypto";
import { escapeHtml } from "./escape-html";

/**
 * A new account's picture until the user uploads one: initials on a muted colour, drawn
 * from the name in the URL itself. The URL keeps the username given at sign-up, so it
 * keeps working after the username changes.
 */
export const avatarUrl = (username: string) => `/api/avatar/${encodeURIComponent(username)}.svg`;

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/**
 * "ravi.kumar92" -> "RK", "priya" -> "P", "ஆதி_சிவா" -> "ஆசி". Digits only count when nothing else
 * is there. A word's first letter is its first grapheme: a Tamil consonant keeps its vowel sign
 * (சி, not ச, which is another letter), and vowel signs (marks) never split a word.
 */
export function initialsOf(name: string): string {
  const parts = name.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  // Trailing digits are looked for only from the start of a run of digits: from every digit of
  // a long run they would be read to the run's end again (quadratic in the run).
  const words = parts.map((p) => p.replace(/(?<!\p{N})\p{N}+$/u, "")).filter((p) => /^\p{L}/u.test(p));
  const firstChar = (s: string) => graphemes.segment(s)[Symbol.iterator]().next().value?.segment ?? "";
  const picked = (words.length ? words : parts).slice(0, 2).map(firstChar).join("");
  return picked.toUpperCase() || "?";
}

/** Muted, readable under white text: hue from the name, low saturation, mid-dark lightness. */
export function avatarColour(name: string): string {
  const hue = crypto.createHash("sha256").update(name.toLowerCase()).digest().readUInt16BE(0) % 360;
  return `hsl(${hue}, 28%, 38%)`;
}

export function renderAvatarSvg(name: string): string {
  const initials = escapeHtml(initialsOf(name));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${initials}">`,
    `<rect width="128" height="128" fill="${avatarColour(name)}"/>`,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="52" font-weight="500">${initials}</text>`,
    `</svg>`,
  ].join("");
}
