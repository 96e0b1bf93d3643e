/**
 * Memorial pages rendered again behind the soft writes that changed them (decision 060).
 *
 * A like, a message, a tribute or a photo lets readers have the page as it was for a second
 * (lib/public-cache.ts), and the first of them starts its one fresh render. A page of the long
 * tail is not read again within that second: its next reader, a minute later, found it out of
 * date and waited for its whole render, on a server busy answering everyone else. So the server
 * renders it behind the write instead, once the write has answered, when readers are reading it
 * (lib/public-cache.ts `renew`): its next reader is sent the fresh page from memory, as if nobody
 * had written.
 *
 * Two memorials at a time (one's reads overlap the other's render), in the order the writes
 * came, each a moment after its write (`afterMs`), so a family's burst of likes and messages on
 * one memorial is rendered once. A memorial already waiting is not queued again; past
 * `maxWaiting`, a write's page is left to its next reader, as before, so a flood of writes on
 * many memorials costs at most two renders at a time, and one write at most one per language
 * (only a memorial's own address is renewed: plugins/web.ts).
 */

import { setTimeout as sleep } from "node:timers/promises";

export type PageRenewalsOptions = {
  /** Renders the pages of the memorial `postId` that the write left out of date. */
  renew: (postId: string) => Promise<void>;
  /** How long after a write its memorial's page is rendered again (ms). */
  afterMs: number;
  /** How many memorials' pages are rendered at once: one's reads overlap another's render. */
  atOnce?: number;
  maxWaiting?: number;
  log: { warn: (object: object, message: string) => void };
};

export class PageRenewals {
  /** The memorials waiting, each with the moment its render is due, in the order their writes came. */
  private readonly waiting = new Map<string, number>();
  private readonly workers = new Set<Promise<void>>();
  /** Workers that have not yet found nothing waiting: counted down as they do, not a moment after. */
  private working = 0;
  /** Aborted on `stop`: ends the workers' waits for a render's moment. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: PageRenewalsOptions) {}

  /** After a soft write to the memorial `postId` has answered: its pages are rendered again soon. */
  add(postId: string) {
    if (this.stopping.signal.aborted || this.waiting.has(postId) || this.waiting.size >= (this.options.maxWaiting ?? 1000)) return;
    this.waiting.set(postId, Date.now() + this.options.afterMs);
    if (this.working < (this.options.atOnce ?? 2)) {
      this.working += 1;
      const worker: Promise<void> = this.work().finally(() => this.workers.delete(worker));
      this.workers.add(worker);
    }
  }

  /** Once every memorial waiting now, or added meanwhile, has been rendered again. */
  async settled(): Promise<void> {
    while (this.workers.size > 0) await Promise.all(this.workers);
  }

  /** Renders nothing more; resolves once the renders under way, if any, have ended. */
  async stop(): Promise<void> {
    this.waiting.clear();
    this.stopping.abort();
    await this.settled();
  }

  /** Takes the memorial whose write came first once its moment has come, and renders it; until none waits. */
  private async work() {
    for (;;) {
      const next = this.waiting.entries().next();
      if (next.done || this.stopping.signal.aborted) {
        // In the same moment it finds nothing waiting, so a write just after starts a worker.
        this.working -= 1;
        return;
      }
      const [postId, dueAt] = next.value;
      const wait = dueAt - Date.now();
      // Left waiting meanwhile: more writes to it are this render's.
      if (wait > 0) {
        // Rejects when stopped, which the next turn of the loop sees.
        await sleep(wait, undefined, { ref: false, signal: this.stopping.signal }).catch(() => {});
        continue;
      }
      // Taken off as its render begins: a write that comes while it renders queues it again, after.
      this.waiting.delete(postId);
      try {
        await this.options.renew(postId);
      } catch (error) {
        this.options.log.warn({ err: error, postId }, "could not render a memorial's page again after a write; its next reader renders it");
      }
    }
  }
}
