import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { users } from "../../db/schema";
import { buildTestApp, get, post, type TestApp } from "../../test/build-app";
import { buildUser } from "../../test/factories";

const app = await buildTestApp({ rateLimit: false });
let n = 0;
const fresh = (overrides: Record<string, unknown> = {}) => ({
  firstname: "Ravi",
  lastname: "Kumar",
  email: `ravi.kumar${++n}@example.com`,
  password: "Secret123",
  ...overrides,
});
const storedUser = async (a: TestApp, email: string) =>
  (
    await a.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0];

describe("POST /api/signup", () => {
  it("creates the account and answers the session object, and only it", async () => {
    const body = fresh({ email: "Priya.Nathan@Example.com", firstname: "Priya", lastname: "Nathan" });
    const res = await post(app, "/signup", body);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(Object.keys(session).sort()).toEqual(["access_token", "email_verified", "fullname", "new_notification_available", "profile_img", "username"]);
    expect(session).toMatchObject({
      username: "priya.nathan",
      fullname: "Priya Nathan",
      profile_img: "/api/avatar/priya.nathan.svg",
      new_notification_available: false,
      email_verified: false,
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    // The token is a working session.
    expect((await get(app, "/new-notification", session.access_token)).statusCode).toBe(200);
  });

  it("stores the password only as an argon2id hash", async () => {
    const body = fresh();
    await post(app, "/signup", body);
    const user = await storedUser(app, body.email);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(body.password);
    expect(user.googleSub).toBeNull();
  });

  it("trims the names and the e-mail", async () => {
    const res = await post(app, "/signup", fresh({ firstname: "  Ravi ", lastname: " Kumar  ", email: "  trimmed@example.com " }));
    expect(res.json()).toMatchObject({ fullname: "Ravi Kumar", username: "trimmed" });
    expect((await storedUser(app, "trimmed@example.com")).email).toBe("trimmed@example.com");
  });

  it("answers 409 for an e-mail that is taken, in any case", async () => {
    const body = fresh({ email: "taken@example.com" });
    expect((await post(app, "/signup", body)).statusCode).toBe(200);
    for (const email of ["taken@example.com", "TAKEN@Example.COM", " Taken@example.com "]) {
      const res = await post(app, "/signup", { ...body, email });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: MESSAGES.emailTaken });
    }
    expect(MESSAGES.emailTaken).toBe("Email already exists");
  });

  it("lets only one of two simultaneous sign-ups with one e-mail through", async () => {
    const body = fresh({ email: "race@example.com" });
    const results = await Promise.all([post(app, "/signup", body), post(app, "/signup", { ...body, email: "RACE@example.com" })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("makes the username unique, case-insensitively, by appending digits", async () => {
    await buildUser(app, { username: "Meena", email: "meena.first@example.org" });
    const first = (await post(app, "/signup", fresh({ email: "meena@example.com" }))).json();
    const second = (await post(app, "/signup", fresh({ email: "MEENA@example.net" }))).json();
    expect(first.username).toMatch(/^meena\d{2,}$/);
    expect(second.username).toMatch(/^meena\d{2,}$/);
    expect(second.username).not.toBe(first.username);
    // Each avatar URL names that account's own first username.
    expect(first.profile_img).toBe(`/api/avatar/${first.username}.svg`);
  });

  it("derives a valid username from an unusual local part", async () => {
    expect((await post(app, "/signup", fresh({ email: "Ravi+memorial@example.com" }))).json().username).toBe("ravi");
    expect((await post(app, "/signup", fresh({ email: "o'brien.k@example.com" }))).json().username).toBe("obrien.k");
    expect((await post(app, "/signup", fresh({ email: "jo@example.com" }))).json().username).toMatch(/^jo\d{3}$/);
    expect((await post(app, "/signup", fresh({ email: "..@example.com" }))).json().username).toMatch(/^user\d{3}$/);
  });

  it.each([
    ["first name missing", { firstname: "" }, MESSAGES.firstNameRequired],
    ["first name blank", { firstname: "   " }, MESSAGES.firstNameRequired],
    ["last name missing", { lastname: "" }, MESSAGES.lastNameRequired],
    ["last name too short", { lastname: "Li" }, MESSAGES.nameTooShort],
    ["e-mail empty", { email: "" }, MESSAGES.enterEmail],
    ["e-mail invalid", { email: "ravi@example" }, MESSAGES.emailInvalid],
    ["password too short", { password: "Sec1a" }, MESSAGES.passwordRule],
    ["password too long", { password: "A1" + "b".repeat(19) }, MESSAGES.passwordRule],
    ["password without a digit", { password: "SecretPass" }, MESSAGES.passwordRule],
    ["password without an uppercase letter", { password: "secret123" }, MESSAGES.passwordRule],
    ["password without a lowercase letter", { password: "SECRET123" }, MESSAGES.passwordRule],
  ])("answers 400 with the spec's sentence for %s", async (_label, overrides, message) => {
    const res = await post(app, "/signup", fresh(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("reports the first problem in the spec's order", async () => {
    const res = await post(app, "/signup", { firstname: "", lastname: "", email: "", password: "" });
    expect(res.json()).toEqual({ error: MESSAGES.firstNameRequired });
  });

  it.each([
    ["a number for the e-mail", fresh({ email: 5 }), "email must be a string"],
    ["a missing password", { firstname: "Ravi", lastname: "Kumar", email: "x@example.com" }, "password is required"],
    ["an array for a name", fresh({ firstname: ["Ravi"] }), "firstname must be a string"],
    ["an over-long name", fresh({ firstname: "R".repeat(101) }), "firstname is too long (at most 100 characters)"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/signup", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("answers 400, not 500, for a missing body and for invalid JSON", async () => {
    const empty = await app.inject({ method: "POST", url: "/api/signup" });
    expect(empty.statusCode).toBe(400);
    expect(typeof empty.json().error).toBe("string");
    const emptyJson = await app.inject({ method: "POST", url: "/api/signup", headers: { "content-type": "application/json" }, payload: "" });
    expect(emptyJson.statusCode).toBe(400);
    expect(emptyJson.json()).toEqual({ error: "Request body is empty" });
    const broken = await app.inject({ method: "POST", url: "/api/signup", headers: { "content-type": "application/json" }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: "Request body is not valid JSON" });
    const notObject = await app.inject({ method: "POST", url: "/api/signup", headers: { "content-type": "application/json" }, payload: "[]" });
    expect(notObject.statusCode).toBe(400);
    expect(typeof notObject.json().error).toBe("string");
  });

  it("answers 413 for a body over 1 MB", async () => {
    const res = await post(app, "/signup", fresh({ bio: "x".repeat(1_100_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MESSAGES.bodyTooLarge });
  });

  it("ignores unknown fields and never stores them", async () => {
    const body = fresh({ password_hash: "$argon2id$evil", google_sub: "evil", totalPosts: 99 });
    const res = await post(app, "/signup", body);
    expect(res.statusCode).toBe(200);
    const user = (await app.db.select().from(users).where(eq(users.username, res.json().username)))[0];
    expect(user.googleSub).toBeNull();
    expect(user.totalPosts).toBe(0);
    expect(user.passwordHash).not.toBe("$argon2id$evil");
  });
});
