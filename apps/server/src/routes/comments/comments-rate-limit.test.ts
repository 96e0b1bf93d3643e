import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { counters, visitorComment, visitorTribute } from "./engagement-test-helpers";

describe("posting limit (docs/api.md: 30 a minute per client address, or per account when signed in)", async () => {
  const app = await buildTestApp();
  const author = await buildUser(app);
  const blog = await buildPost(app.db, author);

  it("answers the 31st anonymous memorial within a minute with a 429, and does not count it", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment({ comment: `Memory ${i}` }) })).statusCode).toBe(200);
    }
    const limited = await post(app, "/add-comment", { _id: blog.id, commentsObj: visitorComment() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect(await counters(app, blog.id)).toMatchObject({ comments: 30 });
  });

  it("counts a signed-in poster by account: not held back by their address's visitors, but limited too", async () => {
    // The address above is already at its limit; the account has a count of its own.
    const visitor = await buildUser(app);
    for (let i = 0; i < 30; i++) {
      expect((await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: `Signed in ${i}` } }, visitor.token)).statusCode).toBe(200);
    }
    expect((await post(app, "/add-comment", { _id: blog.id, commentsObj: { comment: "One too many" } }, visitor.token)).statusCode).toBe(429);
    expect((await post(app, "/add-tribute", { _id: blog.id, tributesObj: { tribute: "Flowers" } }, visitor.token)).statusCode).toBe(200);
  });

  it("limits anonymous tributes the same way, counted per route", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await post(app, "/add-tribute", { _id: blog.id, tributesObj: visitorTribute() })).statusCode).toBe(200);
    }
    expect((await post(app, "/add-tribute", { _id: blog.id, tributesObj: visitorTribute() })).statusCode).toBe(429);
    expect(await counters(app, blog.id)).toMatchObject({ tributes: 31 });
  });
});
