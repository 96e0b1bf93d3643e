import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work that no reader is waiting for: a cached answer refreshed in the background while readers
 * are served the copy from before, a page rendered again behind a write, a page kept ahead of
 * need. The render thread takes a waiting reader's render before such work (decision 066).
 */
const nobody = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as work nobody waits for. */
export function whileNobodyWaits<T>(work: () => T): T {
  return nobody.run(true, work);
}

/** Whether the work running now was started by `whileNobodyWaits`. */
export function nobodyWaits(): boolean {
  return nobody.getStore() === true;
}
