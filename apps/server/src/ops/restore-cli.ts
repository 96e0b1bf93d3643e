import path from "node:path";
import { loadConfig } from "../config";
import { BackupError, missingBucketObjects, restoreBackup } from "./backup";

/**
 * `npm run restore -- FILE`: restores a backup (npm run backup) into the site this environment
 * describes, which must be empty: a fresh DATA_DIR, or an empty database at DATABASE_URL.
 */
const given = process.argv[2];
if (!given) {
  console.error("Usage: npm run restore -- FILE (a file written by npm run backup)");
  process.exit(1);
}
const file = path.resolve(given);
try {
  const config = loadConfig();
  const manifest = await restoreBackup(config, file);
  console.info(`Restored ${file} (taken ${manifest.createdAt}) into ${config.databaseUrl ? "the PostgreSQL database" : config.dataDir}.`);
  if (manifest.storage === "s3") {
    const missing = config.storage.driver === "s3" ? await missingBucketObjects(config, file) : null;
    if (missing === null) console.info("The backup lists an S3 bucket's images; point STORAGE=s3 at that bucket (or a copy of it).");
    else if (missing.length > 0) console.warn(`The bucket lacks ${missing.length} image(s) the backup lists, e.g. ${missing.slice(0, 3).join(", ")}.`);
    else console.info(`All ${manifest.bucketObjects} images the backup lists are in the bucket.`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
