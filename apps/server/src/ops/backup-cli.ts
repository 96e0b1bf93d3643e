import path from "node:path";
import { loadConfig } from "../config";
import { BackupError, createBackup } from "./backup";

/**
 * `npm run backup [-- FILE]`: a backup of the site this environment runs (DATA_DIR,
 * DATABASE_URL, STORAGE), to FILE or ./backups/kma-backup-<time>.tar. See ops/backup.ts.
 */
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const file = path.resolve(process.argv[2] ?? path.join("backups", `kma-backup-${stamp}.tar`));
try {
  const manifest = await createBackup(loadConfig(), file);
  const objects = manifest.storage === "local" ? `${manifest.uploads} uploaded files` : `a listing of ${manifest.bucketObjects} bucket objects`;
  console.info(`Backup written to ${file}: the ${manifest.database === "pglite" ? "embedded" : "PostgreSQL"} database and ${objects}.`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
