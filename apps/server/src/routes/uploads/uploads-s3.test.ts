import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { startS3rver } from "../../storage/s3rver-for-tests";
import { S3Storage } from "../../storage/s3-storage";
import { buildTestApp } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { cameraJpeg, getUploadUrl, pathOf, pngImage, putMultipart, putRaw } from "./upload-test-helpers";

describe("uploads with STORAGE=s3 (s3rver)", async () => {
  const s3 = await startS3rver();
  const app = await buildTestApp({ storage: { driver: "s3", bucket: s3.bucket, endpoint: s3.endpoint, region: "us-east-1" } });
  const user = await buildUser(app);

  it("uses the S3 driver", () => {
    expect(app.storage).toBeInstanceOf(S3Storage);
  });

  it("round-trips an upload through this server into the bucket and back, byte for byte", async () => {
    const uploadURL = await getUploadUrl(app, user.token);
    expect(uploadURL.startsWith(`${app.config.publicUrl}/api/uploads/`)).toBe(true);
    const png = await pngImage(900, 700);
    const res = await putMultipart(app, uploadURL, png);
    expect(res.statusCode).toBe(200);
    const storedUrl = res.json().url as string;
    expect(storedUrl).toBe(uploadURL.split("?")[0]);

    const served = await app.inject({ method: "GET", url: pathOf(storedUrl) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    // What s3rver keeps on its disk is exactly what the app serves (no aws-chunked framing left in).
    const key = storedUrl.split("/").pop()!;
    const objectFile = path.join(s3.directory, s3.bucket, "uploads", `${key}._S3rver_object`);
    expect(fs.readFileSync(objectFile).equals(served.rawPayload)).toBe(true);
    // The re-encoded PNG (no metadata to strip) has exactly the pixels that were sent.
    const [sent, got] = await Promise.all([sharp(png).raw().toBuffer(), sharp(served.rawPayload).raw().toBuffer()]);
    expect(got.equals(sent)).toBe(true);

    const variant = await app.inject({ method: "GET", url: `${pathOf(storedUrl)}?w=640` });
    expect(variant.headers["content-type"]).toBe("image/webp");
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({ format: "webp", width: 640 });

    // Nothing was written to the local disk.
    expect(fs.existsSync(path.join(app.dataDir, "uploads"))).toBe(false);
  });

  it("strips EXIF and refuses what is not an image, as with local storage", async () => {
    const jpegRes = await putRaw(app, await getUploadUrl(app, user.token), await cameraJpeg(), "image/jpeg");
    const meta = await sharp((await app.inject({ method: "GET", url: pathOf(jpegRes.json().url) })).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    const html = await putRaw(app, await getUploadUrl(app, user.token), Buffer.from("<html></html>"), "image/png");
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ error: MESSAGES.fileTypeInvalid });
  });

  it("answers 404 JSON for a key the bucket does not hold", async () => {
    const res = await app.inject({ method: "GET", url: `/api/uploads/${crypto.randomUUID()}?w=320` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.imageNotFound });
  });
});
