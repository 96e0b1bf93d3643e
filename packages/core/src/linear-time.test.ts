import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { HOSTILE_TEXTS, LINEAR_TIME_LIMIT_MS as LIMIT_MS, fastestMs } from "./linear-time-inputs";

// Vite's module listing, which Vitest runs; declared here so the package needs neither Node's
// nor Vite's types.
declare global {
  interface ImportMeta {
    glob(patterns: string[], options: { eager: true }): Record<string, Record<string, unknown>>;
  }
}

/**
 * Every check of people's text in this package takes time in proportion to the text: the
 * server runs them on its one thread for every message, tribute and form, so one that grows
 * with the square of its input lets a single message stall every other visitor. Each exported
 * function and zod schema of every module is found by listing the modules, not by name, so a
 * check added later is timed too; each gets every hostile text (linear-time-inputs.ts).
 */

/** Exports that never see people's text, and why: they are not timed. */
const NOT_PEOPLES_TEXT: Record<string, string> = {
  "i18n/compile-catalog.ts: compileCatalog": "parses the site's own message catalogs, at build time and once at start",
};
const modules = Object.entries(import.meta.glob(["./**/*.ts", "!./**/*.test.ts", "!./linear-time-inputs.ts"], { eager: true }))
  .map(([file, exports]) => ({ file: file.replace(/^\.\//, ""), exports: Object.entries(exports).map(([name, value]) => ({ name, value })) }))
  .sort((a, b) => a.file.localeCompare(b.file));

const isSchema = (value: unknown): value is z.ZodType => typeof value === "object" && value !== null && "_zod" in value && "safeParse" in value;
type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  valueType?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A value of the schema's shape with `text` in every string, however deep (arrays get two items). */
function filled(schema: z.ZodType, text: string): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, filled(field, text)]));
    case "array":
      return [filled(def.element!, text), filled(def.element!, text)];
    case "record":
      return { key: filled(def.valueType!, text) };
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return filled(def.innerType!, text);
    case "pipe":
      return filled(def.in!, text);
    case "union":
      return filled(def.options![0]!, text);
    case "enum":
      return Object.values(def.entries ?? {})[0];
    case "literal":
      return def.values?.[0];
    case "number":
    case "int":
      return 1;
    case "boolean":
      return false;
    default:
      return text;
  }
}

const schemas = modules.flatMap(({ file, exports }) =>
  exports.filter(({ value }) => isSchema(value)).map(({ name, value }) => ({ file, name, schema: value as z.ZodType })),
);
const functions = modules.flatMap(({ file, exports }) =>
  exports
    .filter(({ name, value }) => typeof value === "function" && !(`${file}: ${name}` in NOT_PEOPLES_TEXT))
    .map(({ name, value }) => ({ file, name, fn: value as (...args: unknown[]) => unknown })),
);

/**
 * What a form rule (check*) reads: every field any schema declares, filled with `text` (the
 * events, family members and social links as their schemas shape them). A field no schema
 * declares is `text` too, except flags (is…, has…), which are false so that the checks behind
 * them run.
 */
function formOf(text: string): Record<string, unknown> {
  const fields = Object.assign({}, ...schemas.map(({ schema }) => filled(schema, text)).filter((value) => typeof value === "object" && value !== null));
  return new Proxy(fields, {
    get: (target, key) => (typeof key === "symbol" || key in target ? Reflect.get(target, key) : /^(is|has)[A-Z]/.test(key) ? false : text),
  });
}

describe("every check of people's text takes linear time", () => {
  it("finds the checks by listing the modules", () => {
    const names = functions.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        "findContactDetails",
        "hasContactDetails",
        "isEmail",
        "checkComment",
        "checkTribute",
        "checkPublish",
        "checkSignup",
        "parseClockTime",
      ]),
    );
    expect(schemas.map(({ name }) => name)).toEqual(expect.arrayContaining(["commentsObjSchema", "tributesObjSchema", "postFieldsSchema", "signupSchema"]));
  });

  it.each(schemas.map(({ file, name, schema }) => [`${file}: ${name}`, schema] as const))(
    `%s parses every hostile text within ${LIMIT_MS} ms`,
    (_label, schema) => {
      const slow: string[] = [];
      for (const [label, text] of Object.entries(HOSTILE_TEXTS)) {
        const ms = fastestMs(() => schema.safeParse(filled(schema, text)));
        if (ms > LIMIT_MS) slow.push(`${label}: ${ms.toFixed(0)} ms`);
      }
      expect(slow).toEqual([]);
    },
  );

  it.each(functions.map(({ file, name, fn }) => [`${file}: ${name}`, fn] as const))(`%s answers every hostile text within ${LIMIT_MS} ms`, (_label, fn) => {
    const slow: string[] = [];
    const arity = Math.max(1, fn.length);
    for (const [label, text] of Object.entries(HOSTILE_TEXTS)) {
      const form = formOf(text);
      for (const [shape, args] of [
        ["as text", Array.from({ length: arity }, () => text)],
        ["in every field", Array.from({ length: arity }, () => form)],
      ] as const) {
        const ms = fastestMs(() => fn(...args));
        if (ms > LIMIT_MS) slow.push(`${label} (${shape}): ${ms.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  });
});
