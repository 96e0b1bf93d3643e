// The site as a new user starts it, for the on-demand measuring commands (`npm run lighthouse`,
// `npm run firsttap`): a throwaway DATA_DIR seeded with the demo data, and `scripts/start.mjs`
// (which builds the web app when it is out of date) in its own process group, in production mode.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Seeds and starts the site; resolves to `{ site, api, stop }`. `stop(code)` ends the server,
 * removes its data and exits with `code`; SIGINT and SIGTERM do the same.
 */
export async function startThrowawaySite(name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kma-${name}-`));
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: site, LOG_LEVEL: "warn", NODE_ENV: "production" };

  let server;
  async function stop(code) {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      process.kill(-server.pid, "SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(1));

  console.info("Seeding the demo data…");
  const seeded = spawnSync("npm", ["run", "seed", "--silent"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);

  server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
  try {
    await waitForServer(server, site);
  } catch (error) {
    console.error(error.message);
    await stop(1);
  }

  const api = async (call, body, token) => {
    const headers = { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await fetch(`${site}/api/${call}`, { method: "POST", headers, body: JSON.stringify(body) });
    return response.json();
  };
  return { site, api, stop, root };
}

async function waitForServer(server, site) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error("the server stopped");
    try {
      if ((await fetch(`${site}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not start");
}
