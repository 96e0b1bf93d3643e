import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { notifications, sessions } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";

const app = await buildTestApp({ rateLimit: false });

describe("POST /api/signin", () => {
  it("answers the session object for the right e-mail and password, and only it", async () => {
    const user = await buildUser(app, { email: "anbu@example.com", fullname: "Anbu Selvan", profileImg: "/api/avatar/anbu.svg" });
    const res = await post(app, "/signin", { email: "anbu@example.com", password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const session = res.json();
    expect(Object.keys(session).sort()).toEqual(["access_token", "email_verified", "fullname", "new_notification_available", "profile_img", "username"]);
    expect(session).toMatchObject({ username: user.username, fullname: "Anbu Selvan", profile_img: "/api/avatar/anbu.svg", new_notification_available: false });
    expect((await get(app, "/new-notification", session.access_token)).statusCode).toBe(200);
  });

  it("finds the account whatever the e-mail's case and surrounding spaces", async () => {
    const user = await buildUser(app, { email: "Kavitha.R@Example.com" });
    expect((await post(app, "/signin", { email: "  kavitha.r@EXAMPLE.com ", password: user.password })).statusCode).toBe(200);
  });

  it("starts a new session at each sign-in, each with its own working token", async () => {
    const user = await buildUser(app);
    const before = (await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
    const first = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;
    const second = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;
    expect(first).not.toBe(second);
    expect((await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(before + 2);
    expect((await get(app, "/new-notification", first)).statusCode).toBe(200);
    expect((await get(app, "/new-notification", second)).statusCode).toBe(200);
  });

  it("says new_notification_available: true while a notification is unseen", async () => {
    const user = await buildUser(app);
    const visitor = await buildUser(app);
    const memorial = await buildPost(app.db, user);
    await app.db.insert(notifications).values({ type: "like", userId: user.id, actorId: visitor.id, postId: memorial.id });
    const session = (await post(app, "/signin", { email: user.email, password: user.password })).json();
    expect(session.new_notification_available).toBe(true);
  });

  it("gives the identical answer for a wrong password and an unknown e-mail", async () => {
    const user = await buildUser(app);
    const wrongPassword = await post(app, "/signin", { email: user.email, password: "Wrong1234" });
    const unknownEmail = await post(app, "/signin", { email: "nobody@example.com", password: user.password });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ error: MESSAGES.wrongCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it("tells a Google-only account to use Google", async () => {
    const user = await buildUser(app, { password: null, googleSub: "google-only-1" });
    const res = await post(app, "/signin", { email: user.email, password: "Secret123" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.googleAccountUseGoogle });
  });

  it.each([
    ["an empty e-mail", { email: "", password: "Secret123" }, MESSAGES.enterEmail],
    ["a blank e-mail", { email: "   ", password: "Secret123" }, MESSAGES.enterEmail],
    ["an invalid e-mail", { email: "anbu@example", password: "Secret123" }, MESSAGES.emailInvalid],
    ["an empty password", { email: "anbu@example.com", password: "" }, MESSAGES.passwordRule],
    ["a short password", { email: "anbu@example.com", password: "Ab1" }, MESSAGES.passwordRule],
    ["a password without a digit", { email: "anbu@example.com", password: "Secretpass" }, MESSAGES.passwordRule],
    ["a password without an uppercase letter", { email: "anbu@example.com", password: "secret123" }, MESSAGES.passwordRule],
    ["a password without a lowercase letter", { email: "anbu@example.com", password: "SECRET123" }, MESSAGES.passwordRule],
    ["a 21-character password", { email: "anbu@example.com", password: "Secret123" + "x".repeat(12) }, MESSAGES.passwordRule],
    ["both wrong (e-mail first)", { email: "", password: "" }, MESSAGES.enterEmail],
  ])("answers 400 with the spec's sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/signin", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it.each([
    ["a number for the e-mail", { email: 5, password: "Secret123" }, "email must be a string"],
    ["null for the password", { email: "anbu@example.com", password: null }, "password must be a string"],
    ["a missing password", { email: "anbu@example.com" }, "password is required"],
    ["a missing e-mail", { password: "Secret123" }, "email is required"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/signin", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("answers 400, not 500, for a missing body and for invalid JSON", async () => {
    const missing = await app.inject({ method: "POST", url: "/api/signin" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "body is required" });
    const broken = await app.inject({ method: "POST", url: "/api/signin", headers: { "content-type": "application/json" }, payload: "{email" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "Request body is not valid JSON" });
  });

  it("answers 400 with a sentence for a plain-text body", async () => {
    const res = await app.inject({ method: "POST", url: "/api/signin", headers: { "content-type": "text/plain" }, payload: "email=a" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "body must be an object" });
  });

  it("answers 413 for a body over 1 MB", async () => {
    const res = await post(app, "/signin", { email: "anbu@example.com", password: "x".repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });
});
