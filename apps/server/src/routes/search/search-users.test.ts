import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";

describe("POST /api/search-users", async () => {
  const app = await buildTestApp();

  beforeAll(async () => {
    const people = [
      ["Ravi Kumar", "ravik"],
      ["Kumaran Selvam", "kselvam"],
      ["Sivakumar Thevarajah", "sivat"],
      ["Shivakumar Rajan", "shivar"],
      ["Kamalambikai Sinnathurai", "kamala"],
      ["Anjali Nadesan", "kumudha"],
    ];
    for (const [fullname, username] of people) await buildUser(app, { fullname, username, password: null, profileImg: `/api/avatar/${username}.svg` });
    for (let i = 0; i < 55; i++) await buildUser(app, { fullname: `Nadarajah Family ${String(i).padStart(2, "0")}`, username: `nfam${i}`, password: null });
  });

  const names = async (query: unknown) => {
    const res = await post(app, "/search-users", { query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().users as Array<{ personal_info: { fullname: string } }>).map((u) => u.personal_info.fullname);
  };

  it("answers user cards: fullname, username and profile image only", async () => {
    const res = await post(app, "/search-users", { query: "kamalambikai" });
    expect(res.json()).toEqual({
      users: [{ personal_info: { fullname: "Kamalambikai Sinnathurai", username: "kamala", profile_img: "/api/avatar/kamala.svg" } }],
    });
  });

  it("matches a word prefix of the full name or the username, in any case and accent", async () => {
    expect(await names("kum")).toEqual(expect.arrayContaining(["Ravi Kumar", "Kumaran Selvam", "Anjali Nadesan"]));
    expect(await names("KUM")).toEqual(await names("kum"));
    expect(await names("thevâ")).toEqual(["Sivakumar Thevarajah"]);
    expect(await names("Kamala")).toEqual(["Kamalambikai Sinnathurai"]);
  });

  it("puts prefix matches first, then the closest spelling", async () => {
    expect(await names("sivakumar")).toEqual(["Sivakumar Thevarajah", "Shivakumar Rajan"]);
    expect(await names("shivakumar")).toEqual(["Shivakumar Rajan", "Sivakumar Thevarajah"]);
  });

  it("answers at most 50 users", async () => {
    const found = await names("nadarajah");
    expect(found).toHaveLength(50);
    expect(found[0]).toBe("Nadarajah Family 00");
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await names("zzzzqx")).toEqual([]);
    expect(await names("(*)")).toEqual([]);
  });

  it.each([[""], ["   "], [undefined], [null]])("query %j is a 400: searches only run with text", async (query) => {
    const res = await post(app, "/search-users", { query });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.searchTextRequired });
  });

  it("a query of the wrong type is a 400 that says so", async () => {
    const res = await post(app, "/search-users", { query: ["kum"] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "query must be a string" });
  });
});
