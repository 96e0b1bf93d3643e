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

/**
 * The connections the main thread has open: their bytes not yet a whole protocol message, and
 * whether their startup message has come. PGlite is one session, so one connection at a time owns
 * it; the pool opens one (embedded-connection.ts).
 */
const connections = new Map();
/** The connection whose startup reached PGlite, until it ends; -1 when none. */
let owner = -1;
/** Each piece of work waits for the one before: PGlite is one session, and messages keep their order. */
let queue = Promise.resolve();
let closing = false;

// Requests a client may send before its startup message, answered here: PGlite's own startup
// handling would take them for a startup message it cannot read, and end itself.
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/** A message's length: the startup message has no type byte, every later one has one before its length. */
function messageLength(buffer, started) {
  if (started) return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : 0;
  return buffer.length >= 4 ? buffer.readInt32BE(0) : 0;
}

async function run(message) {
  const out = [];
  // The data is a view of PGlite's memory, which its next answer writes over: copied at once.
  await db.runExclusive(() => db.execProtocolRawStream(message, { onRawData: (data) => out.push(data.slice()) }));
  return out;
}

/** The next connection starts from a clean session: no transaction or prepared statement of the one before it. */
async function reset() {
  if (db.isInTransaction()) await db.exec("ROLLBACK");
  await db.exec("DISCARD ALL");
}

/** A FATAL error, as a server that refuses a connection sends it. */
function fatal(code, text) {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`, "utf8");
  const header = Buffer.alloc(5);
  header.write("E", 0, "latin1");
  header.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([header, fields]);
}

const send = (id, answers) => {
  if (answers.length === 0) return;
  const size = answers.reduce((sum, data) => sum + data.length, 0);
  const answer = new Uint8Array(size);
  let at = 0;
  for (const data of answers) {
    answer.set(data, at);
    at += data.length;
  }
  parentPort.postMessage({ type: "data", id, bytes: answer }, [answer.buffer]);
};

async function received(id, bytes) {
  const state = connections.get(id);
  if (!state) return;
  const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  state.pending = state.pending.length === 0 ? chunk : Buffer.concat([state.pending, chunk]);
  const answers = [];
  for (;;) {
    const length = messageLength(state.pending, state.started);
    if (length === 0 || state.pending.length < length) break;
    // A view, not a copy: PGlite copies the message into its own memory.
    const message = state.pending.subarray(0, length);
    state.pending = state.pending.subarray(length);
    if (!state.started) {
      const code = length >= 8 ? message.readInt32BE(4) : 0;
      // No encryption between two threads of one process: the client goes on without it.
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        answers.push(Buffer.from("N", "latin1"));
        continue;
      }
      // Nothing runs long enough here to be worth cancelling; the request is not the session's.
      if (code === CANCEL_REQUEST) break;
      if (owner !== -1 && owner !== id) {
        answers.push(fatal("53300", "the embedded database takes one connection at a time"));
        send(id, answers);
        return;
      }
      owner = id;
      state.started = true;
    }
    // A Terminate ('X') ends the connection, not PGlite's session.
    if (message[0] === 0x58) continue;
    try {
      answers.push(...(await run(message)));
    } catch (error) {
      parentPort.postMessage({ type: "error", id, error: String(error?.message ?? error) });
      return;
    }
  }
  send(id, answers);
}

async function ended(id) {
  connections.delete(id);
  if (owner !== id) return;
  owner = -1;
  await reset();
}

async function close() {
  try {
    await db.close();
  } finally {
    parentPort.postMessage({ type: "closed" });
  }
}

parentPort.on("message", (message) => {
  if (message.type === "open") connections.set(message.id, { pending: Buffer.alloc(0), started: false });
  else if (message.type === "data") queue = queue.then(() => received(message.id, message.bytes));
  else if (message.type === "end") queue = queue.then(() => ended(message.id));
  else if (message.type === "close" && !closing) {
    closing = true;
    queue = queue.then(close);
  }
  queue = queue.catch((error) => parentPort.postMessage({ type: "error", id: owner, error: String(error?.message ?? error) }));
});

parentPort.postMessage({ type: "ready" });
