import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";

const app = await buildTestApp({ rateLimit: false });
const owner = await buildUser(app, {
  username: "Selvi.K",
  fullname: "Selvi Kandiah",
  email: "selvi@example.com",
  mobilenumber: "+94771234567",
  residence: "Toronto",
  bio: "Daughter of Jaffna.",
  facebook: "https://facebook.com/selvi",
  instagram: "",
  x: "https://x.com/selvi",
  profileImg: "/api/avatar/selvi.k.svg",
  googleSub: "secret-google-subject",
  totalReads: 12,
});
await buildPost(app.db, owner);
await buildPost(app.db, owner);
await buildPost(app.db, owner, { draft: true });
const stranger = await buildUser(app);

const publicView = {
  _id: owner.id,
  personal_info: { fullname: "Selvi Kandiah", username: "Selvi.K", profile_img: "/api/avatar/selvi.k.svg", bio: "Daughter of Jaffna.", residence: "Toronto" },
  account_info: { total_posts: 2, total_reads: 12 },
  social_links: { facebook: "https://facebook.com/selvi", instagram: "", x: "https://x.com/selvi" },
  joinedAt: owner.joinedAt.toISOString(),
};

describe("POST /api/get-profile", () => {
  it("shows the public profile to an anonymous visitor, without e-mail, mobile or secrets", async () => {
    const res = await post(app, "/get-profile", { username: "Selvi.K" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(publicView);
    expect(res.body).not.toMatch(/selvi@example\.com|94771234567|secret-google-subject|argon2|password/);
  });

  it("shows the same to another signed-in user", async () => {
    const res = await post(app, "/get-profile", { username: "Selvi.K" }, stranger.token);
    expect(res.json()).toEqual(publicView);
  });

  it("adds e-mail and mobile number for the owner's own token", async () => {
    const res = await post(app, "/get-profile", { username: "selvi.k" }, owner.token);
    expect(res.json()).toEqual({
      ...publicView,
      personal_info: { ...publicView.personal_info, email: "selvi@example.com", email_verified: true, mobilenumber: "+94771234567" },
    });
    expect(res.body).not.toMatch(/secret-google-subject|argon2/);
  });

  it("finds the username in any case and with spaces around it", async () => {
    expect((await post(app, "/get-profile", { username: " SELVI.k " })).json().personal_info.username).toBe("Selvi.K");
  });

  it("answers 404 for an unknown username", async () => {
    const res = await post(app, "/get-profile", { username: "nobody-at-all" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: MESSAGES.userNotFound });
  });

  it("answers 401 for an invalid token rather than falling back to anonymous", async () => {
    const res = await post(app, "/get-profile", { username: "Selvi.K" }, "not-a-token");
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ["no username", {}, "username is required"],
    ["an empty username", { username: "  " }, "username is required"],
    ["a number", { username: 5 }, "username must be a string"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/get-profile", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});
