import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { getUploadUrl, pngImage, putRaw } from "../uploads/upload-test-helpers";

const app = await buildTestApp({ rateLimit: false });

const valid = {
  mobilenumber: "+94 77 123 4567",
  residence: "Canada",
  username: "selvi.k",
  bio: "Daughter of Jaffna.",
  social_links: { instagram: "https://instagram.com/selvi", facebook: "", x: "https://x.com/selvi" },
};

describe("POST /api/update-profile", () => {
  it("saves the editable fields for the caller alone and answers the username", async () => {
    const owner = await buildUser(app, { fullname: "Selvi Kandiah", email: "selvi-update@example.com" });
    const res = await post(app, "/update-profile", valid, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: "selvi.k" });

    const profile = (await post(app, "/get-profile", { username: "selvi.k" }, owner.token)).json();
    expect(profile.personal_info).toMatchObject({
      fullname: "Selvi Kandiah",
      email: "selvi-update@example.com",
      username: "selvi.k",
      mobilenumber: "+94 77 123 4567",
      residence: "Canada",
      bio: "Daughter of Jaffna.",
    });
    expect(profile.social_links).toEqual({ instagram: "https://instagram.com/selvi", facebook: "", x: "https://x.com/selvi" });
  });

  it("ignores full name and e-mail in the body: they are not editable", async () => {
    const owner = await buildUser(app, { fullname: "Arul Nathan", email: "arul-update@example.com" });
    const res = await post(app, "/update-profile", { ...valid, username: "arul.n", fullname: "Someone Else", email: "else@example.com" }, owner.token);
    expect(res.statusCode).toBe(200);
    const profile = (await post(app, "/get-profile", { username: "arul.n" }, owner.token)).json();
    expect(profile.personal_info.fullname).toBe("Arul Nathan");
    expect(profile.personal_info.email).toBe("arul-update@example.com");
  });

  it("keeps one's own username in another case, but refuses one another account holds", async () => {
    await buildUser(app, { username: "taken.name" });
    const me = await buildUser(app, { username: "mine.name" });
    expect((await post(app, "/update-profile", { ...valid, username: "Mine.Name" }, me.token)).json()).toEqual({ username: "Mine.Name" });
    const res = await post(app, "/update-profile", { ...valid, username: "TAKEN.name" }, me.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: MESSAGES.usernameTaken });
  });

  it.each([
    [{ mobilenumber: "" }, MESSAGES.profileMobileRequired],
    [{ mobilenumber: "12345" }, MESSAGES.profileMobileInvalid],
    [{ residence: "  " }, MESSAGES.profileResidenceRequired],
    [{ username: "ab" }, MESSAGES.usernameTooShort],
    [{ bio: "x".repeat(151) }, MESSAGES.bioTooLong],
    [{ social_links: { instagram: "https://evil.example/x", facebook: "", x: "" } }, MESSAGES.socialLinkInvalid("Instagram")],
  ])("answers 400 with the spec's sentence for %o", async (change, message) => {
    const me = await buildUser(app);
    const res = await post(app, "/update-profile", { ...valid, username: `${me.username}x`, ...change }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("needs a token", async () => {
    expect((await post(app, "/update-profile", valid)).statusCode).toBe(401);
  });
});

describe("POST /api/update-profile-img", () => {
  it("makes one of this site's uploads the caller's picture", async () => {
    const me = await buildUser(app);
    const uploadURL = await getUploadUrl(app, me.token);
    expect((await putRaw(app, uploadURL, await pngImage(), "image/png")).statusCode).toBe(200);
    const url = uploadURL.split("?")[0];

    const res = await post(app, "/update-profile-img", { url }, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile_img: url });
    expect((await post(app, "/get-profile", { username: me.username })).json().personal_info.profile_img).toBe(url);
  });

  it("refuses a foreign or preset image with a sentence", async () => {
    const me = await buildUser(app);
    for (const url of ["https://evil.example/me.png", "/backgrounds/background-1.jpg", "javascript:alert(1)"]) {
      const res = await post(app, "/update-profile-img", { url }, me.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MESSAGES.imagesMustBeUploaded });
    }
  });

  it("needs a token and a url", async () => {
    expect((await post(app, "/update-profile-img", { url: "/api/uploads/x" })).statusCode).toBe(401);
    const me = await buildUser(app);
    const res = await post(app, "/update-profile-img", {}, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(expect.any(String));
  });
});
