import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, vi } from "vitest";

/**
 * An S3-compatible server on 127.0.0.1 (random port) with bucket "test", for one test file.
 * The SDK finds the credentials where it would in production: the AWS_* variables.
 */
export async function startS3rver() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kma-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: "test" }] });
  const { port } = await server.run();
  vi.stubEnv("AWS_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "S3RVER");
  afterAll(async () => {
    await server.close();
    vi.unstubAllEnvs();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return { endpoint: `http://127.0.0.1:${port}`, bucket: "test", directory };
}
