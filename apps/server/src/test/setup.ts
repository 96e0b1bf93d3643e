import { afterEach, beforeEach, vi } from "vitest";
import { noteTheClock } from "./test-database";

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
