import { Duplex } from "node:stream";
import { Worker } from "node:worker_threads";
import { serverPath } from "../lib/server-root";

/** The thread's own file: plain JavaScript, found from the server package (it is not bundled). */
const THREAD_FILE = serverPath("src/db/embedded-thread.mjs");

type FromThread =
  | { type: "ready" }
  | { type: "failed"; error: string }
  | { type: "data"; id: number; bytes: Uint8Array }
  | { type: "error"; id: number; error: string }
  | { type: "closed" };

/**
 * The embedded database in a thread of its own (decision 061). `connect()` makes the stream
 * node-postgres talks to instead of a socket; `close()` closes PGlite and ends the thread.
 */
export class EmbeddedDatabaseThread {
  readonly #worker: Worker;
  readonly #connections = new Map<number, ThreadConnection>();
  #nextId = 0;
  #exited = false;
  #closed: Promise<void> | null = null;
  #onClosed: () => void = () => {};

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (message: FromThread) => {
      if (message.type === "data") this.#connections.get(message.id)?.received(message.bytes);
      else if (message.type === "error") this.#connections.get(message.id)?.destroy(new Error(`embedded database: ${message.error}`));
      else if (message.type === "closed") this.#onClosed();
    });
    // An error the thread did not catch ends it ('exit' follows); unheard, it would end the process.
    worker.on("error", (error) => console.error(`embedded database thread failed: ${error.stack ?? error.message}`));
    worker.on("exit", () => {
      this.#exited = true;
      for (const connection of this.#connections.values()) connection.destroy(new Error("embedded database thread ended"));
      this.#onClosed();
    });
  }

  /** Starts the thread on `dataDir` and waits until PGlite has opened it. */
  static async start(dataDir: string): Promise<EmbeddedDatabaseThread> {
    const worker = new Worker(THREAD_FILE, { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if (message.type === "ready") done(null);
        else if (message.type === "failed") done(new Error(message.error));
      };
      const onError = (error: Error) => done(error);
      const onExit = (code: number) => done(new Error(`embedded database thread exited (${code}) before it opened`));
      const done = (error: Error | null) => {
        worker.off("message", onMessage).off("error", onError).off("exit", onExit);
        if (error) reject(error);
        else resolve();
      };
      worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    });
    return new EmbeddedDatabaseThread(worker);
  }

  /** A new connection's stream, for node-postgres's `stream` option. */
  connect(): Duplex {
    const id = this.#nextId++;
    const connection = new ThreadConnection(
      (bytes) => this.#worker.postMessage({ type: "data", id, bytes }, [bytes.buffer as ArrayBuffer]),
      () => {
        this.#connections.delete(id);
        this.#worker.postMessage({ type: "end", id });
      },
    );
    // A thread that has ended answers nothing: the connection fails at once instead of waiting forever.
    if (this.#exited) queueMicrotask(() => connection.destroy(new Error("embedded database thread ended")));
    else {
      this.#connections.set(id, connection);
      this.#worker.postMessage({ type: "open", id });
    }
    return connection;
  }

  /** Closes PGlite (its files written and released) and ends the thread. */
  close(): Promise<void> {
    // A thread that has ended has nothing left to close.
    if (this.#exited) return Promise.resolve();
    this.#closed ??= new Promise<void>((resolve) => {
      this.#onClosed = () => {
        void this.#worker.terminate();
        resolve();
      };
      this.#worker.postMessage({ type: "close" });
    });
    return this.#closed;
  }
}

/** One connection to the thread, as node-postgres uses a socket: connect, write, data, end. */
class ThreadConnection extends Duplex {
  readonly #send: (bytes: Uint8Array) => void;
  readonly #ended: () => void;
  #open = true;
  #unsent: Buffer[] = [];
  #unsentBytes = 0;

  constructor(send: (bytes: Uint8Array) => void, ended: () => void) {
    super();
    this.#send = send;
    this.#ended = ended;
  }

  connect() {
    queueMicrotask(() => this.emit("connect"));
    return this;
  }

  setNoDelay() {
    return this;
  }

  setKeepAlive() {
    return this;
  }

  ref() {
    return this;
  }

  unref() {
    return this;
  }

  received(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }

  override _read() {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    // node-postgres writes a statement's messages (parse, bind, describe, execute, sync) one by
    // one in the same turn: they go to the thread together, as one message, once the turn ends.
    if (this.#unsent.length === 0) queueMicrotask(() => this.#flush());
    this.#unsent.push(chunk);
    this.#unsentBytes += chunk.length;
    callback();
  }

  #flush() {
    if (this.#unsent.length === 0) return;
    // A copy of its own, handed over (not copied again) to the thread.
    const bytes = new Uint8Array(this.#unsentBytes);
    let at = 0;
    for (const chunk of this.#unsent) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    this.#unsent = [];
    this.#unsentBytes = 0;
    if (this.#open) this.#send(bytes);
  }

  override _final(callback: (error?: Error | null) => void) {
    this.#flush();
    this.#close();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.#close();
    callback(error);
  }

  #close() {
    if (!this.#open) return;
    this.#open = false;
    this.#ended();
  }
}
