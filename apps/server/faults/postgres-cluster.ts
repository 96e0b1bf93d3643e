import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../src/ops/server-process";

/**
 * A throwaway PostgreSQL cluster the fault suite may restart at will (initdb + pg_ctl on a free
 * loopback port). As root (CI), the server runs as the `postgres` user: initdb refuses root.
 */
export type Cluster = { url: string; restart: () => void; stop: () => void };

function findBin(name: string): string {
  for (const dir of (process.env.PATH ?? "").split(":")) if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort().reverse() : [];
  for (const version of versions) {
    const candidate = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found: install PostgreSQL (Debian: postgresql) to run the fault suite`);
}

export async function startCluster(): Promise<Cluster> {
  const initdb = findBin("initdb");
  const pgCtl = path.join(path.dirname(initdb), "pg_ctl");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-faults-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", args.map((a) => `'${a}'`).join(" ")], { stdio: "ignore" });
    else execFileSync(args[0], args.slice(1), { stdio: "ignore" });
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dataDir]);
  run([initdb, "-D", dataDir, "-U", "app", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c max_connections=100 -c fsync=on`;
  run([pgCtl, "-D", dataDir, "-l", path.join(dataDir, "server.log"), "-o", options, "-w", "start"]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    // -m fast: every session is ended at once, as in a failover or a crash-restart.
    restart: () => run([pgCtl, "-D", dataDir, "-m", "fast", "-l", path.join(dataDir, "server.log"), "-o", options, "-w", "restart"]),
    stop: () => {
      try {
        run([pgCtl, "-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
