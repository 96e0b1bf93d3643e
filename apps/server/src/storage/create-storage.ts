import path from "node:path";
import type { Config } from "../config";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** The driver STORAGE names: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): Storage {
  const { driver, bucket, endpoint, region } = config.storage;
  if (driver === "s3") {
    if (!bucket) throw new Error("Invalid configuration: STORAGE=s3 needs S3_BUCKET");
    return new S3Storage({ bucket, endpoint, region });
  }
  return new LocalStorage(path.join(config.dataDir, "uploads"));
}
