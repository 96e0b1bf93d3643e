import { describe, expect, it } from "vitest";
import { isOwnUploadUrl, uploadedImageUrl } from "./uploaded-images";

const app = { config: { publicUrl: "https://memorial.example.org" } } as Parameters<typeof isOwnUploadUrl>[0];
const KEY = "3f2b8c1e-9a4d-4e6f-8b21-0c5d7e9fa123";

describe("isOwnUploadUrl", () => {
  it("accepts this site's uploads, absolute or by path", () => {
    expect(uploadedImageUrl(app.config.publicUrl, KEY)).toBe(`https://memorial.example.org/api/uploads/${KEY}`);
    expect(isOwnUploadUrl(app, `https://memorial.example.org/api/uploads/${KEY}`)).toBe(true);
    expect(isOwnUploadUrl(app, `/api/uploads/${KEY}`)).toBe(true);
  });

  it("accepts the shipped background presets and placeholders", () => {
    for (const n of [1, 8]) expect(isOwnUploadUrl(app, `/backgrounds/background-${n}.jpg`)).toBe(true);
    expect(isOwnUploadUrl(app, "https://memorial.example.org/backgrounds/background-3.jpg")).toBe(true);
    expect(isOwnUploadUrl(app, "/images/placeholder-portrait.png")).toBe(true);
  });

  it.each([
    ["another site", `https://evil.example.com/api/uploads/${KEY}`],
    ["another scheme", `http://memorial.example.org/api/uploads/${KEY}`],
    ["another port", `https://memorial.example.org:8443/api/uploads/${KEY}`],
    ["a protocol-relative URL", `//evil.example.com/api/uploads/${KEY}`],
    ["a backslash trick", `/\\evil.example.com/api/uploads/${KEY}`],
    ["credentials", `https://user@memorial.example.org/api/uploads/${KEY}`],
    ["an upload URL still carrying its token", `https://memorial.example.org/api/uploads/${KEY}?token=abc`],
    ["a variant query", `/api/uploads/${KEY}?w=320`],
    ["a fragment", `/api/uploads/${KEY}#x`],
    ["a malformed key", "/api/uploads/not-a-key"],
    ["an upper-case key", `/api/uploads/${KEY.toUpperCase()}`],
    ["a variant object key", `/api/uploads/${KEY}.w320.webp`],
    ["dot segments", `/api/uploads/../uploads/${KEY}`],
    ["dot segments to a preset", "/images/../backgrounds/background-1.jpg"],
    ["an escaped path", `/api/uploads/%33${KEY.slice(1)}`],
    ["a relative path", `api/uploads/${KEY}`],
    ["a preset that does not exist", "/backgrounds/background-9.jpg"],
    ["another file of the site", "/index.html"],
    ["a data URL", "data:image/png;base64,iVBORw0KGgo="],
    ["javascript", "javascript:alert(1)"],
    ["an empty string", ""],
    ["a very long URL", `/api/uploads/${KEY}${"a".repeat(3000)}`],
  ])("refuses %s", (_name, url) => {
    expect(isOwnUploadUrl(app, url)).toBe(false);
  });
});
