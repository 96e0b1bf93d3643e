import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http-errors";

type Visit = { item: unknown; key: string; parent: Visit | null };

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join(".");
};

/**
 * The path of a string holding U+0000 inside `value` ("" is the value itself), or null.
 * Walked with a stack, not recursion, and paths are spelled only for the string found: a
 * 1 MB body may nest hundreds of thousands of levels deep.
 */
export function nulCharacterPath(value: unknown): string | null {
  const pending: Visit[] = [{ item: value, key: "", parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { item } = visit;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return pathOf(visit);
    } else if (item !== null && typeof item === "object" && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) pending.push({ item: inner, key, parent: visit });
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a string carrying one would fail at the database as a
 * 500. No form can type it, so any request field holding one is a 400 naming the field,
 * before validation and before any query.
 */
export const rejectNulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const path = nulCharacterPath(value);
      if (path !== null) throw badRequest(`${path || part} must not contain the NUL character`);
    }
  });
});
