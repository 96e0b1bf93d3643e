// An in-process API call's answer as the web app reads it, on the main thread and in a render
// thread alike (decision 050). Plain JavaScript, so a render thread, which Node starts without
// a TypeScript loader, can import it too.

/**
 * A Response whose body is the bytes the call sent, handed over as they are: a Response made
 * with its body puts bytes already in memory through a stream and reads them back out of it,
 * four times for each memorial page.
 * @param {Uint8Array} payload
 * @param {{ status: number, contentType: string }} answer
 * @returns {Response}
 */
export function inProcessResponse(payload, { status, contentType }) {
  const response = new Response(null, { status, headers: { "content-type": contentType } });
  const bytes = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const text = () => bytes.toString("utf8");
  return Object.assign(response, {
    text: async () => text(),
    json: async () => JSON.parse(text()),
    arrayBuffer: async () => new Uint8Array(bytes).buffer,
    blob: async () => new Blob([new Uint8Array(bytes)], { type: contentType }),
  });
}
