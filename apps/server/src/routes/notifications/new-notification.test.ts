import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MESSAGES } from "@kma/core/messages";
import { notifications } from "../../db/schema";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildPost, buildUser } from "../../test/factories";
import { forgedTokens } from "../../test/forged-tokens";

const app = await buildTestApp({ rateLimit: false });

describe("GET /api/new-notification", () => {
  it("is true exactly while one of the user's own notifications is unseen", async () => {
    const author = await buildUser(app);
    const visitor = await buildUser(app);
    const memorial = await buildPost(app.db, author);
    expect((await get(app, "/new-notification", author.token)).json()).toEqual({ new_notification_available: false });

    const [n] = await app.db.insert(notifications).values({ type: "tribute", userId: author.id, actorId: visitor.id, postId: memorial.id }).returning();
    const res = await get(app, "/new-notification", author.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ new_notification_available: true });
    // Someone else's notification is not this visitor's news.
    expect((await get(app, "/new-notification", visitor.token)).json()).toEqual({ new_notification_available: false });

    await app.db.update(notifications).set({ seen: true }).where(eq(notifications.id, n.id));
    expect((await get(app, "/new-notification", author.token)).json()).toEqual({ new_notification_available: false });
  });

  it("needs a token", async () => {
    const res = await get(app, "/new-notification");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: MESSAGES.unauthorized });
  });

  it.each(["Bearer", "Basic dXNlcjpwYXNz", "Bearer x.y.z", "Bearer  "])("answers 401 for the malformed header %j", async (authorization) => {
    const res = await app.inject({ method: "GET", url: "/api/new-notification", headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe("string");
  });

  it.each(["expired", "wrongKey", "algNone"] as const)("answers 401 for a %s token", async (kind) => {
    const user = await buildUser(app);
    const res = await get(app, "/new-notification", (await forgedTokens(app, user.id))[kind]);
    expect(res.statusCode).toBe(401);
    expect(typeof res.json().error).toBe("string");
  });

  it("answers 401 for a session ended by a password change elsewhere, while the changing session works", async () => {
    const user = await buildUser(app);
    const laptop = (await post(app, "/signin", { email: user.email, password: user.password })).json().access_token;
    expect((await post(app, "/change-password", { currentPassword: user.password, newPassword: "Changed456" }, user.token)).statusCode).toBe(200);
    expect((await get(app, "/new-notification", laptop)).statusCode).toBe(401);
    expect((await get(app, "/new-notification", user.token)).statusCode).toBe(200);
  });
});
