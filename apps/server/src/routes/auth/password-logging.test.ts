import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openTestDatabase } from "../../test/test-database";
import type { TestApp } from "../../test/build-app";
import { post } from "../../test/build-app";
import { requestResetLink } from "../../test/outbox";

// The real app with its logger at the most talkative level, writing into memory.
let logged = "";
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged += chunk.toString();
    done();
  },
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-log-test-"));
const database = await openTestDatabase();
const config = loadConfig(
  { DATA_DIR: dataDir, JWT_SECRET: "test-secret-that-is-long-enough-0123456789", LOG_LEVEL: "trace", RATE_LIMIT: "off" },
  { webDist: path.join(dataDir, "no-web") },
);
const app = Object.assign(await buildApp({ config, database, logger: { level: "trace", stream: sink } }), { dataDir, database }) as unknown as TestApp;
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("passwords never reach the log", () => {
  it("logs requests but no password, at any step of an account's life", async () => {
    const passwords = ["Firstpass1", "Wrongpass9", "Changed456", "Resetpass7"];
    const signup = await post(app, "/signup", { firstname: "Log", lastname: "Tester", email: "log.tester@example.com", password: passwords[0] });
    const token = signup.json().access_token;
    await post(app, "/signin", { email: "log.tester@example.com", password: passwords[1] });
    await post(app, "/signin", { email: "log.tester@example.com", password: passwords[0] });
    await post(app, "/change-password", { currentPassword: passwords[0], newPassword: passwords[2] }, token);
    await post(app, "/change-password", { currentPassword: passwords[1], newPassword: passwords[2] }, token);
    const { token: resetToken } = await requestResetLink(app, "log.tester@example.com");
    await post(app, "/resetpassword", { token: resetToken, new_password: passwords[3], confirm_new_password: passwords[3] });
    await post(app, "/resetpassword", { token: resetToken, new_password: passwords[3], confirm_new_password: "x" });

    expect(logged).toContain("/api/signin"); // the log works, so its silence about passwords means something
    for (const password of passwords) expect(logged).not.toContain(password);
    expect(logged).not.toContain("$argon2id$");
  });
});
