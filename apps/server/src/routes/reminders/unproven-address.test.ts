import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { reminderFollows, users } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { at, followConfirmed, linkToken, mailsTo } from "./reminder-test-helpers";

/**
 * Reminders trust only proven addresses (decision 034): an account whose address nobody proved
 * can neither sign that address up for mail nor read or stop the follows it confirmed.
 */
describe("reminders and an account's unproven address", async () => {
  const app = await buildTestApp({ rateLimit: false });
  let n = 0;
  const signUpAs = async (email: string) => {
    const res = await post(app, "/signup", { firstname: "Someone", lastname: "Else", email, password: "Attacker123" });
    expect(res.json().email_verified).toBe(false);
    return res.json().access_token as string;
  };
  const reminderMails = (email: string) => mailsTo(app, email).filter((mail) => /^(In a week|Today):/.test(mail.subject));
  async function memorial(death: string) {
    const author = await buildUser(app);
    const [year, month, day] = death.split("-");
    return buildPost(app.db, author, {
      deathyear: year!,
      deathmonth: String(Number(month)),
      deathdate: String(Number(day)),
      firstname: "Kandiah",
      lastname: "Ponnan",
    });
  }

  it("mails no reminders to an address an account was made with but never proved: the follow waits for the confirmation link", async () => {
    const blog = await memorial("2031-03-01");
    const victim = `not.asked${++n}@example.com`;
    const token = await signUpAs(victim);

    const res = await post(app, "/follow-memorial", { post_id: blog.blogId }, token);
    expect(res.json()).toEqual({ following: false, confirmation_sent: true });
    const confirmation = mailsTo(app, victim).find((mail) => mail.subject.startsWith("Please confirm: reminders"));
    expect(confirmation!.text).toContain("If it was not you, ignore this e-mail: nothing will be sent.");
    const [row] = await app.db.select().from(reminderFollows).where(eq(reminderFollows.email, victim));
    expect(row).toMatchObject({ confirmedAt: null, userId: null });

    // The 31st day is 31 March 2031: neither a week before nor on the day does a reminder go.
    await app.reminders.sweep(at("2031-03-24"));
    await app.reminders.sweep(at("2031-03-31"));
    expect(reminderMails(victim)).toEqual([]);
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, token)).json()).toEqual({ following: false });

    // The address's owner may still want them: opening the mailed link starts them.
    expect((await post(app, "/confirm-follow", { token: linkToken(confirmation!.text, "follow/confirm") })).statusCode).toBe(200);
    await app.reminders.sweep(at("2032-02-23")); // a week before the first anniversary
    expect(reminderMails(victim)).toHaveLength(1);
  });

  it("does not let an account made with a stranger's address read or stop the stranger's confirmed follows", async () => {
    const blog = await memorial("2031-05-01");
    const stranger = `follows.already${++n}@example.com`;
    await followConfirmed(app, blog.blogId, stranger);
    const token = await signUpAs(stranger);

    expect((await post(app, "/follow-status", { post_id: blog.blogId }, token)).json()).toEqual({ following: false });
    expect((await post(app, "/unfollow-memorial", { post_id: blog.blogId }, token)).json()).toEqual({ following: false });
    expect(await app.db.select().from(reminderFollows).where(eq(reminderFollows.email, stranger))).toHaveLength(1);
    // Following from the account adds nothing and mails nothing: the address already follows.
    const mailsBefore = mailsTo(app, stranger).length;
    expect((await post(app, "/follow-memorial", { post_id: blog.blogId }, token)).json()).toEqual({ following: false, confirmation_sent: true });
    expect(mailsTo(app, stranger)).toHaveLength(mailsBefore);
    await app.reminders.sweep(at("2031-05-24"));
    expect(reminderMails(stranger)).toHaveLength(1); // the stranger's reminders go on

    // Once the account proves the address (it is the same person after all), the follow is its own.
    const verify = linkToken(mailsTo(app, stranger).find((mail) => mail.subject.startsWith("Please confirm your e-mail"))!.text, "verify-email");
    expect((await post(app, "/verify-email", { token: verify })).statusCode).toBe(200);
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, token)).json()).toEqual({ following: true });
  });

  it("holds back follows an unproven account made before addresses were proven, until it proves its address", async () => {
    const blog = await memorial("2031-07-01");
    const user = await buildUser(app, { emailVerifiedAt: null });
    // As the old one-click follow stored it: confirmed at once, by the account.
    await app.db.insert(reminderFollows).values({ postId: blog.id, userId: user.id, email: user.email, confirmedAt: new Date() });
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, user.token)).json()).toEqual({ following: true });
    await app.reminders.sweep(at("2031-07-24"));
    expect(reminderMails(user.email)).toEqual([]);

    await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    await app.reminders.sweep(at("2031-07-31"));
    expect(reminderMails(user.email).map((mail) => mail.subject)).toEqual(["Today: the 31st day remembrance of Kandiah Ponnan"]);
  });

  it("still follows at once with one click when the account's address is proven", async () => {
    const blog = await memorial("2031-09-01");
    const user = await buildUser(app);
    expect((await post(app, "/follow-memorial", { post_id: blog.blogId }, user.token)).json()).toEqual({ following: true, confirmation_sent: false });
    expect(mailsTo(app, user.email)).toHaveLength(0);
  });
});
