import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { RENDER_THREAD_HEAP_MB, RenderThreads, type InProcessCall, type RenderResult } from "./render-threads";

/**
 * The render threads with a stand-in for the web app's server entry: a render that asks the API
 * for what its address names and answers with it, one that fails, one that ends its thread, and
 * one that keeps everything it makes until its heap is full.
 */
const ENTRY = `
export async function render(url, { fetch, locale }) {
  if (url === "/fails") throw new Error("the page could not be rendered");
  if (url === "/ends-its-thread") process.exit(3);
  if (url === "/fills-its-heap") {
    const kept = [];
    for (;;) kept.push(new Array(1 << 16).fill(kept.length));
  }
  if (url === "/not-rendered") return null;
  const answers = await Promise.all(url.slice(1).split(",").map(async (name) => {
    const response = await fetch("/api/" + name, { method: "POST", body: JSON.stringify({ name }) });
    return { status: response.status, body: await response.json() };
  }));
  return { status: 200, html: "<p>" + locale + "</p>", state: { answers }, modules: [], head: "" };
}
`;

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kma-render-threads-"));
const entryPath = path.join(folder, "entry-server.js");
fs.writeFileSync(entryPath, ENTRY);
/** A thread that fails is logged; these tests make some fail on purpose. */
const log = { error: () => {} };
const asking = new AsyncLocalStorage<string>();

/** Answers each call with its name, who asked (the context the render was asked from) and the body it sent, after `delayMs`. */
const answering =
  (delayMs = 0): InProcessCall =>
  async (input, { body }) => {
    const askedBy = asking.getStore() ?? "nobody";
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const name = input.replace("/api/", "");
    const status = name === "missing" ? 404 : 200;
    return { status, contentType: "application/json", payload: Buffer.from(JSON.stringify({ name, askedBy, sent: body ?? null })) };
  };

/** A thread sends the page's state as the JSON text the page will carry. */
const stateOf = (result: RenderResult | null) => JSON.parse(result?.stateJson ?? "null") as unknown;

const pools: RenderThreads[] = [];
function poolOf(count: number, call: InProcessCall = answering()) {
  const pool = new RenderThreads(entryPath, count, call, log);
  pools.push(pool);
  return pool;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe("render threads", () => {
  it("render in a thread: each API call is made on this thread, in the context the render was asked from", async () => {
    const pool = poolOf(1);
    const result = await asking.run("the page's request", () => pool.render("/memorial,album", { locale: "ta" }));
    expect(result).toMatchObject({ status: 200, html: "<p>ta</p>", modules: [], head: "" });
    expect(stateOf(result)).toEqual({
      answers: [
        { status: 200, body: { name: "memorial", askedBy: "the page's request", sent: '{"name":"memorial"}' } },
        { status: 200, body: { name: "album", askedBy: "the page's request", sent: '{"name":"album"}' } },
      ],
    });
  });

  it("keep renders that run at once apart: each gets its own answers and its own context", async () => {
    const pool = poolOf(2, answering(20));
    const pages = await Promise.all(
      ["a", "b", "c", "d", "e", "f"].map((name) => asking.run(`request ${name}`, () => pool.render(`/${name},missing`, { locale: "en" }))),
    );
    pages.forEach((page, index) => {
      const name = "abcdef"[index];
      expect(stateOf(page)).toEqual({
        answers: [
          { status: 200, body: { name, askedBy: `request ${name}`, sent: `{"name":"${name}"}` } },
          { status: 404, body: { name: "missing", askedBy: `request ${name}`, sent: '{"name":"missing"}' } },
        ],
      });
    });
  });

  it("answer null for a page the web app does not render, and fail a render that throws", async () => {
    const pool = poolOf(1);
    await expect(pool.render("/not-rendered", { locale: "en" })).resolves.toBeNull();
    await expect(pool.render("/fails", { locale: "en" })).rejects.toThrow("the page could not be rendered");
    // The thread is still there for the next page.
    await expect(pool.render("/after", { locale: "en" })).resolves.toMatchObject({ status: 200 });
  });

  it("fail the renders of a thread that ends, and start a new thread for the next page", async () => {
    const pool = poolOf(1, answering(50));
    const waiting = pool.render("/slow", { locale: "en" });
    const ending = pool.render("/ends-its-thread", { locale: "en" });
    await expect(ending).rejects.toThrow("render thread exited (3)");
    await expect(waiting).rejects.toThrow("render thread exited (3)");
    expect(stateOf(await pool.render("/again", { locale: "en" }))).toMatchObject({ answers: [{ status: 200, body: { name: "again" } }] });
  });

  it(`end a thread whose heap passes ${RENDER_THREAD_HEAP_MB} MB, failing its render, and render the next page in a new one`, async () => {
    const pool = poolOf(1);
    await expect(pool.render("/fills-its-heap", { locale: "en" })).rejects.toThrow("Worker terminated due to reaching memory limit");
    expect(stateOf(await pool.render("/next", { locale: "en" }))).toMatchObject({ answers: [{ status: 200, body: { name: "next" } }] });
  }, 60_000);

  it("refuse renders once closed", async () => {
    const pool = poolOf(1);
    await pool.warm();
    await pool.close();
    await expect(pool.render("/late", { locale: "en" })).rejects.toThrow("render threads closed");
  });
});
