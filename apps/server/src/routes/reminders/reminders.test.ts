import { describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { REMINDER_MESSAGES } from "@kma/core/reminders/reminder-messages";
import { MESSAGES } from "@kma/core/messages";
import { reminderDeliveries, reminderFollows } from "../../db/schema";
import { recipientKey } from "../../services/reminders/deliver-reminders";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";
import { expectError } from "../comments/engagement-test-helpers";
import { askByEmail, at, followConfirmed, linkToken, mailsTo } from "./reminder-test-helpers";

/**
 * Remembrance reminders through the API (docs/api.md "Remembrance reminders";
 * decision 028), with the sweep's clock injected: each mail once, on the right days, only to
 * confirmed followers, never after they stop.
 */
describe("remembrance reminders", async () => {
  const app = await buildTestApp({ rateLimit: false });
  let n = 0;
  const address = () => `follower${++n}@example.com`;
  const followRows = (email: string) => app.db.select().from(reminderFollows).where(eq(reminderFollows.email, email));

  /** A published memorial of someone who died on `death` ('YYYY-MM-DD'). */
  async function memorial(death: string, extra: Parameters<typeof buildPost>[2] = {}) {
    const author = await buildUser(app);
    const [year, month, day] = death.split("-").map(Number);
    const blog = await buildPost(app.db, author, { deathyear: String(year), deathmonth: String(month), deathdate: String(day), ...extra });
    return { author, blog };
  }

  it("asks a signed-out visitor to confirm by mail, and sends nothing before the link is opened", async () => {
    const { blog } = await memorial("2030-03-01", { firstname: "Sivakami", lastname: "Rajan" });
    const email = address();
    const token = await askByEmail(app, blog.blogId, email);
    const [confirmation] = mailsTo(app, email);
    expect(confirmation!.subject).toBe("Please confirm: reminders for the memorial of Sivakami Rajan");
    expect(confirmation!.text).toContain("If it was not you, ignore this e-mail: nothing will be sent.");
    expect(confirmation!.text).toContain("To start them, open this link within a week:"); // CONFIRM_LINK_DAYS
    const [row] = await followRows(email);
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).not.toContain(token);

    // The 31st day is 31 March 2030: a week before, nothing goes to an unconfirmed address.
    await app.reminders.sweep(at("2030-03-24"));
    expect(mailsTo(app, email)).toHaveLength(1);

    const confirmed = await post(app, "/confirm-follow", { token });
    expect(confirmed.json()).toEqual({ post: { blog_id: blog.blogId, firstname: "Sivakami", lastname: "Rajan", tamilfirstname: "", tamillastname: "" } });
    // Opening the link again says the same.
    expect((await post(app, "/confirm-follow", { token })).statusCode).toBe(200);
    expectError(await post(app, "/confirm-follow", { token: "not-a-token" }), 404, REMINDER_MESSAGES.confirmInvalid);
  });

  it("lets a confirmation link work for a week: then it is unknown, the sweep forgets the address, and asking again gives a new week", async () => {
    const { blog } = await memorial("2030-03-01");
    const [late, kept, asksAgain] = [address(), address(), address()];
    const lateToken = await askByEmail(app, blog.blogId, late);
    await followConfirmed(app, blog.blogId, kept);
    await askByEmail(app, blog.blogId, asksAgain);
    // All three asked a week and a minute ago.
    await app.db
      .update(reminderFollows)
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(inArray(reminderFollows.email, [late, kept, asksAgain]));

    expectError(await post(app, "/confirm-follow", { token: lateToken }), 404, REMINDER_MESSAGES.confirmInvalid);
    const againToken = await askByEmail(app, blog.blogId, asksAgain); // a new link, and a new week
    await app.reminders.sweep(at("2030-03-02"));
    expect(await followRows(late)).toHaveLength(0);
    expect(await followRows(kept)).toHaveLength(1); // a confirmed follow never runs out
    expect((await post(app, "/confirm-follow", { token: againToken })).statusCode).toBe(200);
  });

  it("mails a confirmed follower once a week before and once on the day, on no other day, and never twice", async () => {
    const { blog } = await memorial("2030-04-01", { firstname: "Murugan", lastname: "Pillai" });
    const email = address();
    await followConfirmed(app, blog.blogId, email);
    const reminders = () => mailsTo(app, email).slice(1); // after the confirmation

    // 31st day: 1 May 2030. Week before: 24 April.
    for (const day of ["2030-04-20", "2030-04-23"]) await app.reminders.sweep(at(day));
    expect(reminders()).toHaveLength(0);
    await app.reminders.sweep(at("2030-04-24"));
    await app.reminders.sweep(new Date("2030-04-24T13:05:00Z")); // the next hours' sweeps
    await Promise.all([app.reminders.sweep(at("2030-04-24")), app.reminders.sweep(at("2030-04-24"))]); // two at once
    expect(reminders()).toHaveLength(1);
    const week = reminders()[0]!;
    expect(week.subject).toBe("In a week: the 31st day remembrance of Murugan Pillai");
    expect(week.text).toContain("The 31st day remembrance of Murugan Pillai is in a week, on Wednesday, 1 May 2030.");
    expect(week.text).toContain(`/post/${blog.blogId}`);
    const unsubscribe = linkToken(week.text, "unsubscribe");
    expect(week.raw).toMatch(new RegExp(`^List-Unsubscribe: <https?://\\S+/api/unsubscribe/one-click/${unsubscribe}>$`, "m"));
    expect(week.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    for (const day of ["2030-04-25", "2030-04-30"]) await app.reminders.sweep(at(day));
    expect(reminders()).toHaveLength(1);
    await Promise.all([app.reminders.sweep(at("2030-05-01")), app.reminders.sweep(at("2030-05-01"))]);
    await app.reminders.sweep(at("2030-05-01"));
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.subject).toBe("Today: the 31st day remembrance of Murugan Pillai");
    expect(reminders()[1]!.text).toContain("Today, Wednesday, 1 May 2030, is the 31st day remembrance of Murugan Pillai.");
    await app.reminders.sweep(at("2030-05-02"));
    expect(reminders()).toHaveLength(2);

    // Each anniversary too: the first on 1 April 2031.
    await app.reminders.sweep(at("2031-03-25"));
    await app.reminders.sweep(at("2031-04-01"));
    await app.reminders.sweep(at("2031-04-01"));
    expect(reminders().map((mail) => mail.subject)).toEqual([
      "In a week: the 31st day remembrance of Murugan Pillai",
      "Today: the 31st day remembrance of Murugan Pillai",
      "In a week: the 1st anniversary of Murugan Pillai",
      "Today: the 1st anniversary of Murugan Pillai",
    ]);
    const keys = await app.db
      .select({ occasion: reminderDeliveries.occasion, onDate: reminderDeliveries.onDate })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.recipient, recipientKey(email)));
    expect(keys).toHaveLength(4);
    expect(JSON.stringify(await app.db.select().from(reminderDeliveries))).not.toContain(email); // no addresses kept
  });

  it("writes to each follower in the language they followed in, with the Tamil name when the family gave one", async () => {
    const { blog } = await memorial("2029-06-10", { firstname: "Ravi", lastname: "Kumar", tamilfirstname: "ரவி", tamillastname: "குமார்" });
    const email = address();
    const token = await askByEmail(app, blog.blogId, email, "ta");
    expect(mailsTo(app, email)[0]!.subject).toBe("உறுதிப்படுத்துங்கள்: ரவி குமார் அவர்களின் அறிவித்தலுக்கான நினைவூட்டல்கள்");
    await post(app, "/confirm-follow", { token });
    await app.reminders.sweep(at("2031-06-10")); // the second anniversary
    const mail = mailsTo(app, email)[1]!;
    expect(mail.subject).toBe("இன்று: ரவி குமார் அவர்களின் இரண்டாம் ஆண்டு நினைவஞ்சலி");
    expect(mail.text).toContain("10 ஜூன் 2031");
  });

  it("stops for good from the mail's link, without signing in; the token is only stored hashed", async () => {
    const { blog } = await memorial("2030-06-01", { firstname: "Kamala", lastname: "Devi" });
    const email = address();
    await followConfirmed(app, blog.blogId, email);
    await app.reminders.sweep(at("2030-06-24")); // a week before 1 July
    const token = linkToken(mailsTo(app, email)[1]!.text, "unsubscribe");
    const rows = await app.db
      .select({ hash: reminderDeliveries.unsubscribeTokenHash })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.recipient, recipientKey(email)));
    expect(rows).toHaveLength(1);
    expect(rows.map((row) => row.hash).join()).not.toContain(token);

    // The page names the memorial first, and asking stops nothing.
    const named = { post: { blog_id: blog.blogId, firstname: "Kamala", lastname: "Devi", tamilfirstname: "", tamillastname: "" } };
    expect((await post(app, "/unsubscribe-preview", { token })).json()).toEqual(named);
    expect(await followRows(email)).toHaveLength(1);
    expectError(await post(app, "/unsubscribe-preview", { token: "not-a-token" }), 404, REMINDER_MESSAGES.unsubscribeInvalid);

    expect((await post(app, "/unsubscribe", { token })).json()).toEqual(named);
    expect(await followRows(email)).toHaveLength(0);
    expect((await post(app, "/unsubscribe", { token })).statusCode).toBe(200); // a second click is no error
    await app.reminders.sweep(at("2030-07-01"));
    await app.reminders.sweep(at("2031-06-24"));
    expect(mailsTo(app, email)).toHaveLength(2);
    expectError(await post(app, "/unsubscribe", { token: "not-a-token" }), 404, REMINDER_MESSAGES.unsubscribeInvalid);
  });

  it("answers the mail client's one-click POST (RFC 8058) and stops the reminders", async () => {
    const { blog } = await memorial("2030-07-01");
    const email = address();
    await followConfirmed(app, blog.blogId, email);
    await app.reminders.sweep(at("2030-07-24"));
    const raw = mailsTo(app, email)[1]!.raw;
    const url = /^List-Unsubscribe: <https?:\/\/[^/]+(\/api\/\S+)>$/m.exec(raw)![1]!;
    const res = await app.inject({
      method: "POST",
      url,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.json()).toEqual({ status: "done" });
    expect(await followRows(email)).toEqual([]);
    await app.reminders.sweep(at("2030-07-31"));
    expect(mailsTo(app, email)).toHaveLength(2);
    expectError(
      await app.inject({
        method: "POST",
        url: "/api/unsubscribe/one-click/unknown",
        payload: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      404,
    );
  });

  it("follows with one click when signed in, shows it, and stops it; nobody else can stop it", async () => {
    const { blog } = await memorial("2030-08-01", { firstname: "Selvi", lastname: "Nathan" });
    const follower = await buildUser(app);
    const stranger = await buildUser(app);
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: false });
    expect((await post(app, "/follow-memorial", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: true, confirmation_sent: false });
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: true });
    expect((await post(app, "/follow-status", { post_id: blog.blogId })).json()).toEqual({ following: false });
    expect(mailsTo(app, follower.email)).toHaveLength(0); // no confirmation: the account proved the address

    // Another account's unfollow names only its own follow; the follower keeps theirs.
    expect((await post(app, "/unfollow-memorial", { post_id: blog.blogId }, stranger.token)).json()).toEqual({ following: false });
    expectError(await post(app, "/unfollow-memorial", { post_id: blog.blogId }), 401);
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: true });
    await app.reminders.sweep(at("2030-08-24"));
    expect(mailsTo(app, follower.email).map((mail) => mail.subject)).toEqual(["In a week: the 31st day remembrance of Selvi Nathan"]);

    expect((await post(app, "/unfollow-memorial", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: false });
    expect((await post(app, "/follow-status", { post_id: blog.blogId }, follower.token)).json()).toEqual({ following: false });
    await app.reminders.sweep(at("2030-08-31"));
    expect(mailsTo(app, follower.email)).toHaveLength(1);
  });

  it("mails confirmed followers once when the family adds an event, and not for a save that adds none", async () => {
    const { author, blog } = await memorial("2030-09-01", { firstname: "Arul", lastname: "Thas" });
    const confirmed = address();
    const pending = address();
    await followConfirmed(app, blog.blogId, confirmed);
    await askByEmail(app, blog.blogId, pending);
    const fields = buildPostFields({ firstname: "Arul", lastname: "Thas", deathyear: "2030", deathmonth: "9", deathdate: "1" });
    const edit = (events: typeof fields.events, draft = false) => post(app, "/create-post", { ...fields, events, id: blog.blogId, draft }, author.token);

    expect((await edit(fields.events)).statusCode).toBe(200); // the same events as before
    expect(mailsTo(app, confirmed)).toHaveLength(1);
    const prayer = {
      eventname: "Memorial services",
      eventdate: "15/09/2030",
      eventstarttime: "6:00 PM",
      eventendtime: "8:00 PM",
      eventaddress: "12 Temple Road, Jaffna",
    };
    expect((await edit([...fields.events, prayer])).statusCode).toBe(200);
    expect((await edit([...fields.events, prayer])).statusCode).toBe(200); // saved again: no second mail
    const mails = mailsTo(app, confirmed).slice(1);
    expect(mails.map((mail) => mail.subject)).toEqual(["Arul Thas: the family has added Memorial services"]);
    expect(mails[0]!.text).toContain("The family of Arul Thas has added Memorial services to the memorial: Sunday, 15 September 2030, 6:00 PM–8:00 PM.");
    expect(mails[0]!.text).toContain("Place: 12 Temple Road, Jaffna");
    expect(mails[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mailsTo(app, pending)).toHaveLength(1); // only its confirmation

    // Moved back to draft, nobody hears of an event added meanwhile.
    const vigil = { ...prayer, eventname: "Reception" };
    expect((await edit([...fields.events, prayer, vigil], true)).statusCode).toBe(200);
    expect(mailsTo(app, confirmed)).toHaveLength(2);
  });

  it("refuses bad requests with a sentence: no address, a bad one, a draft, and sends nothing", async () => {
    const { author, blog } = await memorial("2030-10-01");
    const draft = await buildPost(app.db, author, { draft: true });
    expectError(await post(app, "/follow-memorial", { post_id: blog.blogId }), 400, REMINDER_MESSAGES.emailNeeded);
    expectError(await post(app, "/follow-memorial", { post_id: blog.blogId, email: "not-an-address" }), 400, MESSAGES.emailInvalid);
    expectError(await post(app, "/follow-memorial", { post_id: draft.blogId, email: "x@example.com" }), 404, MESSAGES.postNotFound);
    expectError(await post(app, "/follow-memorial", { post_id: draft.blogId }, author.token), 400, REMINDER_MESSAGES.notPublished);
    expectError(await post(app, "/follow-memorial", { post_id: "no-such-memorial", email: "x@example.com" }), 404, MESSAGES.postNotFound);
    expect(mailsTo(app, "x@example.com")).toHaveLength(0);
  });

  it("does not tell a stranger whether an address already follows", async () => {
    const { blog } = await memorial("2030-11-01");
    const email = address();
    await followConfirmed(app, blog.blogId, email);
    const again = await post(app, "/follow-memorial", { post_id: blog.blogId, email });
    expect(again.json()).toEqual({ following: false, confirmation_sent: true });
    expect(mailsTo(app, email)).toHaveLength(1); // no new link for a confirmed address
  });
});

describe("the follow-by-e-mail call's rate limit", async () => {
  const app = await buildTestApp();
  it("answers 429 after 10 requests an hour from one address", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    for (let i = 0; i < 10; i++) expect((await post(app, "/follow-memorial", { post_id: blog.blogId, email: `limit${i}@example.com` })).statusCode).toBe(200);
    expectError(await post(app, "/follow-memorial", { post_id: blog.blogId, email: "limit10@example.com" }), 429, MESSAGES.tooManyRequests);
  });
});
