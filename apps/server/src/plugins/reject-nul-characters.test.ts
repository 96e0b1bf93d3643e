import { describe, expect, it } from "vitest";
import { buildTestApp, post } from "../test/build-app";
import { buildUser } from "../test/factories";
import { nulCharacterPath } from "./reject-nul-characters";

describe("NUL characters in requests", async () => {
  const app = await buildTestApp();

  it("names the field holding one, however deep", () => {
    expect(nulCharacterPath({ a: [1, { b: "x\u0000" }] })).toBe("a.1.b");
    expect(nulCharacterPath("\u0000")).toBe("");
    expect(nulCharacterPath({ a: "ok", b: [null, 2, true] })).toBeNull();
    // No recursion: a 1 MB body can nest this deep.
    const deep = JSON.parse(`${"[".repeat(400_000)}"a\\u0000"${"]".repeat(400_000)}`) as unknown;
    expect(nulCharacterPath(deep)).toBe(Array(400_000).fill("0").join("."));
  });

  it("answers 400 with the field instead of letting PostgreSQL fail with a 500", async () => {
    const user = await buildUser(app);
    const res = await post(app, "/search-users", { query: "ravi\u0000" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "query must not contain the NUL character" });
    const nested = await post(app, "/add-comment", { _id: user.id, commentsObj: { comment: "a\u0000b" } }, user.token);
    expect(nested.json()).toEqual({ error: "commentsObj.comment must not contain the NUL character" });
  });
});
