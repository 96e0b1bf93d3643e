import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of an archive: small data compressed in memory, or a stream stored as it comes. */
export type ZipEntry = { name: string; data: Uint8Array } | { name: string; stream: Readable };

/** Resolves when the output may take more, or has been closed (the client went away). */
function writable(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/**
 * A ZIP archive as a stream, written while `entries` yields: photos are read chunk by chunk
 * from storage and passed through uncompressed (they are already compressed images), waiting
 * for the reader whenever the output is full, so an archive of many photos never sits in
 * memory. An error in the middle ends the stream with it (the client sees a broken download).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    if (out.destroyed) return;
    out.write(chunk);
    if (final) out.end();
  });

  async function write() {
    for await (const entry of entries) {
      if (out.destroyed) return;
      if ("data" in entry) {
        const file = new ZipDeflate(entry.name, { level: 6 });
        zip.add(file);
        file.push(entry.data, true);
      } else {
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        try {
          for await (const chunk of entry.stream) {
            file.push(chunk as Uint8Array);
            await writable(out);
            if (out.destroyed) return;
          }
        } finally {
          entry.stream.destroy();
        }
        file.push(new Uint8Array(0), true);
      }
      await writable(out);
    }
    zip.end();
  }
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
