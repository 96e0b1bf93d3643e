import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { buildTestApp, get } from "../../test/build-app";
import { buildUser } from "../../test/factories";
import { deleteAccount } from "./account-test-helpers";

describe("a person's own data: rate limits", async () => {
  const app = await buildTestApp();

  it("allows 10 password checks an hour from one address to delete-account; the 11th is a 429 and deletes nothing", async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 10; i++) expect((await deleteAccount(app, user.token, { password: `Guess${i}abc`, messages: "delete" })).statusCode).toBe(400);
    const res = await deleteAccount(app, user.token, { password: user.password, messages: "delete" });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: MESSAGES.tooManyRequests });
    expect((await get(app, "/new-notification", user.token)).statusCode).toBe(200);
  });

  it("allows 10 downloads an hour from one address", async () => {
    const user = await buildUser(app);
    for (let i = 0; i < 10; i++) expect((await get(app, "/download-my-data", user.token)).statusCode).toBe(200);
    expect((await get(app, "/download-my-data", user.token)).statusCode).toBe(429);
  });
});
