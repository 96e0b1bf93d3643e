import { describe, expect, it } from "vitest";
import { buildTestApp, get } from "../../test/build-app";

const app = await buildTestApp({ rateLimit: false });

describe("GET /api/avatar/:username.svg", () => {
  it("draws the initials on a muted colour, cacheable for a day", async () => {
    const res = await get(app, "/avatar/ravi.kumar92.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(">RK</text>");
    expect(res.body).toMatch(/fill="hsl\(\d+, 28%, 38%\)"/);
  });

  it("gives the same name the same colour, and draws one initial for one word", async () => {
    const a = (await get(app, "/avatar/priya.svg")).body;
    expect(a).toContain(">P</text>");
    expect((await get(app, "/avatar/PRIYA.svg")).body).toBe(a);
  });

  it("works for any name in the path, even one no account has now", async () => {
    expect((await get(app, "/avatar/someone-who-left.svg")).statusCode).toBe(200);
  });

  it("keeps markup in the path out of the picture", async () => {
    const res = await get(app, `/avatar/${encodeURIComponent('<script>alert("x")</script>')}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<script");
    expect(res.body).not.toContain("alert(");
  });

  it("draws non-Latin initials", async () => {
    expect((await get(app, `/avatar/${encodeURIComponent("ஆதி_சிவா")}.svg`)).body).toContain(">ஆசி</text>");
    // Vowel signs stay with their letter and never split a word: not "சவ".
    expect((await get(app, `/avatar/${encodeURIComponent("சிவஞானம்_கூத்தபிள்ளை")}.svg`)).body).toContain(">சிகூ</text>");
  });

  it("draws a question mark when the name has no letters or digits", async () => {
    expect((await get(app, "/avatar/__.svg")).body).toContain(">?</text>");
  });

  it("answers 404 for anything but .svg", async () => {
    expect((await get(app, "/avatar/ravi.png")).statusCode).toBe(404);
    expect((await get(app, "/avatar/.svg")).statusCode).toBe(404);
  });
});
