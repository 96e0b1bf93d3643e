import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Reads that the parts of one server render of a page share (decision 046). A memorial page
 * reads its memorial for the share preview, again for get-post, and its reference once more in
 * each of the album, wall and tributes calls: the same row up to five times in a few
 * milliseconds. Inside a render, the first read of a key is kept and the later ones take it.
 *
 * Freshness: a kept read is taken only while no write has invalidated anything in the public
 * cache since that read began (`version`, the cache's count of invalidations). A read the
 * cache then keeps is as fresh as one made at the moment it was taken; after any write the
 * key is read again. Nothing outlives the render, and outside a render every read is made.
 * The scope holds only what a render's in-process calls read, which are anonymous public
 * reads: each call still checks what its caller may see.
 */
type Kept = { version: number; value: Promise<unknown> };
type Scope = { open: boolean; version: () => number; kept: Map<string, Kept> };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs `render` with its reads shared; `version` counts the writes seen (invalidations). */
export async function withSharedReads<T>(version: () => number, render: () => Promise<T>): Promise<T> {
  const scope: Scope = { open: true, version, kept: new Map() };
  try {
    return await scopes.run(scope, render);
  } finally {
    // Anything still running from this render (a timer, a late continuation) reads for itself.
    scope.open = false;
    scope.kept.clear();
  }
}

/**
 * `read()`, or inside a render the same key's read made since the last write. `alsoKnown`
 * names other keys the value answers (a memorial found by its address is its reference too),
 * kept as if read at the same moment.
 */
export function sharedRead<T>(key: string, read: () => Promise<T>, alsoKnown?: (value: T) => Array<[string, unknown]>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope?.open) return read();
  const version = scope.version();
  const kept = scope.kept.get(key);
  if (kept && kept.version === version) return kept.value as Promise<T>;
  const value = read();
  scope.kept.set(key, { version, value });
  value.then(
    (answer) => {
      if (!scope.open || !alsoKnown) return;
      for (const [other, otherValue] of alsoKnown(answer)) {
        const present = scope.kept.get(other);
        if (!present || present.version < version) scope.kept.set(other, { version, value: Promise.resolve(otherValue) });
      }
    },
    // A failed read is not kept: the next asks again.
    () => {
      if (scope.kept.get(key)?.value === value) scope.kept.delete(key);
    },
  );
  return value;
}
