import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { KEEPER_MESSAGES } from "@kma/core/keepers/keeper-messages";
import { MESSAGES } from "@kma/core/messages";
import { keeperInvitations } from "../../db/schema";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildPostFields, buildUser } from "../../test/factories";
import { newestMail, outboxFiles, readMail } from "../../test/outbox";
import { expectError, ISO, notificationsOf } from "../comments/engagement-test-helpers";
import { linkToken, mailsTo } from "../reminders/reminder-test-helpers";

/** Co-keepers through the API (docs/api.md "Co-keepers"): every rule with other users' tokens. */
describe("co-keepers", async () => {
  const app = await buildTestApp();

  async function setup(draft = false) {
    const author = await buildUser(app, { fullname: "Kamala Sivakumar" });
    const invitee = await buildUser(app);
    const stranger = await buildUser(app);
    const blog = await buildPost(app.db, author, { draft, firstname: "Ravi", lastname: "Kumar" });
    return { author, invitee, stranger, blog };
  }

  /** The author invites `email`; the token is read back from the mail, as the invitee would. */
  async function invite(blogId: string, token: string, email = "family@example.com", lang?: string) {
    const before = outboxFiles(app).length;
    const res = await post(app, `/invite-keeper${lang ? `?lang=${lang}` : ""}`, { post_id: blogId, email }, token);
    expect(res.statusCode).toBe(200);
    expect(outboxFiles(app).length).toBe(before + 1);
    const mail = readMail(newestMail(app));
    const link = /https?:\/\/\S+\/keep\/([A-Za-z0-9_-]+)/.exec(mail.text);
    return { invitation: res.json().invitation, token: link![1]!, mail };
  }

  async function becomeKeeper() {
    const ctx = await setup();
    const { token } = await invite(ctx.blog.blogId, ctx.author.token);
    expect((await post(app, "/accept-keeper-invitation", { token }, ctx.invitee.token)).json()).toEqual({ blog_id: ctx.blog.blogId });
    return ctx;
  }

  it("the author invites by e-mail: a single-use link in the author's language, stored hashed", async () => {
    const { author, blog } = await setup();
    const { invitation, token, mail } = await invite(blog.blogId, author.token, "Family@Example.com");
    expect(invitation).toEqual({
      _id: expect.any(String),
      email: "Family@Example.com",
      invitedAt: expect.stringMatching(ISO),
      expiresAt: expect.stringMatching(ISO),
      expired: false,
    });
    expect(new Date(invitation.expiresAt).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(mail.subject).toBe("Kamala Sivakumar invites you to keep the memorial of Ravi Kumar");
    expect(mail.text).toContain("The link works once and for 14 days.");
    const [row] = await app.db.select().from(keeperInvitations).where(eq(keeperInvitations.id, invitation._id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const tamil = await invite(blog.blogId, author.token, "amma@example.com", "ta");
    expect(tamil.mail.subject).toContain("உங்களை அழைக்கின்றார்");
  });

  it("refuses an author whose own address is unproven with a 403 that says why, and mails nobody; once proven, the invitation goes", async () => {
    const author = await buildUser(app, { emailVerifiedAt: null });
    const blog = await buildPost(app.db, author, { firstname: "Ravi", lastname: "Kumar" });
    const before = outboxFiles(app).length;
    expectError(
      await post(app, "/invite-keeper", { post_id: blog.blogId, email: "family@example.com" }, author.token),
      403,
      MESSAGES.emailNotVerifiedForInvite,
    );
    expect(outboxFiles(app).length).toBe(before);
    expect(await app.db.select().from(keeperInvitations).where(eq(keeperInvitations.invitedBy, author.id))).toEqual([]);
    // A Tamil reader reads the reason in Tamil.
    const tamil = await post(app, "/invite-keeper?lang=ta", { post_id: blog.blogId, email: "family@example.com" }, author.token);
    expect(tamil.statusCode).toBe(403);
    expect(tamil.json().error).toMatch(/[\u0B80-\u0BFF]/);

    // The author proves the address from the mailed link: the same session may invite at once.
    expect((await post(app, "/resend-verification-email", {}, author.token)).statusCode).toBe(200);
    const token = linkToken(mailsTo(app, author.email).at(-1)!.text, "verify-email");
    expect((await post(app, "/verify-email", { token })).statusCode).toBe(200);
    await invite(blog.blogId, author.token);
  });

  it("only the author invites: a co-keeper and a stranger get 403, a draft is a 404 to a stranger, a bad address a 400", async () => {
    const { author, invitee, stranger, blog } = await becomeKeeper();
    const before = outboxFiles(app).length;
    expectError(await post(app, "/invite-keeper", { post_id: blog.blogId, email: "x@example.com" }, invitee.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/invite-keeper", { post_id: blog.blogId, email: "x@example.com" }, stranger.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/invite-keeper", { post_id: blog.blogId, email: "x@example.com" }), 401);
    expectError(await post(app, "/invite-keeper", { post_id: blog.blogId, email: "not-an-address" }, author.token), 400, MESSAGES.emailInvalid);
    const draft = await buildPost(app.db, author, { draft: true });
    expectError(await post(app, "/invite-keeper", { post_id: draft.blogId, email: "x@example.com" }, stranger.token), 404, MESSAGES.postNotFound);
    expect(outboxFiles(app).length).toBe(before);
  });

  it("the link shows who invited to which memorial, to anyone holding it", async () => {
    const { author, blog } = await setup();
    const { token } = await invite(blog.blogId, author.token);
    const res = await post(app, "/keeper-invitation", { token });
    expect(res.json()).toEqual({
      invitation: {
        post: { blog_id: blog.blogId, firstname: "Ravi", lastname: "Kumar", tamilfirstname: "", tamillastname: "", profilebanner: blog.profilebanner },
        invited_by: { username: author.username, fullname: "Kamala Sivakumar" },
        expiresAt: expect.stringMatching(ISO),
      },
    });
    expectError(await post(app, "/keeper-invitation", { token: "not-a-token" }), 404, KEEPER_MESSAGES.inviteInvalid);
  });

  it("accepting makes a co-keeper who edits; the link works once; the account's e-mail need not match", async () => {
    const { author, invitee, stranger, blog } = await setup();
    const { token } = await invite(blog.blogId, author.token, "someone-else@example.com");
    expectError(await post(app, "/accept-keeper-invitation", { token }), 401);
    expect((await post(app, "/accept-keeper-invitation", { token }, invitee.token)).json()).toEqual({ blog_id: blog.blogId });
    const saved = await post(app, "/create-post", { ...buildPostFields({ nickname: "Appa" }), id: blog.blogId, draft: false }, invitee.token);
    expect(saved.json()).toEqual({ id: blog.blogId });

    expectError(await post(app, "/accept-keeper-invitation", { token }, stranger.token), 409, KEEPER_MESSAGES.inviteUsed);
    expectError(await post(app, "/accept-keeper-invitation", { token }, invitee.token), 409, KEEPER_MESSAGES.inviteUsed);
    expectError(await post(app, "/keeper-invitation", { token }), 409, KEEPER_MESSAGES.inviteUsed);
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, stranger.token), 403, MESSAGES.forbidden);
  });

  it("someone who already keeps it is told so and leaves the link unused for the person it was meant for", async () => {
    const { author, invitee, blog } = await becomeKeeper();
    const { token } = await invite(blog.blogId, author.token, "cousin@example.com");
    expectError(await post(app, "/accept-keeper-invitation", { token }, author.token), 409, KEEPER_MESSAGES.alreadyKeeper);
    expectError(await post(app, "/accept-keeper-invitation", { token }, invitee.token), 409, KEEPER_MESSAGES.alreadyKeeper);
    const cousin = await buildUser(app);
    expect((await post(app, "/accept-keeper-invitation", { token }, cousin.token)).statusCode).toBe(200);
  });

  it("an expired link is refused with its own sentence, and makes nobody a keeper", async () => {
    const { author, invitee, blog } = await setup();
    const { invitation, token } = await invite(blog.blogId, author.token);
    await app.db
      .update(keeperInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(keeperInvitations.id, invitation._id));
    expectError(await post(app, "/keeper-invitation", { token }), 410, KEEPER_MESSAGES.inviteExpired);
    expectError(await post(app, "/accept-keeper-invitation", { token }, invitee.token), 410, KEEPER_MESSAGES.inviteExpired);
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, invitee.token), 403, MESSAGES.forbidden);
    const listed = (await post(app, "/post-keepers", { post_id: blog.blogId }, author.token)).json();
    expect(listed.invitations).toEqual([expect.objectContaining({ _id: invitation._id, expired: true })]);
  });

  it("the author revokes a pending invitation: its link is unknown from then on; nobody else may revoke", async () => {
    const { author, invitee, stranger, blog } = await becomeKeeper();
    const { invitation, token } = await invite(blog.blogId, author.token, "cousin@example.com");
    expectError(await post(app, "/revoke-keeper-invitation", { _id: invitation._id }, invitee.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/revoke-keeper-invitation", { _id: invitation._id }, stranger.token), 403, MESSAGES.forbidden);
    expect((await post(app, "/revoke-keeper-invitation", { _id: invitation._id }, author.token)).json()).toEqual({ status: "done" });
    expectError(await post(app, "/revoke-keeper-invitation", { _id: invitation._id }, author.token), 404, KEEPER_MESSAGES.invitationNotFound);
    expectError(await post(app, "/accept-keeper-invitation", { token }, stranger.token), 404, KEEPER_MESSAGES.inviteInvalid);
  });

  it("inviting the same address again replaces the pending link", async () => {
    const { author, invitee, blog } = await setup();
    const first = await invite(blog.blogId, author.token, "amma@example.com");
    const second = await invite(blog.blogId, author.token, "AMMA@example.com");
    expectError(await post(app, "/accept-keeper-invitation", { token: first.token }, invitee.token), 404, KEEPER_MESSAGES.inviteInvalid);
    const listed = (await post(app, "/post-keepers", { post_id: blog.blogId }, author.token)).json();
    expect(listed.invitations.map((i: { _id: string }) => i._id)).toEqual([second.invitation._id]);
  });

  it("keepers see the list (author first, co-keepers with names); only the author sees invitations; strangers get 403", async () => {
    const { author, invitee, stranger, blog } = await becomeKeeper();
    await invite(blog.blogId, author.token, "cousin@example.com");
    const asAuthor = (await post(app, "/post-keepers", { post_id: blog.blogId }, author.token)).json();
    expect(asAuthor).toEqual({
      post: { blog_id: blog.blogId, firstname: "Ravi", lastname: "Kumar" },
      author: { _id: author.id, personal_info: { username: author.username, fullname: "Kamala Sivakumar", profile_img: author.profileImg } },
      keepers: [
        {
          _id: invitee.id,
          personal_info: { username: invitee.username, fullname: invitee.fullname, profile_img: invitee.profileImg },
          added_at: expect.stringMatching(ISO),
        },
      ],
      invitations: [expect.objectContaining({ email: "cousin@example.com", expired: false })],
      viewer: { is_author: true, is_keeper: true },
    });
    const asKeeper = (await post(app, "/post-keepers", { post_id: blog.blogId }, invitee.token)).json();
    expect(asKeeper.invitations).toEqual([]);
    expect(asKeeper.keepers).toHaveLength(1);
    expect(asKeeper.viewer).toEqual({ is_author: false, is_keeper: true });
    expect(JSON.stringify(asKeeper)).not.toContain("cousin@example.com");
    expectError(await post(app, "/post-keepers", { post_id: blog.blogId }, stranger.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/post-keepers", { post_id: blog.blogId }), 401);
  });

  it("get-post and keeper-status tell the client whether the viewer is a keeper", async () => {
    const { author, invitee, stranger, blog } = await becomeKeeper();
    const viewerOf = async (token?: string) => (await post(app, "/get-post", { post_id: blog.blogId }, token)).json().viewer;
    expect(await viewerOf(author.token)).toEqual({ is_author: true, is_keeper: true });
    expect(await viewerOf(invitee.token)).toEqual({ is_author: false, is_keeper: true });
    expect(await viewerOf(stranger.token)).toEqual({ is_author: false, is_keeper: false });
    expect(await viewerOf()).toEqual({ is_author: false, is_keeper: false });
    const statusOf = async (token?: string) => (await post(app, "/keeper-status", { post_id: blog.blogId }, token)).json();
    expect(await statusOf(invitee.token)).toEqual({ is_author: false, is_keeper: true });
    expect(await statusOf(stranger.token)).toEqual({ is_author: false, is_keeper: false });
    expect(await statusOf()).toEqual({ is_author: false, is_keeper: false });
  });

  it("the author removes a co-keeper, who loses every right at once; a stranger or a co-keeper cannot remove anyone else", async () => {
    const { author, invitee, stranger, blog } = await becomeKeeper();
    const second = await buildUser(app);
    const { token } = await invite(blog.blogId, author.token, "second@example.com");
    await post(app, "/accept-keeper-invitation", { token }, second.token);

    expectError(await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: invitee.id }, stranger.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: invitee.id }, second.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: stranger.id }, author.token), 404, KEEPER_MESSAGES.keeperNotFound);

    expect((await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, invitee.token)).statusCode).toBe(200);
    expect((await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: invitee.id }, author.token)).json()).toEqual({ status: "done" });
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, invitee.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/create-post", { ...buildPostFields(), id: blog.blogId, draft: false }, invitee.token), 403, MESSAGES.forbidden);
    expectError(await post(app, "/post-keepers", { post_id: blog.blogId }, invitee.token), 403, MESSAGES.forbidden);
    expect((await post(app, "/kept-posts", {}, invitee.token)).json()).toEqual({ blogs: [], totalDocs: 0 });

    // No more notifications for them either.
    const visitor = await buildUser(app);
    await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "A kind man" } }, visitor.token);
    expect((await notificationsOf(app, invitee.id)).map((n) => n.type)).toEqual([]);
    expect((await notificationsOf(app, second.id)).map((n) => n.type)).toEqual(["tribute"]);
  });

  it("nobody removes the author; a co-keeper may leave, and cannot delete the memorial", async () => {
    const { author, invitee, blog } = await becomeKeeper();
    expectError(await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: author.id }, invitee.token), 403, KEEPER_MESSAGES.authorStays);
    expectError(await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: author.id }, author.token), 403, KEEPER_MESSAGES.authorStays);
    expectError(await post(app, "/delete-post", { blog_id: blog.blogId }, invitee.token), 403, MESSAGES.forbidden);
    expect((await post(app, "/remove-keeper", { post_id: blog.blogId, user_id: invitee.id }, invitee.token)).json()).toEqual({ status: "done" });
    expectError(await post(app, "/get-post", { post_id: blog.blogId, mode: "edit" }, invitee.token), 403, MESSAGES.forbidden);
  });

  it("a co-keeper finds the memorials they keep, drafts included, on their dashboard list", async () => {
    const { author, invitee, stranger } = await setup();
    const draft = await buildPost(app.db, author, { draft: true, firstname: "Saro" });
    const { token } = await invite(draft.blogId, author.token);
    await post(app, "/accept-keeper-invitation", { token }, invitee.token);
    const kept = (await post(app, "/kept-posts", { page: 1 }, invitee.token)).json();
    expect(kept.totalDocs).toBe(1);
    expect(kept.blogs).toEqual([
      expect.objectContaining({ blog_id: draft.blogId, firstname: "Saro", draft: true, author: expect.objectContaining({ _id: author.id }) }),
    ]);
    expect((await post(app, "/get-post", { post_id: draft.blogId }, invitee.token)).statusCode).toBe(200);
    expect((await post(app, "/kept-posts", {}, stranger.token)).json()).toEqual({ blogs: [], totalDocs: 0 });
    expect((await post(app, "/kept-posts", {}, author.token)).json()).toEqual({ blogs: [], totalDocs: 0 });
  });

  it("a Tamil reader gets the link's refusal in Tamil", async () => {
    const res = await post(app, "/keeper-invitation?lang=ta", { token: "not-a-token" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("இந்த அழைப்பு இணைப்பு செல்லுபடியற்றது. புதிய அழைப்பொன்றை அனுப்புமாறு குடும்பத்தினரைக் கேளுங்கள்.");
  });
});
