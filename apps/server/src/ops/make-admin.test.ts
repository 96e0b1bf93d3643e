import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { users } from "../db/schema";
import { buildTestApp, post } from "../test/build-app";
import { buildUser } from "../test/factories";
import { parseMakeAdminArgs, setAdminRole } from "./make-admin";

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, "../..");

describe("npm run make-admin (decision 026)", async () => {
  const app = await buildTestApp({ rateLimit: false });
  const roleOf = async (id: string) => (await app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

  it("reads an e-mail and an optional --remove, and nothing else", () => {
    expect(parseMakeAdminArgs(["ops@example.com"])).toEqual({ email: "ops@example.com", remove: false });
    expect(parseMakeAdminArgs(["--remove", "ops@example.com"])).toEqual({ email: "ops@example.com", remove: true });
    expect(parseMakeAdminArgs([])).toBeNull();
    expect(parseMakeAdminArgs(["ops"])).toBeNull();
    expect(parseMakeAdminArgs(["a@example.com", "b@example.com"])).toBeNull();
  });

  it("gives and takes back the role by e-mail, whatever its case; the admin calls follow within a second", async () => {
    const user = await buildUser(app, { email: "Site.Ops@Example.com" });
    expect(await setAdminRole(app.db, { email: "site.ops@example.com", remove: false })).toBe(user.username);
    expect(await roleOf(user.id)).toBe("admin");
    expect((await post(app, "/admin/reports", { skip: 0 }, user.token)).statusCode).toBe(200);
    await setAdminRole(app.db, { email: "SITE.OPS@example.com", remove: true });
    expect(await roleOf(user.id)).toBe("member");
    // The command is another process: the server's check of the session (and its role) is at most a second old.
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await post(app, "/admin/reports", { skip: 0 }, user.token)).statusCode).toBe(403);
    expect(await setAdminRole(app.db, { email: "nobody@example.com", remove: false })).toBeNull();
  });

  it("runs as a command on the site's own database (PGlite in DATA_DIR)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-make-admin-"));
    try {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      await database.db.insert(users).values({ fullname: "Site Ops", username: "siteops", email: "ops@example.com" });
      await database.close();
      const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
      const given = await run("npx", ["tsx", "src/ops/make-admin-cli.ts", "ops@example.com"], { cwd: serverDir, env });
      expect(given.stdout).toContain("siteops (ops@example.com) is now a site admin.");
      await expect(run("npx", ["tsx", "src/ops/make-admin-cli.ts", "nobody@example.com"], { cwd: serverDir, env })).rejects.toMatchObject({ code: 1 });

      const reopened = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      expect((await reopened.db.select({ role: users.role }).from(users))[0].role).toBe("admin");
      await reopened.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
