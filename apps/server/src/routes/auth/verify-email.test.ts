import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { emailVerifications, users } from "../../db/schema";
import { buildTestApp, post, type TestApp } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { requestResetLink } from "../../test/outbox";
import { expectError } from "../comments/engagement-test-helpers";
import { linkToken, mailsTo } from "../reminders/reminder-test-helpers";
import { VERIFICATION_RESENDS_PER_HOUR } from "./verify-email";

/** Proving an account's e-mail address (docs/api.md "E-mail addresses are proven"; decision 034). */
const app = await buildTestApp({ rateLimit: false });
let n = 0;
const signUp = async (a: TestApp = app) => {
  const email = `newcomer${++n}@example.com`;
  const res = await post(a, "/signup", { firstname: "Malar", lastname: "Selvam", email, password: "Secret123" });
  expect(res.statusCode).toBe(200);
  return { email, session: res.json() as { access_token: string; username: string; email_verified: boolean } };
};
const stored = async (email: string) =>
  (
    await app.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  )[0]!;

describe("the mail after sign-up", () => {
  it("goes to the new address with a link; the account works meanwhile, its address unproven", async () => {
    const { email, session } = await signUp();
    expect(session.email_verified).toBe(false);
    const [mail] = mailsTo(app, email);
    expect(mail!.subject).toBe("Please confirm your e-mail address for Keep Memories Alive");
    expect(mail!.text).toContain("Hello Malar Selvam,");
    expect(mail!.text).toContain("If you did not create this account, you can ignore this e-mail");
    expect(mail!.text).toContain(`${app.config.publicUrl}/verify-email/`);
    const token = linkToken(mail!.text, "verify-email");
    // Only the token's hash is stored.
    const [row] = await app.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, (await stored(email)).id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);

    expect((await stored(email)).emailVerifiedAt).toBeNull();
    const profile = await post(app, "/get-profile", { username: session.username }, session.access_token);
    expect(profile.json().personal_info).toMatchObject({ email, email_verified: false });
    // Others never see it.
    expect(Object.keys((await post(app, "/get-profile", { username: session.username })).json().personal_info)).not.toContain("email_verified");
  });
});

describe("the mail after sign-up in Tamil", () => {
  it("is in the language the person signed up in", async () => {
    const email = "thamizh.newcomer@example.com";
    const res = await post(app, "/signup?lang=ta", { firstname: "Malar", lastname: "Selvam", email, password: "Secret123" });
    expect(res.statusCode).toBe(200);
    const [mail] = mailsTo(app, email);
    expect(mail!.subject).toBe("Keep Memories Alive: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்");
    expect(mail!.text).toContain("வணக்கம் Malar Selvam,");
  });
});

describe("POST /api/verify-email", () => {
  it("proves the address from the mailed link; the session and the own profile say so; opening it again answers the same", async () => {
    const { email, session } = await signUp();
    const token = linkToken(mailsTo(app, email)[0]!.text, "verify-email");
    const res = await post(app, "/verify-email", { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_verified: true, username: session.username });
    const provenAt = (await stored(email)).emailVerifiedAt;
    expect(provenAt).toBeInstanceOf(Date);

    expect((await post(app, "/verify-email", { token })).json()).toEqual({ email_verified: true, username: session.username });
    expect((await stored(email)).emailVerifiedAt).toEqual(provenAt); // the first proof's time is kept
    const signedIn = await post(app, "/signin", { email, password: "Secret123" });
    expect(signedIn.json().email_verified).toBe(true);
    expect((await post(app, "/get-profile", { username: session.username }, session.access_token)).json().personal_info.email_verified).toBe(true);
  });

  it("answers an unknown, expired or malformed link with a 400 that says where to get a new one, and proves nothing", async () => {
    const { email } = await signUp();
    const token = linkToken(mailsTo(app, email)[0]!.text, "verify-email");
    expectError(await post(app, "/verify-email", { token: "not-a-real-token" }), 400, MESSAGES.emailVerifyLinkInvalid);
    expectError(await post(app, "/verify-email", { token: `${token}x` }), 400, MESSAGES.emailVerifyLinkInvalid);
    expectError(await post(app, "/verify-email", {}), 400);
    expectError(await post(app, "/verify-email", { token: "" }), 400);

    await app.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.userId, (await stored(email)).id));
    expectError(await post(app, "/verify-email", { token }), 400, MESSAGES.emailVerifyLinkInvalid);
    expect((await stored(email)).emailVerifiedAt).toBeNull();
    // In Tamil for a Tamil reader.
    const tamil = await post(app, "/verify-email?lang=ta", { token });
    expect(tamil.statusCode).toBe(400);
    expect(tamil.json().error).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("is proven too by completing a password reset from the mailed link", async () => {
    const user = await buildUser(app, { emailVerifiedAt: null });
    const { token } = await requestResetLink(app, user.email);
    const res = await post(app, "/resetpassword", { token, new_password: "Renewed123", confirm_new_password: "Renewed123" });
    expect(res.statusCode).toBe(200);
    expect((await stored(user.email)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("is not proven by a reset link that was only asked for", async () => {
    const user = await buildUser(app, { emailVerifiedAt: null });
    await requestResetLink(app, user.email);
    expect((await stored(user.email)).emailVerifiedAt).toBeNull();
  });
});

describe("POST /api/resend-verification-email", () => {
  it("mails a new link to the account's own address, in the reader's language; both links work", async () => {
    const { email, session } = await signUp();
    const first = linkToken(mailsTo(app, email)[0]!.text, "verify-email");
    const res = await app.inject({
      method: "POST",
      url: "/api/resend-verification-email",
      headers: { authorization: `Bearer ${session.access_token}`, cookie: "lang=ta" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_verified: false, sent: true });
    const mails = mailsTo(app, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Keep Memories Alive: உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்");
    expect(mails[1]!.text).toContain("வணக்கம் Malar Selvam,");
    const second = linkToken(mails[1]!.text, "verify-email");
    expect(second).not.toBe(first);
    expect((await post(app, "/verify-email", { token: first })).statusCode).toBe(200);
    expect((await post(app, "/verify-email", { token: second })).statusCode).toBe(200);
  });

  it("sends nothing to a proven account, and tells the app it is proven", async () => {
    const user = await buildUser(app);
    expect((await post(app, "/resend-verification-email", {}, user.token)).json()).toEqual({ email_verified: true, sent: false });
    expect(mailsTo(app, user.email)).toHaveLength(0);
  });

  it("needs a signed-in account", async () => {
    expectError(await post(app, "/resend-verification-email", {}), 401);
  });
});

describe("the resend's limit", async () => {
  // Limits on: a separate app, so other tests never share its counters.
  const limited = await buildTestApp({ rateLimit: true });

  it(`sends ${VERIFICATION_RESENDS_PER_HOUR} an hour per account, then a 429 with a sentence; another account is not held back`, async () => {
    const [one, other] = [await buildUser(limited, { emailVerifiedAt: null }), await buildUser(limited, { emailVerifiedAt: null })];
    for (let i = 1; i <= VERIFICATION_RESENDS_PER_HOUR; i++) {
      expect((await post(limited, "/resend-verification-email", {}, one.token)).statusCode, `resend ${i}`).toBe(200);
    }
    expectError(await post(limited, "/resend-verification-email", {}, one.token), 429, MESSAGES.emailVerifyLimit);
    expect(mailsTo(limited, one.email)).toHaveLength(VERIFICATION_RESENDS_PER_HOUR);
    expect((await post(limited, "/resend-verification-email", {}, other.token)).statusCode).toBe(200);
  });
});
