import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_ROOT } from "../lib/server-root";
import { serverNodeFlags } from "./heap-ceiling.mjs";

/**
 * Real server processes (`npm start`'s server: the bundle, dist/server.mjs, decision 049) for the
 * tests and checks that need more than app.inject: several servers on one database, kill -9,
 * SIGTERM, database restarts.
 */

/** `node` arguments that run the server as `npm start` does, after its flags (serverNodeFlags). */
export const SERVER_COMMAND = ["dist/server.mjs"];

let bundleChecked = false;
/** Builds the bundle when a source is newer (once per process: the sources do not change under a test run). */
export function ensureServerBundle() {
  if (bundleChecked) return;
  const built = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: SERVER_ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error(`building the server failed (${built.status})`);
  bundleChecked = true;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export type ServerProcess = { url: string; port: number; child: ChildProcess; dataDir: string; exited: Promise<number | null> };

async function waitForHealth(url: string, child: ChildProcess) {
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy in 2 minutes`);
}

/**
 * Starts the server with `env` on a free port (or `port`) and waits until /api/health answers.
 * DATA_DIR is a new temporary folder unless `dataDir` is given (embedded mode reopens one).
 * `onLogLine` receives each line the server logs (set LOG_LEVEL in `env` to see requests).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { dataDir?: string; port?: number; onLogLine?: (line: string) => void } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "kma-server-"));
  ensureServerBundle();
  const childEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    WEB_DIST: path.join(dataDir, "no-web"),
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
  };
  const child = spawn(process.execPath, [...serverNodeFlags(childEnv), ...SERVER_COMMAND], {
    cwd: SERVER_ROOT,
    env: childEnv,
    stdio: ["ignore", options.onLogLine ? "pipe" : "ignore", "inherit"],
  });
  if (options.onLogLine && child.stdout) {
    let rest = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString("utf8")).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) options.onLogLine!(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, port, child, dataDir, exited };
}

/** A JSON POST to /api{route}: status and parsed body (null when the body is not JSON). */
export async function callApi(base: string, route: string, body: unknown, token?: string, signal?: AbortSignal) {
  const res = await fetch(`${base}/api${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  return { status: res.status, json: parseJson(text) };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
