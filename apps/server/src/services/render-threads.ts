import { AsyncLocalStorage } from "node:async_hooks";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "@kma/core/i18n/locales";
import type { PageFormState } from "@kma/core/engagement/page-forms";
import { serverPath } from "../lib/server-root";

/** What the web app's server entry (apps/web/src/entry-server.tsx, built to dist/server) answers. */
export type RenderResult = {
  status: number;
  html: string;
  state: unknown;
  /**
   * The state as JSON text, from a render thread: made there, as on one thread, since copying
   * it between threads would change it (an Error keeps neither its class's name nor its fields).
   */
  stateJson?: string;
  modules: string[];
  head: string;
  /** The days the page reads the same: rendered on `from`, unchanged by the date through `through` (decision 052). */
  days?: PageDays;
};

/** Days as 'YYYY-MM-DD'. */
export type PageDays = { from: string; through: string };

/** One API call of a render, answered in-process: its status, content type and the bytes it sent. */
export type InProcessAnswer = { status: number; contentType: string; payload: Buffer };
export type InProcessCall = (input: string, init: { method: string; body?: string }) => Promise<InProcessAnswer>;

type RenderOptions = { locale: Locale; form?: PageFormState };
/** A render in a thread, waiting: its promise, and the main thread's context it was asked from. */
type Waiting = { resolve: (result: RenderResult | null) => void; reject: (error: Error) => void; inContext: <R>(work: () => R) => R };
type Thread = { worker: Worker; waiting: Map<number, Waiting>; ready: Promise<void> };

type ThreadMessage =
  | { type: "ready" }
  | { type: "call"; render: number; call: number; input: string; method: string; body?: string }
  | { type: "rendered"; id: number; result?: RenderResult | null; error?: string };

/**
 * The old generation's limit of each render thread's heap, in MB. A thread's live heap is some
 * 25–35 MB (the web app's server render and a page at a time); without a limit V8 sized it for
 * the machine (4 GB here) and let it grow past 100 MB between collections, a good part of the
 * server's memory. With this one it stays near 65 MB, at the same pages a second. A render that
 * ever needed more would end its thread, failing its pages to the app shell (any render's
 * failure), and the next page starts a new one.
 */
export const RENDER_THREAD_HEAP_MB = 128;

/** The worker's own file: plain JavaScript, found from the server package (it is not bundled). */
const THREAD_FILE = serverPath("src/services/render-thread.mjs");

/**
 * The web app's server render in worker threads (decision 050), so that React's render of a page
 * nobody asked for lately, the largest part of its cost, no longer holds up the main thread's
 * other requests. Each render's API calls come back to the main thread and are made there by
 * `call`, inside the context the render was asked from: the public cache's collection of the
 * page's scopes and the render's shared reads (decision 046) see them as before.
 *
 * Threads start on the first render (or `warm()`); a thread that dies fails its renders (their
 * pages fall back to the app shell, as any failed render does) and is started again on the next.
 */
export class RenderThreads {
  readonly #threads: Array<Thread | undefined>;
  #nextId = 0;
  #closed = false;

  constructor(
    private readonly entryPath: string,
    count: number,
    private readonly call: InProcessCall,
    private readonly log: Pick<FastifyBaseLogger, "error">,
  ) {
    this.#threads = Array.from({ length: count }, () => undefined);
  }

  get size() {
    return this.#threads.length;
  }

  /** Starts every thread now, so the first visitor does not wait for one to load the web app. */
  async warm(): Promise<void> {
    await Promise.all(this.#threads.map((_, index) => this.#thread(index).ready));
  }

  render(url: string, options: RenderOptions): Promise<RenderResult | null> {
    if (this.#closed) return Promise.reject(new Error("render threads closed"));
    const thread = this.#thread(this.#leastBusy());
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject, inContext: AsyncLocalStorage.snapshot() });
      thread.worker.postMessage({ type: "render", id, url, locale: options.locale, form: options.form });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#threads.map((thread) => thread?.worker.terminate()));
  }

  #leastBusy(): number {
    let best = 0;
    for (let index = 1; index < this.#threads.length; index++) {
      if ((this.#threads[index]?.waiting.size ?? 0) < (this.#threads[best]?.waiting.size ?? 0)) best = index;
    }
    return best;
  }

  #thread(index: number): Thread {
    const existing = this.#threads[index];
    if (existing) return existing;
    const worker = new Worker(THREAD_FILE, { workerData: { entryPath: this.entryPath }, resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB } });
    // A thread never keeps the process alive by itself; closing the app ends them.
    worker.unref();
    const waiting = new Map<number, Waiting>();
    let started: () => void = () => {};
    const ready = new Promise<void>((resolve) => (started = resolve));
    const thread: Thread = { worker, waiting, ready };
    const fail = (error: Error) => {
      if (this.#threads[index] === thread) this.#threads[index] = undefined;
      started();
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    worker.on("message", (message: ThreadMessage) => {
      if (message.type === "ready") started();
      else if (message.type === "call") this.#answer(thread, message);
      else {
        const pending = waiting.get(message.id);
        waiting.delete(message.id);
        if (!pending) return;
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result ?? null);
      }
    });
    worker.on("error", (error) => {
      this.log.error({ err: error }, "render thread failed");
      fail(error);
    });
    worker.on("exit", (code) => fail(new Error(`render thread exited (${code})`)));
    this.#threads[index] = thread;
    return thread;
  }

  /** Makes a render's API call on this thread, in the context its render was asked from, and sends the answer back. */
  #answer(thread: Thread, { render, call, input, method, body }: Extract<ThreadMessage, { type: "call" }>) {
    const pending = thread.waiting.get(render);
    const made = pending ? pending.inContext(() => this.call(input, { method, body })) : Promise.reject(new Error("render no longer waiting"));
    made.then(
      ({ status, contentType, payload }) => {
        // A copy of its own, handed over (not copied again) to the thread.
        const bytes = new Uint8Array(payload);
        thread.worker.postMessage({ type: "answer", call, status, contentType, payload: bytes }, [bytes.buffer]);
      },
      (error: unknown) => thread.worker.postMessage({ type: "answer", call, error: String(error) }),
    );
  }
}
