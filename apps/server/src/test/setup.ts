import { afterEach, vi } from "vitest";

/** A test that logs console.error fails (docs/guide.md habit 8). */
const errorSpy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => c.join(" ")).join("\n")}`);
});
