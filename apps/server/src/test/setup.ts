import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, vi } from "vitest";
import { SAME_IN_EVERY_PASS } from "./database-passes";
import { noteTheClock, passDatabasesOpenedSoFar } from "./test-database";

/** A test that logs console.error fails (docs/guide.md habit 8). */
const errorSpy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});

// An embedded database used while a test had moved the clock is closed after its file, not kept
// for the next (test-database.ts says why).
beforeEach(noteTheClock);
afterEach(noteTheClock);

// A file that runs in the embedded pass only (database-passes.ts) must not open the pass's
// database: on PostgreSQL it would test something the embedded pass does not.
// (setup files run before each test file is loaded, so this is the count before the file's own code)
const openedBeforeThisFile = passDatabasesOpenedSoFar();
const checkTheFileOpensNoPassDatabase = () => {
  const file = expect.getState().testPath;
  if (!file || passDatabasesOpenedSoFar() === openedBeforeThisFile) return;
  const relative = path
    .relative(path.resolve(import.meta.dirname, "../.."), file)
    .split(path.sep)
    .join("/");
  if (SAME_IN_EVERY_PASS.includes(relative))
    throw new Error(
      `${relative} opens the test database: take it out of SAME_IN_EVERY_PASS (src/test/database-passes.ts), so the PostgreSQL pass runs it too.`,
    );
};
afterEach(checkTheFileOpensNoPassDatabase);
afterAll(checkTheFileOpensNoPassDatabase);
