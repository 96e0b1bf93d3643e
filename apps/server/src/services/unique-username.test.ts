import { describe, expect, it } from "vitest";
import { usernameFromEmail } from "./unique-username";

describe("usernameFromEmail", () => {
  it.each([
    ["Ravi.Kumar+memorial@example.com", "ravi.kumar"],
    ["..ravi..@example.com", "ravi"],
    ["r.a.v.i-@example.com", "r.a.v.i"],
    [`ravi${"-".repeat(10_000)}@example.com`, "ravi"],
  ])("%j -> %j", (email, username) => {
    expect(usernameFromEmail(email)).toBe(username);
  });

  it("adds digits to a name left too short, dots and dashes alone included", () => {
    expect(usernameFromEmail("._-@example.com")).toMatch(/^user\d{3}$/);
    expect(usernameFromEmail("ab@example.com")).toMatch(/^ab\d{3}$/);
  });
});
