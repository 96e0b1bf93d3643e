import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, type TestApp } from "../test/build-app";
import { buildPost, buildUser } from "../test/factories";
import { visitorComment } from "./comments/engagement-test-helpers";

// Limits on (the default) in an app of its own, so no other file shares its counters.
const app = await buildTestApp({ rateLimit: true });

/** The same token written the ways a client may write it: each must count as the one account. */
const spellings = (token: string) => [`Bearer ${token}`, `Bearer  ${token}`, `bearer ${token}`, `BEARER\t${token}`];

function call(t: TestApp, url: string, authorization: string, body: object = {}, remoteAddress = "198.51.100.30") {
  return t.inject({ method: "POST", url: `/api${url}`, headers: { authorization }, payload: body, remoteAddress });
}

describe("limits on signed-in writes are counted per account", () => {
  it("a like 60 times a minute at most, however the token is written and from whatever address; another account is not held back", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    const liker = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const authorization = spellings(liker.token)[i % 4];
      statuses.push((await call(app, "/like-post", authorization, { _id: blog.id }, `10.1.${i}.1`)).statusCode);
    }
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
    const other = await buildUser(app);
    expect((await call(app, "/like-post", `Bearer ${other.token}`, { _id: blog.id })).statusCode).toBe(200);
  });

  it("a signed-in message or tribute writer meets the 30-a-minute posting limit too", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    const writer = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call(app, "/add-comment", spellings(writer.token)[i % 4], { _id: blog.id, commentsObj: visitorComment({ comment: `Words ${i}` }) });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).not.toContain(429);
    const refused = await call(app, "/add-comment", `Bearer ${writer.token}`, { _id: blog.id, commentsObj: visitorComment() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: MESSAGES.tooManyRequests });
  });

  it("a made-up Authorization header is a 401, never a way around the anonymous limit", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    const res = await call(app, "/add-comment", "Bearer made-up", { _id: blog.id, commentsObj: visitorComment() });
    expect(res.statusCode).toBe(401);
  });

  it("keeper invitations: 20 mails an hour per account, however the token is written (41 went out before)", async () => {
    const author = await buildUser(app);
    const blog = await buildPost(app.db, author);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call(app, "/invite-keeper", spellings(author.token)[i % 4], { post_id: blog.blogId, email: `cousin${i}@example.com` }, `10.2.${i}.1`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it("upload links: 100 an hour per account", async () => {
    const keeper = await buildUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      statuses.push((await app.inject({ method: "GET", url: "/api/get-upload-url", headers: { authorization: spellings(keeper.token)[i % 4] } })).statusCode);
    }
    expect(statuses.slice(0, 100)).not.toContain(429);
    expect(statuses[100]).toBe(429);
  });
});
