import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { passwordResets, users } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { newestMail, outboxFiles, readMail, requestResetLink } from "../../test/outbox";
import { hashToken } from "../../lib/secret";

const app = await buildTestApp({ rateLimit: false });
const reset = (token: string, password = "Renewed123", confirm = password) =>
  post(app, "/resetpassword", { token, new_password: password, confirm_new_password: confirm });

describe("POST /api/forgotpassword", () => {
  it("mails a reset link and answers the spec's sentence", async () => {
    const user = await buildUser(app, { email: "Malar.S@example.com", fullname: "Malar <b>Selvam</b>" });
    const res = await post(app, "/forgotpassword", { email: "malar.s@EXAMPLE.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetMailSent });
    const { eml, token } = await requestResetLink(app, user.email);
    expect(eml).toContain("Subject: Reset your Keep Memories Alive password");
    expect(eml).toContain("To: Malar.S@example.com");
    expect(eml).toContain(`${app.config.publicUrl}/resetpassword/${token}`);
    expect(eml).toContain("text/html");
    // The name is text, not markup, in the HTML part.
    expect(eml).toContain("Malar &lt;b&gt;Selvam&lt;/b&gt;");
    expect(eml).not.toContain("<b>Selvam</b></p>");
  });

  it("writes the mail in the asker's language: Tamil for a reader who chose Tamil, today's English otherwise", async () => {
    const user = await buildUser(app, { email: "kamala.lang@example.com", fullname: "Kamala Rajan" });
    const ask = (headers: Record<string, string>) => app.inject({ method: "POST", url: "/api/forgotpassword", payload: { email: user.email }, headers });

    expect((await ask({ cookie: "lang=ta" })).statusCode).toBe(200);
    const tamil = readMail(newestMail(app));
    expect(tamil.subject).toBe("உங்கள் Keep Memories Alive கடவுச்சொல்லை மாற்றுங்கள்");
    expect(tamil.text).toMatch(/^வணக்கம் Kamala Rajan,\n\nஉங்கள் Keep Memories Alive கணக்கின் கடவுச்சொல்லை மாற்றுவதற்கான கோரிக்கை/);
    expect(tamil.text).toContain("இந்த இணைப்பு ஒருமுறை மட்டுமே செயற்படும்");
    expect(tamil.text).toMatch(new RegExp(`\n${app.config.publicUrl}/resetpassword/[A-Za-z0-9_-]+\n`));
    expect(tamil.text).not.toContain("Hello");

    expect((await ask({})).statusCode).toBe(200);
    const english = readMail(newestMail(app));
    expect(english.subject).toBe("Reset your Keep Memories Alive password");
    const link = /\n(http\S+)\n/.exec(english.text)?.[1];
    expect(english.text).toBe(
      [
        "Hello Kamala Rajan,",
        "We received a request to reset the password for your Keep Memories Alive account. You can choose a new password here:",
        link,
        "This link works once and stays valid for one hour. If you did not ask for it, you can safely ignore this e-mail; your password will not change.",
        "Thank you for keeping the memories of your loved ones alive. We are here whenever you need us.",
        "Keep Memories Alive",
      ].join("\n\n"),
    );
  });

  it("stores only the token's hash, for one hour", async () => {
    const user = await buildUser(app);
    const { token } = await requestResetLink(app, user.email);
    const rows = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(rows[0].tokenHash).not.toContain(token);
    const minutes = (rows[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("answers the same sentence for an unknown e-mail and writes no mail", async () => {
    const before = outboxFiles(app).length;
    const res = await post(app, "/forgotpassword", { email: "nobody-here@example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.resetMailSent });
    expect(outboxFiles(app).length).toBe(before);
  });

  it("lets a Google-only account set a password through a reset", async () => {
    const user = await buildUser(app, { password: null, googleSub: "google-reset" });
    const { token } = await requestResetLink(app, user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await post(app, "/signin", { email: user.email, password: "Renewed123" })).statusCode).toBe(200);
  });

  it.each([
    ["an empty e-mail", { email: "" }, MESSAGES.enterEmail],
    ["an invalid e-mail", { email: "malar@" }, MESSAGES.emailInvalid],
    ["a number", { email: 5 }, "email must be a string"],
    ["no e-mail", {}, "email is required"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/forgotpassword", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });
});

describe("POST /api/resetpassword", () => {
  it("sets the new password once, and ends every session", async () => {
    const user = await buildUser(app);
    const otherDevice = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;
    const { token } = await requestResetLink(app, user.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.passwordResetDone });

    const [stored] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    for (const old of [user.token, otherDevice]) expect((await get(app, "/new-notification", old)).statusCode).toBe(401);
    expect((await post(app, "/signin", { email: user.email, password: user.password })).json()).toEqual({ error: MESSAGES.wrongCredentials });
    expect((await post(app, "/signin", { email: user.email, password: "Renewed123" })).statusCode).toBe(200);

    const again = await reset(token, "Another123");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: MESSAGES.resetLinkInvalid });
  });

  it("retires the user's other reset links when one is used", async () => {
    const user = await buildUser(app);
    const first = (await requestResetLink(app, user.email)).token;
    const second = (await requestResetLink(app, user.email)).token;
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first)).json()).toEqual({ error: MESSAGES.resetLinkInvalid });
  });

  it("refuses an expired link", async () => {
    const user = await buildUser(app);
    const { token } = await requestResetLink(app, user.email);
    await app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.resetLinkInvalid });
    expect((await post(app, "/signin", { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it("refuses a made-up token", async () => {
    const res = await reset("made-up-token");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MESSAGES.resetLinkInvalid });
  });

  it.each([
    ["a weak password", { new_password: "weak", confirm_new_password: "weak" }, MESSAGES.passwordRule],
    ["an empty confirmation", { new_password: "Renewed123", confirm_new_password: "" }, MESSAGES.confirmPasswordRequired],
    ["a confirmation that differs", { new_password: "Renewed123", confirm_new_password: "Renewed124" }, MESSAGES.confirmPasswordMismatch],
    ["everything wrong (password rule first)", { new_password: "", confirm_new_password: "" }, MESSAGES.passwordRule],
  ])("answers 400 with the spec's sentence for %s, and the link still works after", async (_label, body, message) => {
    const user = await buildUser(app);
    const { token } = await requestResetLink(app, user.email);
    const res = await post(app, "/resetpassword", { token, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it.each([
    ["no token", { new_password: "Renewed123", confirm_new_password: "Renewed123" }, "token is required"],
    ["an empty token", { token: " ", new_password: "Renewed123", confirm_new_password: "Renewed123" }, "token is required"],
    ["a number for the password", { token: "abc", new_password: 123456, confirm_new_password: "Renewed123" }, "new_password must be a string"],
  ])("answers 400 with a sentence for %s", async (_label, body, message) => {
    const res = await post(app, "/resetpassword", body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it("answers 400, not 500, for invalid JSON", async () => {
    const res = await app.inject({ method: "POST", url: "/api/resetpassword", headers: { "content-type": "application/json" }, payload: "{" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Request body is not valid JSON" });
  });
});
