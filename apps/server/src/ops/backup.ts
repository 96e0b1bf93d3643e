import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import * as tar from "tar";
import type { Config } from "../config";
import { takeLock } from "../db/client";
import { S3Storage } from "../storage/s3-storage";
import { isGeneratedKey } from "../storage/storage";

const run = promisify(execFile);

/**
 * `npm run backup` / `npm run restore -- FILE`. A backup is one tar file:
 * - `manifest.json`: what it holds, from which mode, when;
 * - `db/pglite.tar.gz` (embedded: PGlite's own consistent dump of its data directory) or
 *   `db/postgres.dump` (`pg_dump --format=custom`);
 * - `uploads/` (STORAGE=local: every stored image) or `bucket.json` (STORAGE=s3: the listing of
 *   the bucket, key, size and ETag, to check a restored site against; the objects themselves are
 *   the bucket's to keep, with its versioning or replication);
 * - `jwt-secret` when DATA_DIR has one, so signed-in visitors stay signed in after a restore.
 * Restoring never overwrites: the target database and uploads folder must be empty.
 */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  database: "pglite" | "postgres";
  storage: "local" | "s3";
  uploads: number;
  bucketObjects?: number;
};

const pgliteDir = (config: Config) => path.join(config.dataDir, "db");
const uploadsDir = (config: Config) => path.join(config.dataDir, "uploads");
const secretFile = (config: Config) => path.join(config.dataDir, "jwt-secret");

export class BackupError extends Error {}

/** Writes a backup of the site `config` describes to `file`; answers its manifest. */
export async function createBackup(config: Config, file: string): Promise<BackupManifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "kma-backup-"));
  try {
    fs.mkdirSync(path.join(staging, "db"));
    const database = config.databaseUrl ? "postgres" : "pglite";
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, path.join(staging, "db", "postgres.dump"));
    else await dumpPglite(pgliteDir(config), path.join(staging, "db", "pglite.tar.gz"));

    let uploads = 0;
    let bucketObjects: number | undefined;
    if (config.storage.driver === "local") {
      fs.mkdirSync(path.join(staging, "uploads"));
      if (fs.existsSync(uploadsDir(config))) {
        for (const name of fs.readdirSync(uploadsDir(config))) {
          if (name.endsWith(".tmp")) continue; // a write in progress, not a stored image
          // Folders hold generated files (notices/, decision 023): drawn again on demand, not backed up.
          if (fs.statSync(path.join(uploadsDir(config), name)).isDirectory()) continue;
          fs.copyFileSync(path.join(uploadsDir(config), name), path.join(staging, "uploads", name));
          uploads++;
        }
      }
    } else {
      const storage = new S3Storage({ bucket: config.storage.bucket!, endpoint: config.storage.endpoint, region: config.storage.region });
      // Generated notices (decision 023) are drawn again on demand: the record is of uploads.
      const listing = (await storage.list()).filter((object) => !isGeneratedKey(object.key));
      await storage.close();
      fs.writeFileSync(path.join(staging, "bucket.json"), JSON.stringify(listing, null, 1));
      bucketObjects = listing.length;
    }
    if (fs.existsSync(secretFile(config))) fs.copyFileSync(secretFile(config), path.join(staging, "jwt-secret"));

    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, storage: config.storage.driver, uploads, bucketObjects };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ file, cwd: staging, portable: true }, fs.readdirSync(staging));
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores `file` into the empty site `config` describes; answers the backup's manifest. */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No backup file at ${file}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "kma-restore-"));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifestPath = path.join(staging, "manifest.json");
    if (!fs.existsSync(manifestPath)) throw new BackupError(`${file} is not a backup of this site (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as BackupManifest;
    if (manifest.format !== 1) throw new BackupError(`Unknown backup format ${String(manifest.format)}`);
    const target = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.database !== target) {
      throw new BackupError(
        `This backup is of the ${manifest.database === "pglite" ? "embedded database" : "PostgreSQL database"}; restore it with ${manifest.database === "pglite" ? "DATABASE_URL unset" : "DATABASE_URL set"}.`,
      );
    }
    if (config.storage.driver === "local" && fs.existsSync(uploadsDir(config)) && fs.readdirSync(uploadsDir(config)).length > 0) {
      throw new BackupError(`${uploadsDir(config)} is not empty: restore into a fresh DATA_DIR, nothing is overwritten.`);
    }

    if (config.databaseUrl) await restorePostgres(config.databaseUrl, path.join(staging, "db", "postgres.dump"));
    else await restorePglite(pgliteDir(config), path.join(staging, "db", "pglite.tar.gz"));

    if (manifest.storage === "local" && config.storage.driver === "local") {
      fs.mkdirSync(uploadsDir(config), { recursive: true });
      for (const name of fs.readdirSync(path.join(staging, "uploads")))
        fs.copyFileSync(path.join(staging, "uploads", name), path.join(uploadsDir(config), name));
    }
    const secret = path.join(staging, "jwt-secret");
    if (fs.existsSync(secret) && !fs.existsSync(secretFile(config))) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.copyFileSync(secret, secretFile(config));
      fs.chmodSync(secretFile(config), 0o600);
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Objects the backup's bucket listing has that the bucket `config` names lacks (STORAGE=s3). */
export async function missingBucketObjects(config: Config, file: string): Promise<string[]> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "kma-check-"));
  try {
    await tar.extract({ file, cwd: staging, strict: true }, ["bucket.json"]);
    const listed = JSON.parse(fs.readFileSync(path.join(staging, "bucket.json"), "utf8")) as Array<{ key: string }>;
    const storage = new S3Storage({ bucket: config.storage.bucket!, endpoint: config.storage.endpoint, region: config.storage.region });
    const present = new Set((await storage.list()).map((object) => object.key));
    await storage.close();
    return listed.map((object) => object.key).filter((key) => !present.has(key));
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** PGlite's dump of its own data directory, taken through the database (consistent), not by copying files under it. */
async function dumpPglite(dir: string, out: string) {
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new BackupError(`No embedded database in ${dir}: check DATA_DIR.`);
  let release: () => void;
  try {
    release = takeLock(dir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message} The embedded database allows one process: stop the site for the backup (a few seconds), or run on PostgreSQL (DATABASE_URL) to back up while it runs.`,
    );
  }
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    try {
      await client.query("CHECKPOINT");
      const dump = await client.dumpDataDir("gzip");
      fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function restorePglite(dir: string, dump: string) {
  if (fs.existsSync(path.join(dir, "PG_VERSION")))
    throw new BackupError(`${dir} already holds a database: restore into a fresh DATA_DIR, nothing is overwritten.`);
  fs.mkdirSync(dir, { recursive: true });
  const release = takeLock(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(dump)]) });
    await client.query("SELECT 1");
    await client.close();
  } finally {
    release();
  }
}

async function pgTool(tool: "pg_dump" | "pg_restore", args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT")
      throw new BackupError(`${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client), version 15 or newer.`);
    throw new BackupError(`${tool} failed: ${failure.stderr?.trim() || failure.message}`);
  }
}

const dumpPostgres = (url: string, out: string) => pgTool("pg_dump", ["--format=custom", "--no-owner", "--no-acl", `--file=${out}`, url]);

async function restorePostgres(url: string, dump: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'");
    if (Number(rows[0]!.count) > 0) throw new BackupError("The target database already has tables: restore into an empty database, nothing is overwritten.");
  } finally {
    await client.end();
  }
  await pgTool("pg_restore", ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", `--dbname=${url}`, dump]);
}
