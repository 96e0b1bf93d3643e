import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";

describe("embedded database lock", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kma-lock-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a second opener of the same data directory while the first holds it, and frees it on close", async () => {
    const first = await openDatabase({ pgliteDir: dir });
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));

    // Another live process holds the lock (our parent stands in for it).
    fs.writeFileSync(path.join(dir, "db.lock"), String(process.ppid));
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(`The database in ${dir} is in use by process ${process.ppid}`);

    fs.writeFileSync(path.join(dir, "db.lock"), String(process.pid));
    await first.close();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    fs.writeFileSync(path.join(dir, "db.lock"), "999999");
    const database = await openDatabase({ pgliteDir: dir });
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toBe(String(process.pid));
    await database.close();
  });
});
