import { compileMessage } from "@lingui/message-utils/compileMessage";

/** A catalog with every ICU message parsed ahead, the form Lingui's runtime formats without a parser. */
export type CompiledCatalog = Record<string, ReturnType<typeof compileMessage>>;

/**
 * Parses every message of a catalog once. The web build does this at build time (its Vite
 * plugin), so browsers download no message parser; the server does it once at start.
 */
export function compileCatalog(catalog: Readonly<Record<string, string>>): CompiledCatalog {
  return Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, compileMessage(message)]));
}
