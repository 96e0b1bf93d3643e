import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HOSTILE_TEXTS, LINEAR_TIME_LIMIT_MS as LIMIT_MS, fastestMs } from "@kma/core/linear-time-inputs";

/**
 * The server's own handling of people's text (slugs, Tamil transliteration, initials, search
 * words, share previews, usernames from e-mails) takes time in proportion to the text, as the
 * checks of @kma/core do (its linear-time.test.ts): the server runs it on its one thread.
 * Every presenter is timed, found by listing the folder; lib and services also hold I/O
 * (passwords, storage, the database), so their modules that turn text into text are named here,
 * and every export of each is timed.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const TEXT_MODULES = [
  "lib/avatar.ts",
  "lib/escape-html.ts",
  "lib/html-head.ts",
  "lib/names.ts",
  "lib/tamil-to-latin.ts",
  "lib/text.ts",
  "services/search-posts.ts",
  "services/unique-username.ts",
];
const PRESENTERS = fs
  .readdirSync(path.join(SRC, "presenters"))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => `presenters/${file}`);

const functions = (
  await Promise.all(
    [...TEXT_MODULES, ...PRESENTERS].sort().map(async (file) =>
      Object.entries((await import(path.join(SRC, file))) as Record<string, unknown>)
        .filter(([, value]) => typeof value === "function")
        .map(([name, value]) => ({ label: `${file}: ${name}`, fn: value as (...args: unknown[]) => unknown })),
    ),
  )
).flat();

/** A row or request with `text` in every field; times (…At) are dates and flags (is…, has…) false, so the code behind them runs. */
const rowOf = (text: string) =>
  new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => (typeof key === "symbol" ? undefined : /At$/.test(key) ? new Date(0) : /^(is|has)[A-Z]/.test(key) ? false : text),
  });

describe("the server's handling of people's text takes linear time", () => {
  it("finds the functions by listing the modules", () => {
    expect(functions.map(({ label }) => label)).toEqual(
      expect.arrayContaining([
        "lib/tamil-to-latin.ts: tamilToLatin",
        "lib/text.ts: slugWords",
        "lib/avatar.ts: initialsOf",
        "presenters/share-page-presenter.ts: postDescription",
      ]),
    );
  });

  it.each(functions.map(({ label, fn }) => [label, fn] as const))(`%s answers every hostile text within ${LIMIT_MS} ms`, (_label, fn) => {
    const slow: string[] = [];
    const arity = Math.max(1, fn.length);
    for (const [label, text] of Object.entries(HOSTILE_TEXTS)) {
      const row = rowOf(text);
      for (const [shape, args] of [
        ["as text", Array.from({ length: arity }, () => text)],
        ["in every field", Array.from({ length: arity }, () => row)],
      ] as const) {
        const ms = fastestMs(() => fn(...args));
        if (ms > LIMIT_MS) slow.push(`${label} (${shape}): ${ms.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  });
});
