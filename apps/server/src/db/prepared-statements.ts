import { createHash } from "node:crypto";
import pg from "pg";

/** At most this many statements prepared on one connection; later ones run as before. */
export const MAX_PREPARED_PER_CONNECTION = 256;
/** Longer statements are never prepared: the server keeps each prepared one for the connection's life. */
const MAX_PREPARED_TEXT = 16_000;
/** Texts seen once, remembered until a second sight prepares them; forgotten all at once past this. */
const MAX_SEEN_ONCE = 2_000;

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A connection that has PostgreSQL keep a statement it is asked for a second time (a named
 * prepared statement, decision 051). An unnamed statement is parsed and planned again on every
 * call: for a memorial's wall query that was 0.5 ms of the database's CPU, its run 0.07 ms. The
 * server's statements are made by its code with their values as parameters, so a few hundred
 * texts recur; a text seen once (a batch whose length varies, a migration) is never prepared.
 * The name is a hash of the text, so one name never means two statements.
 */
class PreparingConnection extends pg.Client {
  readonly #prepared = new Map<string, string>();
  #seenOnce = new Set<string>();

  // pg's query() is overloaded (text, config, Submittable; promise or callback); every form
  // goes through here unchanged, except that a recurring config's text gets its name.
  override query(...args: unknown[]): never {
    const config = args[0] as QueryConfigLike | string | null | undefined;
    if (config && typeof config === "object" && typeof config.text === "string" && config.name === undefined && typeof config.submit !== "function") {
      const name = this.#nameFor(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...all: unknown[]) => never)(...args);
  }

  #nameFor(text: string): string | null {
    const known = this.#prepared.get(text);
    if (known) return known;
    if (text.length > MAX_PREPARED_TEXT || this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return null;
    if (!this.#seenOnce.has(text)) {
      if (this.#seenOnce.size >= MAX_SEEN_ONCE) this.#seenOnce = new Set();
      this.#seenOnce.add(text);
      return null;
    }
    this.#seenOnce.delete(text);
    const name = `kma_${createHash("sha256").update(text).digest("base64url").slice(0, 32)}`;
    this.#prepared.set(text, name);
    return name;
  }
}

/** Typed as pg's Client, whose overloads callers keep. */
export const PreparingClient: typeof pg.Client = PreparingConnection;
export type PreparingClient = pg.Client;
