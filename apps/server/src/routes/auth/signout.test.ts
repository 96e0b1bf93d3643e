import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import { ACCOUNT_CALLS } from "../../plugins/auth";
import { buildTestApp, get, post } from "../../test/build-app";
import { buildUser } from "../../test/factories";

const app = await buildTestApp({ rateLimit: false });
const signIn = async (email: string, password: string) => (await post(app, "/signin", { email, password })).json().access_token as string;
const stillWorks = async (token: string) => (await get(app, "/new-notification", token)).statusCode;

describe("POST /api/signout", () => {
  it("ends the session on the server: a copy of the token stops working at once", async () => {
    const user = await buildUser(app);
    const copied = user.token; // e.g. left in another browser's storage or a proxy log
    const res = await post(app, "/signout", {}, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "signed out" });
    expect(await stillWorks(copied)).toBe(401);
  });

  it("ends only that session: the person stays signed in on their other devices", async () => {
    const user = await buildUser(app);
    const phone = await signIn(user.email, user.password);
    await post(app, "/signout", {}, user.token);
    expect(await stillWorks(phone)).toBe(200);
  });

  it("needs a valid token", async () => {
    expect((await post(app, "/signout", {})).statusCode).toBe(401);
    expect((await post(app, "/signout", {}, "not-a-token")).statusCode).toBe(401);
  });
});

describe("POST /api/signout-everywhere", () => {
  it("ends every session of the account, this one included, and no one else's", async () => {
    const user = await buildUser(app);
    const phone = await signIn(user.email, user.password);
    const laptop = await signIn(user.email, user.password);
    const someoneElse = await buildUser(app);

    const res = await post(app, "/signout-everywhere", {}, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "signed out", sessions_ended: 3 });
    for (const token of [user.token, phone, laptop]) expect(await stillWorks(token)).toBe(401);
    expect(await stillWorks(someoneElse.token)).toBe(200);
    // The password still signs in: this ends sessions, it does not lock the account.
    expect(await stillWorks(await signIn(user.email, user.password))).toBe(200);
  });

  it("needs a valid token", async () => {
    expect((await post(app, "/signout-everywhere", {})).statusCode).toBe(401);
  });
});

describe("a session ended by another server process", () => {
  it("stops working within a second: each process trusts a session it checked for one second at most", async () => {
    const user = await buildUser(app);
    expect(await stillWorks(user.token)).toBe(200);
    // What a sign-out on another process on the same database leaves this one: the row gone.
    await app.db.delete(sessions).where(eq(sessions.userId, user.id));
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await stillWorks(user.token)).toBe(401);
  });

  it("is forgotten at once in this process after each call that ends sessions or changes an account, each a route of the server", async () => {
    for (const url of ACCOUNT_CALLS) expect(app.hasRoute({ method: "POST", url }), url).toBe(true);
  });
});
