// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { ApiError } from "./api-client";
import { getSession, saveSession } from "./session";
import { imageVariant, uploadImage } from "./upload-image";

const KEY = "3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123";
const ORIGIN = window.location.origin;
const UPLOAD_URL = `${ORIGIN}/api/uploads/${KEY}?token=abc123`;

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body = "") {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], "photo.jpg", { type: "image/jpeg" });
/** Lets the fetch promise settle so the PUT has been opened. */
const untilPutOpened = () => vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeXhr.last = null;
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => window.localStorage.clear());

describe("uploadImage", () => {
  it("gets an upload URL with the bearer token, PUTs the raw file with its type, reports progress and resolves with the stored URL", async () => {
    fetchMock.mockImplementation(async () => json(200, { uploadURL: UPLOAD_URL }));
    const onProgress = vi.fn();
    const file = photo();
    const result = uploadImage(file, { token: "tok-1", onProgress });
    await untilPutOpened();

    expect(fetchMock).toHaveBeenCalledWith(
      "/api/get-upload-url",
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: "Bearer tok-1" }) }),
    );
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe("PUT");
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.headers["Content-Type"]).toBe("image/jpeg");
    expect(xhr.body).toBe(file);

    xhr.progress(0, 100);
    xhr.progress(40, 100);
    xhr.progress(5, 0, false);
    xhr.respond(200, JSON.stringify({ url: `${ORIGIN}/api/uploads/${KEY}` }));
    await expect(result).resolves.toBe(`${ORIGIN}/api/uploads/${KEY}`);
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.4, 1]);
  });

  it("sends a file without a type as application/octet-stream", async () => {
    fetchMock.mockImplementation(async () => json(200, { uploadURL: UPLOAD_URL }));
    const result = uploadImage(new File([new Uint8Array([1])], "x"), { token: "t" });
    await untilPutOpened();
    expect(FakeXhr.last!.headers["Content-Type"]).toBe("application/octet-stream");
    FakeXhr.last!.respond(200);
    await result;
  });

  it("rejects with the server's error text when the PUT is refused, and does not report completion", async () => {
    fetchMock.mockImplementation(async () => json(200, { uploadURL: UPLOAD_URL }));
    const onProgress = vi.fn();
    const result = uploadImage(photo(), { token: "t", onProgress });
    await untilPutOpened();
    FakeXhr.last!.respond(415, JSON.stringify({ error: MESSAGES.fileTypeInvalid }));
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, message: MESSAGES.fileTypeInvalid });
    expect(onProgress).not.toHaveBeenCalledWith(1);
  });

  it("falls back to 'Failed to upload files' for a network failure or an error page", async () => {
    fetchMock.mockImplementation(async () => json(200, { uploadURL: UPLOAD_URL }));
    const failed = uploadImage(photo(), { token: "t" });
    await untilPutOpened();
    FakeXhr.last!.onerror?.();
    await expect(failed).rejects.toThrow(MESSAGES.uploadFailed);

    FakeXhr.last = null;
    const proxied = uploadImage(photo(), { token: "t" });
    await untilPutOpened();
    FakeXhr.last!.respond(502, "<html>Bad Gateway</html>");
    await expect(proxied).rejects.toThrow(MESSAGES.uploadFailed);
  });

  it("rejects with the server's text when no upload URL is given, and ends a session the server refused", async () => {
    saveSession({ access_token: "old", username: "u", fullname: "U", profile_img: "", new_notification_available: false });
    fetchMock.mockImplementation(async () => json(401, { error: MESSAGES.sessionExpired }));
    await expect(uploadImage(photo(), { token: "old" })).rejects.toThrow(MESSAGES.sessionExpired);
    expect(getSession().access_token).toBeNull();
    expect(FakeXhr.last).toBeNull();

    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(uploadImage(photo(), { token: "t" })).rejects.toThrow(MESSAGES.uploadFailed);
  });
});

describe("imageVariant", () => {
  it("asks for the sized copy of this site's uploads", () => {
    expect(imageVariant(`${ORIGIN}/api/uploads/${KEY}`, 320)).toBe(`/api/uploads/${KEY}?w=320`);
    expect(imageVariant(`/api/uploads/${KEY}`, 1280)).toBe(`/api/uploads/${KEY}?w=1280`);
  });

  it("serves a stored upload from the origin the page talks to, whatever name the site had when it was stored", () => {
    expect(imageVariant(`http://127.0.0.1:3000/api/uploads/${KEY}`, 640)).toBe(`/api/uploads/${KEY}?w=640`);
  });

  it.each([
    ["another site's image", "https://cdn.example.com/photos/portrait.jpg"],
    ["a preset background", "/backgrounds/background-2.jpg"],
    ["a URL that already has a query", `${ORIGIN}/api/uploads/${KEY}?w=640`],
    ["a path that is not an upload", "/api/uploads/not-a-key"],
    ["a preview blob", "blob:http://localhost:3000/8e9c2f1a-0000-4000-8000-000000000000"],
    ["a data URL", "data:image/png;base64,AAAA"],
    ["an empty string", ""],
  ])("leaves %s unchanged", (_name, url) => {
    expect(imageVariant(url, 640)).toBe(url);
  });
});
