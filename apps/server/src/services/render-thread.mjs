// One render thread (decision 050): the web app's server render (dist/server/entry-server.js)
// run off the server's main thread. The main thread sends a page to render; every API call the
// render makes comes back to the main thread as a message, which answers it in-process (the
// same app.inject call as before, inside the render's own scopes) and sends the answer back.
// React's render, the page's largest cost, then runs beside the main thread's other requests.
// Plain JavaScript: the thread is started by Node itself, from the sources or from the bundle.
import { AsyncLocalStorage } from "node:async_hooks";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { inProcessResponse } from "./in-process-response.mjs";

/** @type {{ entryPath: string }} */
const { entryPath } = workerData;
const entry = await import(pathToFileURL(entryPath).href);

/** Which render an API call belongs to: several renders interleave while they wait on their calls. */
const currentRender = new AsyncLocalStorage();
/** @type {Map<number, { resolve: (response: Response) => void, reject: (error: Error) => void }>} */
const waiting = new Map();
let nextCall = 0;

/** The render's `fetch`: the call goes to the main thread, which makes it in-process. */
function fetchFromServer(input, init = {}) {
  const render = currentRender.getStore();
  const call = nextCall++;
  return new Promise((resolve, reject) => {
    waiting.set(call, { resolve, reject });
    const body = typeof init.body === "string" ? init.body : undefined;
    parentPort.postMessage({ type: "call", render, call, input, method: init.method ?? "GET", body });
  });
}

function send(message) {
  try {
    parentPort.postMessage(message);
  } catch (error) {
    // What the render answered could not be copied to the main thread: the page falls back to the app shell.
    parentPort.postMessage({ type: "rendered", id: message.id, error: `render answer not sendable: ${error}` });
  }
}

parentPort.on("message", (message) => {
  if (message.type === "answer") {
    const pending = waiting.get(message.call);
    waiting.delete(message.call);
    if (!pending) return;
    if (message.error) pending.reject(new Error(message.error));
    else pending.resolve(inProcessResponse(message.payload, message));
    return;
  }
  if (message.type === "render") {
    const { id, url, locale, form } = message;
    currentRender
      .run(id, () => entry.render(url, { fetch: fetchFromServer, locale, form }))
      .then(
        // The state goes as JSON text, as the page will carry it: made here, it is what one
        // thread would have made (a structured copy turns an error into a plain Error).
        (result) => send({ type: "rendered", id, result: result && { ...result, state: undefined, stateJson: JSON.stringify(result.state) } }),
        (error) => send({ type: "rendered", id, error: String(error?.stack ?? error) }),
      );
  }
});

parentPort.postMessage({ type: "ready" });
