import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { MemorialCursor } from "./kept-pages";

/**
 * Memorial pages kept ahead of need (decision 054): while no reader is being answered, the
 * server renders the listed memorials' pages nobody has asked for yet, newest first, and keeps
 * them in the database (decision 048), so that a link preview or a search engine asking for a
 * page nobody asked for lately is sent a kept copy instead of waiting for a render.
 *
 * It walks the listed memorials with a cursor and renders, one page at a time, those whose page
 * has no copy this build may send today. Before each render it waits until no reader has been
 * answered for a moment: a reader never waits behind more than the one render under way. A walk
 * that reaches the end starts again at once if it kept something (a page may have changed
 * behind it), else after `restAfterPassMs`.
 */

/** What the walk needs from the server: the memorials to render, and a render that keeps its page. */
export type PagesAheadSource = {
  /** The next memorials after `after` whose page has no copy to send today, and the last one read. */
  withoutKeptPage: (after: MemorialCursor | null, limit: number) => Promise<{ memorials: Array<{ blogId: string }>; passed: MemorialCursor | null }>;
  /** Renders the memorial's page as a reader nobody has counted yet and keeps it; answers whether it was kept. */
  keep: (blogId: string) => Promise<boolean>;
};

type Log = { warn: (object: object, message: string) => void; info: (object: object, message: string) => void };

export type PagesAheadOptions = {
  /** True while no reader is being answered, nor has been for a moment (`watchReaders`). */
  quiet: () => boolean;
  log: Log;
  /** Memorials read at a time. */
  batch?: number;
  /** How long a walk that kept nothing rests before the next. */
  restAfterPassMs?: number;
  /** How often a waiting walk looks again whether the readers have gone. */
  lookAgainMs?: number;
};

export class PagesAhead {
  private cursor: MemorialCursor | null = null;
  private keptThisPass = 0;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private readonly batch: number;
  private readonly restAfterPassMs: number;
  private readonly lookAgainMs: number;

  constructor(
    private readonly source: PagesAheadSource,
    private readonly options: PagesAheadOptions,
  ) {
    this.batch = options.batch ?? 50;
    this.restAfterPassMs = options.restAfterPassMs ?? 10 * 60_000;
    this.lookAgainMs = options.lookAgainMs ?? 100;
  }

  /** Renders one memorial's page and keeps it, unless a copy to send today is kept already; answers whether it kept one. */
  keep(blogId: string): Promise<boolean> {
    return this.source.keep(blogId);
  }

  /** Starts walking, in the background, until `stop`. */
  start() {
    this.loop ??= this.walk();
  }

  /** Stops after the render under way; resolves once it has. */
  async stop() {
    this.stopped = true;
    await this.loop;
  }

  /**
   * One step of the walk: the next batch of memorials, each page missing rendered and kept once
   * the readers are quiet. Answers how many were kept, and whether the walk passed the last memorial.
   */
  async step(): Promise<{ kept: number; passedTheEnd: boolean }> {
    const { memorials, passed } = await this.source.withoutKeptPage(this.cursor, this.batch);
    let kept = 0;
    for (const { blogId } of memorials) {
      if (!(await this.untilQuiet())) break;
      try {
        if (await this.source.keep(blogId)) kept += 1;
      } catch (error) {
        this.options.log.warn({ err: error, blogId }, "could not keep a memorial's page ahead of need");
      }
    }
    // A walk stopped halfway takes the batch again from where it was.
    if (this.stopped) return { kept, passedTheEnd: false };
    this.cursor = passed;
    return { kept, passedTheEnd: passed === null };
  }

  private async walk() {
    while (!this.stopped) {
      try {
        const { kept, passedTheEnd } = await this.step();
        this.keptThisPass += kept;
        if (!passedTheEnd) continue;
        this.cursor = null;
        const keptInPass = this.keptThisPass;
        this.keptThisPass = 0;
        if (keptInPass > 0) {
          this.options.log.info({ kept: keptInPass }, "memorial pages kept ahead of need");
          continue;
        }
      } catch (error) {
        this.options.log.warn({ err: error }, "could not look for memorial pages to keep ahead of need; trying again later");
      }
      await this.rest(this.restAfterPassMs);
    }
  }

  /** Waits until the readers are quiet; false when stopped meanwhile. */
  private async untilQuiet(): Promise<boolean> {
    while (!this.stopped && !this.options.quiet()) await sleep(this.lookAgainMs, undefined, { ref: false });
    return !this.stopped;
  }

  /** Rests `ms`, or less when stopped meanwhile. */
  private async rest(ms: number) {
    const until = Date.now() + ms;
    while (!this.stopped && Date.now() < until) await sleep(Math.min(this.lookAgainMs * 10, until - Date.now()), undefined, { ref: false });
  }
}

/**
 * Whether the HTTP server is quiet: no request being answered, and none answered in the last
 * `quietMs`. Requests made in-process (a render's API reads) do not pass through the server and
 * do not count.
 */
export function watchReaders(server: Server, quietMs = 200, now: () => number = Date.now): () => boolean {
  let answering = 0;
  let lastAt = 0;
  server.on("request", (_request, response) => {
    answering += 1;
    lastAt = now();
    response.once("close", () => {
      answering -= 1;
      lastAt = now();
    });
  });
  return () => answering === 0 && now() - lastAt >= quietMs;
}
