// The embedded database's thread (decision 061): PGlite, which runs PostgreSQL compiled to
// WebAssembly on whichever thread calls it, runs here instead of on the server's main thread,
// so a write's statements no longer hold up every other request. The main thread talks to it
// as to a PostgreSQL server: node-postgres writes the wire protocol into a stream
// (embedded-connection.ts), whose bytes arrive here and go to PGlite as they would over a socket;
// PGlite's answer goes back the same way. Plain JavaScript: started by Node itself, from the
// sources or from the bundle.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ dataDir: string }} */
const { dataDir } = workerData;

let db;
try {
  db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
} catch (error) {
  parentPort.postMessage({ type: "failed", error: String(error?.stack ?? error) });
  throw error;
}

/** Bytes of the open connection not yet a whole protocol message. */
let pending = Buffer.alloc(0);
/** The connection the bytes belong to; an older one's are dropped. */
let connection = -1;
/** Each piece of work waits for the one before: PGlite is one session, and messages keep their order. */
let queue = Promise.resolve();
let closing = false;

/** A message's length: the startup message has no type byte, every later one has one before its length. */
function messageLength(buffer, started) {
  if (started) return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : 0;
  return buffer.length >= 4 ? buffer.readInt32BE(0) : 0;
}

let started = false;

async function run(message) {
  const out = [];
  // The data is a view of PGlite's memory, which its next answer writes over: copied at once.
  await db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: (data) => out.push(data.slice()) }));
  return out;
}

/** A new connection starts from a clean session: no transaction or prepared statement of the one before it. */
async function reset() {
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  await db.exec("DISCARD ALL");
}

async function received(id, bytes) {
  if (id !== connection) return;
  pending = pending.length === 0 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : Buffer.concat([pending, bytes]);
  const answers = [];
  for (;;) {
    const length = messageLength(pending, started);
    if (length === 0 || pending.length < length) break;
    const message = new Uint8Array(pending.subarray(0, length));
    pending = pending.subarray(length);
    // A Terminate ('X') ends the connection, not PGlite's session.
    if (started && message[0] === 0x58) continue;
    started = true;
    try {
      answers.push(...(await run(message)));
    } catch (error) {
      parentPort.postMessage({ type: "error", id, error: String(error?.message ?? error) });
      return;
    }
  }
  if (answers.length === 0) return;
  const size = answers.reduce((sum, data) => sum + data.length, 0);
  const answer = new Uint8Array(size);
  let at = 0;
  for (const data of answers) {
    answer.set(data, at);
    at += data.length;
  }
  parentPort.postMessage({ type: "data", id, bytes: answer }, [answer.buffer]);
}

parentPort.on("message", (message) => {
  if (message.type === "open") {
    queue = queue.then(async () => {
      if (connection !== -1) await reset();
      connection = message.id;
      pending = Buffer.alloc(0);
      started = false;
    });
  } else if (message.type === "data") {
    queue = queue.then(() => received(message.id, message.bytes));
  } else if (message.type === "end") {
    queue = queue.then(async () => {
      if (connection !== message.id) return;
      connection = -1;
      await reset();
    });
  } else if (message.type === "close" && !closing) {
    closing = true;
    queue = queue.then(async () => {
      await db.close();
      parentPort.postMessage({ type: "closed" });
    });
  }
  queue = queue.catch((error) => parentPort.postMessage({ type: "error", id: connection, error: String(error?.message ?? error) }));
});

parentPort.postMessage({ type: "ready" });
