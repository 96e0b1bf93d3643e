import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIFETIMES, LIMITS } from "@kma/core/limits";
import { MESSAGES } from "@kma/core/messages";
import { uploads } from "../../db/schema";
import { hashToken } from "../../lib/secret";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { cameraJpeg, getUploadUrl, pathOf, pngImage, putMultipart, putRaw } from "./upload-test-helpers";

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("uploads (local storage)", async () => {
  const app = await buildTestApp();
  const user = await buildUser(app);
  const keyOf = (uploadURL: string) => new URL(uploadURL).pathname.split("/").pop()!;
  const fetchImage = (url: string) => app.inject({ method: "GET", url: pathOf(url) });
  const rowOf = async (uploadURL: string) =>
    (
      await app.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, keyOf(uploadURL)))
    )[0];

  describe("GET /api/get-upload-url", () => {
    it("answers 401 without a token", async () => {
      const res = await get(app, "/get-upload-url");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
    });

    it("gives a random single-use URL on this site, storing only the token's hash, good for 10 minutes", async () => {
      const res = await get(app, "/get-upload-url", user.token);
      expect(res.statusCode).toBe(200);
      const { uploadURL } = res.json();
      expect(Object.keys(res.json())).toEqual(["uploadURL"]);
      expect(uploadURL).toMatch(/^http:\/\/localhost:3000\/api\/uploads\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
      const token = new URL(uploadURL).searchParams.get("token")!;
      const row = await rowOf(uploadURL);
      expect(row.userId).toBe(user.id);
      expect(row.tokenHash).toBe(hashToken(token));
      expect(row.usedAt).toBeNull();
      const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(LIFETIMES.uploadUrlMinutes - 1);
      expect(minutes).toBeLessThanOrEqual(LIFETIMES.uploadUrlMinutes);
      expect(await get(app, "/get-upload-url", user.token).then((r) => r.json().uploadURL)).not.toBe(uploadURL);
    });
  });

  describe("PUT to the upload URL", () => {
    it("stores a raw JPEG without its EXIF (no GPS) and serves it with year-long immutable caching", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const input = await cameraJpeg();
      expect((await sharp(input).metadata()).exif).toBeDefined();

      const res = await putRaw(app, uploadURL, input, "image/jpeg");
      expect(res.statusCode).toBe(200);
      const storedUrl = uploadURL.split("?")[0];
      expect(res.json()).toEqual({ url: storedUrl });

      const served = await fetchImage(storedUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
      expect(served.headers["cache-control"]).toBe(IMMUTABLE);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: 2000, height: 1500 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from("TestCam"))).toBe(false);

      const row = await rowOf(uploadURL);
      expect(row).toMatchObject({ contentType: "image/jpeg", width: 2000, height: 1500, size: served.rawPayload.length });
      expect(row.usedAt).toBeInstanceOf(Date);
    });

    it("serves WebP variants 320, 640 and 1280 px wide, and refuses other widths", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const storedUrl = (await putRaw(app, uploadURL, await cameraJpeg(), "image/jpeg")).json().url as string;
      for (const width of [320, 640, 1280]) {
        const res = await fetchImage(`${storedUrl}?w=${width}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("image/webp");
        expect(res.headers["cache-control"]).toBe(IMMUTABLE);
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
      }
      for (const w of ["100", "2000", "abc", ""]) {
        const res = await fetchImage(`${storedUrl}?w=${w}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: MESSAGES.imageWidthInvalid });
      }
    });

    it("turns a photo upright by its EXIF orientation, and never enlarges it for a variant", async () => {
      const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#456" } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect(await sharp(sideways).metadata()).toMatchObject({ width: 300, height: 200, orientation: 6 });
      const uploadURL = await getUploadUrl(app, user.token);
      const storedUrl = (await putRaw(app, uploadURL, sideways, "image/jpeg")).json().url as string;

      const meta = await sharp((await fetchImage(storedUrl)).rawPayload).metadata();
      expect(meta).toMatchObject({ width: 200, height: 300 });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(await rowOf(uploadURL)).toMatchObject({ width: 200, height: 300 });
      const variant = await sharp((await fetchImage(`${storedUrl}?w=1280`)).rawPayload).metadata();
      expect(variant).toMatchObject({ format: "webp", width: 200, height: 300 });
    });

    it("takes a multipart/form-data body with one file part named file", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const res = await putMultipart(app, uploadURL, await pngImage(), { filename: "../../etc/passwd.png" });
      expect(res.statusCode).toBe(200);
      const served = await fetchImage(res.json().url);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 800, height: 600, hasAlpha: true });
      expect(await rowOf(uploadURL)).toMatchObject({ contentType: "image/png", width: 800, height: 600 });
    });

    it("refuses a multipart body whose file part has another name, or that cannot be read", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const res = await putMultipart(app, uploadURL, await pngImage(), { field: "photo" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.uploadFilePartMissing });
      for (const type of ["multipart/form-data", "multipart/form-data; boundary=abc"]) {
        const broken = await app.inject({
          method: "PUT",
          url: pathOf(uploadURL),
          payload: Buffer.from("garbage--abc\r\nxx"),
          headers: { "content-type": type },
        });
        expect(broken.statusCode, type).toBe(400);
        expect(broken.json()).toEqual({ error: MESSAGES.uploadFilePartMissing });
      }
    });

    it("takes WebP and GIF by their bytes, whatever the declared type, keeping a GIF's frames", async () => {
      const webp = await sharp({ create: { width: 500, height: 400, channels: 3, background: "#0a0" } })
        .webp()
        .toBuffer();
      const webpRes = await putRaw(app, await getUploadUrl(app, user.token), webp, "application/octet-stream");
      expect(webpRes.statusCode).toBe(200);
      expect((await fetchImage(webpRes.json().url)).headers["content-type"]).toBe("image/webp");

      const frame = (color: string) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
          .png()
          .toBuffer();
      const gif = await sharp([await frame("#f00"), await frame("#00f")], { join: { animated: true } })
        .gif()
        .toBuffer();
      const gifUrl = await getUploadUrl(app, user.token);
      const gifRes = await putRaw(app, gifUrl, gif);
      expect(gifRes.statusCode).toBe(200);
      const served = await fetchImage(gifRes.json().url);
      expect(served.headers["content-type"]).toBe("image/gif");
      expect(await sharp(served.rawPayload, { animated: true }).metadata()).toMatchObject({ format: "gif", pages: 2, width: 40, pageHeight: 30 });
      expect(await rowOf(gifUrl)).toMatchObject({ contentType: "image/gif", width: 40, height: 30 });
      const still = await sharp((await fetchImage(`${gifRes.json().url}?w=320`)).rawPayload).metadata();
      expect(still).toMatchObject({ format: "webp", width: 40, height: 30 });
    });

    it.each([
      ["an HTML page named .png", Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "image/png"],
      ["an SVG image", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), "image/svg+xml"],
      ["a JPEG header followed by junk", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), "image/jpeg"],
      ["a PDF", Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n"), "application/pdf"],
    ])("refuses %s with 415, and the link stays usable", async (_name, body, type) => {
      const uploadURL = await getUploadUrl(app, user.token);
      const res = await putRaw(app, uploadURL, body, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: MESSAGES.fileTypeInvalid });
      expect(res.json().error.startsWith("File type must be ")).toBe(true);
      expect((await fetchImage(uploadURL.split("?")[0])).statusCode).toBe(404);
      expect((await putRaw(app, uploadURL, await pngImage(), "image/png")).statusCode).toBe(200);
    });

    it("refuses an HTML file sent as a multipart part named photo.png with 415", async () => {
      const res = await putMultipart(app, await getUploadUrl(app, user.token), Buffer.from("<html><body>hi</body></html>"), {
        filename: "photo.png",
        type: "image/png",
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: MESSAGES.fileTypeInvalid });
    });

    it("refuses an empty body with 400", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      for (const type of ["image/jpeg", undefined]) {
        const res = await putRaw(app, uploadURL, Buffer.alloc(0), type);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: MESSAGES.uploadEmpty });
      }
      const multipartRes = await putMultipart(app, uploadURL, Buffer.alloc(0));
      expect(multipartRes.statusCode).toBe(400);
      expect(multipartRes.json()).toEqual({ error: MESSAGES.uploadEmpty });
    });

    it("refuses 10,240,001 bytes with 413, raw or multipart, but takes exactly 10,240,000", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const tooBig = Buffer.alloc(LIMITS.imageMaxBytes + 1, 1);
      for (const res of [await putRaw(app, uploadURL, tooBig, "image/jpeg"), await putMultipart(app, uploadURL, tooBig)]) {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ error: "File is larger than 10240000 bytes" });
      }
      // A PNG padded with a trailing chunk to exactly the limit is accepted.
      const png = await pngImage(64, 64);
      const padded = Buffer.concat([png, Buffer.alloc(LIMITS.imageMaxBytes - png.length)]);
      expect((await putRaw(app, uploadURL, padded, "image/png")).statusCode).toBe(200);
    });

    it("keeps the 1 MB JSON body limit for the rest of the API", async () => {
      const res = await post(app, "/signin", { email: "a@example.com", password: "x".repeat(1_100_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
    });

    it("refuses a URL that was already used with 400", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      expect((await putRaw(app, uploadURL, await pngImage(), "image/png")).statusCode).toBe(200);
      const again = await putRaw(app, uploadURL, await cameraJpeg(), "image/jpeg");
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: MESSAGES.uploadLinkUsed });
      expect((await fetchImage(uploadURL.split("?")[0])).headers["content-type"]).toBe("image/png");
    });

    it("refuses an expired URL with 400", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      await app.db
        .update(uploads)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(uploads.key, keyOf(uploadURL)));
      const res = await putRaw(app, uploadURL, await pngImage(), "image/png");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.uploadLinkExpired });
    });

    it("refuses a wrong, missing or borrowed token with 403", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const other = await getUploadUrl(app, (await buildUser(app)).token);
      const key = keyOf(uploadURL);
      const otherToken = new URL(other).searchParams.get("token");
      for (const url of [
        `/api/uploads/${key}?token=forged`,
        `/api/uploads/${key}`,
        `/api/uploads/${key}?token=${otherToken}`,
        `/api/uploads/${crypto.randomUUID()}?token=${otherToken}`,
      ]) {
        const res = await app.inject({ method: "PUT", url, payload: await pngImage(), headers: { "content-type": "image/png" } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: MESSAGES.uploadLinkInvalid });
      }
      expect((await putRaw(app, uploadURL, await pngImage(), "image/png")).statusCode).toBe(200);
    });
  });

  describe("GET /api/uploads/<key>", () => {
    it("answers 404 JSON for a key that was never uploaded", async () => {
      for (const url of [`/api/uploads/${crypto.randomUUID()}`, pathOf((await getUploadUrl(app, user.token)).split("?")[0])]) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: MESSAGES.imageNotFound });
      }
    });

    it("cannot be walked out of the uploads folder", async () => {
      const uploadURL = await getUploadUrl(app, user.token);
      const storedUrl = (await putRaw(app, uploadURL, await pngImage(), "image/png")).json().url as string;
      const key = keyOf(storedUrl);
      // A file beside the uploads folder, and one inside it that is not an upload.
      fs.writeFileSync(path.join(app.dataDir, "jwt-secret"), "TOP-SECRET-BESIDE");
      fs.writeFileSync(path.join(app.dataDir, "uploads", "notes.txt"), "TOP-SECRET-INSIDE");
      const attempts = [
        "/api/uploads/..%2Fjwt-secret",
        "/api/uploads/..%2F..%2Fjwt-secret",
        "/api/uploads/%2e%2e%2fjwt-secret",
        "/api/uploads/%252e%252e%252fjwt-secret",
        "/api/uploads/..%5Cjwt-secret",
        "/api/uploads/../jwt-secret",
        "/api/uploads/..",
        `/api/uploads/${key}%2F..%2F..%2Fjwt-secret`,
        `/api/uploads/${key}.w320.webp`,
        `/api/uploads/${key.toUpperCase()}`,
        "/api/uploads/jwt-secret",
        "/api/uploads/notes.txt",
        "/api/uploads/.%2Fnotes.txt",
      ];
      for (const url of attempts) {
        for (const method of ["GET", "PUT"] as const) {
          const res = await app.inject({
            method,
            url: `${url}${method === "PUT" ? "?token=x" : ""}`,
            payload: method === "PUT" ? await pngImage() : undefined,
          });
          expect([400, 404], `${method} ${url}`).toContain(res.statusCode);
          expect(res.json().error, `${method} ${url}`).toEqual(expect.any(String));
          expect(res.body, `${method} ${url}`).not.toContain("TOP-SECRET");
        }
      }
    });
  });
});
