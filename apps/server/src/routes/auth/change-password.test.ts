import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { users } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { forgedTokens } from "../../test/forged-tokens";
import { requestResetLink } from "../../test/outbox";

const app = await buildTestApp({ rateLimit: false });
const change = (token: string | undefined, body: unknown) => post(app, "/change-password", body, token);

describe("POST /api/change-password", () => {
  it("changes the password and keeps only the session that changed it", async () => {
    const user = await buildUser(app);
    const otherDevice = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;

    const res = await change(user.token, { currentPassword: user.password, newPassword: "Changed456" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "password changed" });

    expect((await get(app, "/new-notification", user.token)).statusCode).toBe(200);
    const revoked = await get(app, "/new-notification", otherDevice);
    expect(revoked.statusCode).toBe(401);
    expect(typeof revoked.json().error).toBe("string");
    expect((await change(otherDevice, { currentPassword: "Changed456", newPassword: "Again789X" })).statusCode).toBe(401);

    expect((await post(app, "/signin", { email: user.email, password: user.password })).json()).toEqual({ error: MESSAGES.wrongCredentials });
    expect((await post(app, "/signin", { email: user.email, password: "Changed456" })).statusCode).toBe(200);
    const [stored] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("answers 400 for a wrong current password and changes nothing", async () => {
    const user = await buildUser(app);
    const res = await change(user.token, { currentPassword: "Wrong1234", newPassword: "Changed456" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.currentPasswordWrong });
    expect((await post(app, "/signin", { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it("tells a Google-only account it has no password to change", async () => {
    const user = await buildUser(app, { password: null, googleSub: "google-change" });
    const res = await change(user.token, { currentPassword: "Secret123", newPassword: "Changed456" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.googleAccountNoPassword });
  });

  it.each([
    ["an empty current password", { currentPassword: "", newPassword: "Changed456" }, MESSAGES.currentPasswordRequired],
    ["an empty new password", { currentPassword: "Secret123", newPassword: "" }, MESSAGES.newPasswordRequired],
    ["both empty (current first)", { currentPassword: "", newPassword: "" }, MESSAGES.currentPasswordRequired],
    ["a weak new password", { currentPassword: "Secret123", newPassword: "changed456" }, MESSAGES.changePasswordRule],
    ["a current password that breaks the rule", { currentPassword: "secret", newPassword: "Changed456" }, MESSAGES.changePasswordRule],
    ["a 21-character new password", { currentPassword: "Secret123", newPassword: "Changed456" + "x".repeat(11) }, MESSAGES.changePasswordRule],
  ])("answers 400 with the spec's sentence for %s", async (_label, body, message) => {
    const user = await buildUser(app);
    const res = await change(user.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it.each([
    ["a number", { currentPassword: 123456, newPassword: "Changed456" }, "currentPassword must be a string"],
    ["a missing field", { currentPassword: "Secret123" }, "newPassword is required"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const user = await buildUser(app);
    const res = await change(user.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("answers 400, not 500, for a missing body and invalid JSON", async () => {
    const user = await buildUser(app);
    const auth = { authorization: `Bearer ${user.token}` };
    expect((await app.inject({ method: "POST", url: "/api/change-password", headers: auth })).json()).toEqual({ error: "body is required" });
    const broken = await app.inject({ method: "POST", url: "/api/change-password", headers: { ...auth, "content-type": "application/json" }, payload: "{]" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "Request body is not valid JSON" });
  });

  describe("access token", () => {
    const body = { currentPassword: "Secret123", newPassword: "Changed456" };

    it("is required", async () => {
      const res = await change(undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
    });

    it.each(["Token abc", "Bearer", "Bearer a b", "abc.def.ghi", "Bearer not-a-jwt"])("answers 401 for the header %j", async (header) => {
      const res = await app.inject({ method: "POST", url: "/api/change-password", payload: body, headers: { authorization: header } });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe("string");
    });

    it.each(["expired", "wrongKey", "algNone"] as const)("answers 401 for a %s token of a real session", async (kind) => {
      const user = await buildUser(app);
      const token = (await forgedTokens(app, user.id))[kind];
      const res = await change(token, { currentPassword: user.password, newPassword: "Changed456" });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().error).toBe("string");
      // The real token of that same session still works: only the named flaw failed.
      expect((await get(app, "/new-notification", user.token)).statusCode).toBe(200);
    });

    it("answers 401 for every token once a reset ended the sessions", async () => {
      const user = await buildUser(app);
      const second = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;
      const { token } = await requestResetLink(app, user.email);
      expect((await post(app, "/resetpassword", { token, new_password: "Changed456", confirm_new_password: "Changed456" })).statusCode).toBe(200);
      for (const old of [user.token, second]) {
        expect((await change(old, { currentPassword: "Changed456", newPassword: "Again789X" })).statusCode).toBe(401);
      }
    });
  });
});
