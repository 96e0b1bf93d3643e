import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp } from "../test/build-app";
import { buildPostFields, buildUser } from "../test/factories";
import { builtWebApp } from "../test/web-build";

/** The reader's language: chosen by `?lang=`, kept in the `lang` cookie, first guessed from Accept-Language. */
const app = await buildTestApp({ webDist: builtWebApp(), rateLimit: false });
const HTML = "text/html,application/xhtml+xml,*/*;q=0.8";
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers: { accept: HTML, ...headers } });
const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];

describe("the language of a page", () => {
  it("is English by default, with the switch offering Tamil", async () => {
    const res = await page("/");
    expect(htmlTag(res.body)).toBe('<html lang="en" data-locale="en">');
    expect(res.body).toContain(">Home<");
    expect(res.body).toContain("தமிழ்");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("follows a first visit's Accept-Language", async () => {
    const res = await page("/", { "accept-language": "ta-LK,ta;q=0.9,en;q=0.5" });
    expect(htmlTag(res.body)).toBe('<html lang="ta" data-locale="ta">');
    expect(res.body).toContain(">முகப்பு<");
    expect(res.headers.vary).toContain("Accept-Language");
  });

  it("opens in the language a ?lang= link asks for, and keeps it in a cookie for the next pages", async () => {
    const res = await page("/?lang=ta", { "accept-language": "en" });
    expect(htmlTag(res.body)).toBe('<html lang="ta" data-locale="ta">');
    expect(String(res.headers["set-cookie"])).toMatch(/^lang=ta; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const next = await page("/search/siva", { "accept-language": "en", cookie: "lang=ta" });
    expect(htmlTag(next.body)).toBe('<html lang="ta" data-locale="ta">');
    const back = await page("/?lang=en", { cookie: "lang=ta" });
    expect(htmlTag(back.body)).toBe('<html lang="en" data-locale="en">');
    expect(String(back.headers["set-cookie"])).toMatch(/^lang=en;/);
  });

  it("keeps English and Tamil renders of one page apart in the cache", async () => {
    const english = await page("/");
    const tamil = await page("/", { cookie: "lang=ta" });
    const englishAgain = await page("/");
    expect(english.body).toContain(">Home<");
    expect(tamil.body).toContain(">முகப்பு<");
    expect(englishAgain.body).toContain(">Home<");
  });
});

describe("the API's errors", () => {
  it("keep docs/api.md's English, and read in Tamil for a Tamil reader", async () => {
    const body = { email: "", password: "" };
    const english = await app.inject({ method: "POST", url: "/api/signin", payload: body });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: MESSAGES.enterEmail });
    const tamil = await app.inject({ method: "POST", url: "/api/signin", payload: body, headers: { cookie: "lang=ta" } });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json()).toEqual({ error: "மின்னஞ்சலை உள்ளிடுங்கள்" });
  });
});

describe("a memorial refused by one of the form's own rules", () => {
  it("says why in Tamil to a Tamil reader, and in today's English otherwise", async () => {
    const author = await buildUser(app, { username: `lang${Date.now()}` });
    const payload = { ...buildPostFields({ birthplace: "" }), draft: false };
    const headers = { authorization: `Bearer ${author.token}` };
    const english = await app.inject({ method: "POST", url: "/api/create-post", payload, headers });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ error: "Please enter birth place" });
    const tamil = await app.inject({ method: "POST", url: "/api/create-post", payload, headers: { ...headers, cookie: "lang=ta" } });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().error).toMatch(/^[^A-Za-z]*[\u0B80-\u0BFF]/);
  });
});
