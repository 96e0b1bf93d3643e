import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@kma/core/messages";
import { errorsPlugin } from "./errors";

describe("errors plugin", () => {
  it("answers a database that is briefly unreachable with a 503 { error } to retry, not a 500", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get("/restarting", async () => {
      throw new Error("Failed query: select 1", { cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }) });
    });
    app.get("/bug", async () => {
      throw new TypeError("x is undefined");
    });
    const restarting = await app.inject({ method: "GET", url: "/restarting" });
    expect(restarting.statusCode).toBe(503);
    expect(restarting.headers["retry-after"]).toBe("5");
    expect(restarting.json()).toEqual({ error: MESSAGES.serviceUnavailable });
    const bug = await app.inject({ method: "GET", url: "/bug" });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ error: MESSAGES.internal });
    await app.close();
  });
});
