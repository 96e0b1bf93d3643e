import crypto from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import type { TestApp } from "../../test/build-app";

/** Helpers shared by the upload tests (local and S3 drivers). */

export async function getUploadUrl(app: TestApp, token: string): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/api/get-upload-url", headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { uploadURL: string }).uploadURL;
}

/** The path and query of an absolute URL, for app.inject. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

export function putRaw(app: TestApp, uploadURL: string, body: Buffer, contentType?: string) {
  return app.inject({ method: "PUT", url: pathOf(uploadURL), payload: body, headers: contentType ? { "content-type": contentType } : {} });
}

export function putMultipart(app: TestApp, uploadURL: string, file: Buffer, { field = "file", filename = "photo.png", type = "image/png" } = {}) {
  const boundary = `----kma${crypto.randomBytes(8).toString("hex")}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: "PUT", url: pathOf(uploadURL), payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } });
}

/** A 2000x1500 camera-like JPEG carrying EXIF, including a GPS position. */
export const cameraJpeg = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#888" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "x", Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 40/1 0/1" } })
    .toBuffer();

export const pngImage = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
