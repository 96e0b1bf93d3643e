import type { Readable } from "node:stream";
import { expect } from "vitest";
import { unzipSync } from "fflate";
import type { TestApp } from "../../test/build-app";
import { get, post } from "../../test/build-app";
import { getUploadUrl, pngImage, putRaw } from "../uploads/upload-test-helpers";

/** Helpers shared by the account tests (download and delete, local and S3 storage). */

/** Uploads a fresh PNG as `token`'s user; returns its stored URL and key. */
export async function uploadPhoto(app: TestApp, token: string, width = 640) {
  const res = await putRaw(app, await getUploadUrl(app, token), await pngImage(width, 480), "image/png");
  expect(res.statusCode).toBe(200);
  const url = (res.json() as { url: string }).url;
  return { url, key: url.slice(url.lastIndexOf("/") + 1) };
}

/** The bytes storage keeps for a key, or null once it is gone. */
export async function storedBytes(app: TestApp, key: string): Promise<Buffer | null> {
  const object = await app.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /api/download-my-data, unzipped: file name -> bytes. */
export async function downloadMyData(app: TestApp, token: string) {
  const res = await get(app, "/download-my-data", token);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/zip");
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="keep-memories-alive-[\w-]+\.zip"$/);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  const json = <T = unknown>(name: string) => JSON.parse(text(name)) as T;
  return { files, names: Object.keys(files).sort(), text, json, raw: res.rawPayload };
}

export const deleteAccount = (app: TestApp, token: string, body: { password?: string; messages: "keep" | "delete" }) =>
  post(app, "/delete-account", body, token);
