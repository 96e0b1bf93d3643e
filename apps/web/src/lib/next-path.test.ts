import { describe, expect, it } from "vitest";
import { safeNextPath, withNextPath } from "./next-path";

describe("safeNextPath", () => {
  it("takes a path on this site and nothing else", () => {
    expect(safeNextPath("/keep/abc")).toBe("/keep/abc");
    expect(safeNextPath("//evil.example/keep")).toBeNull();
    expect(safeNextPath("/\\evil.example")).toBeNull();
    expect(safeNextPath("https://evil.example")).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });

  it("round-trips through withNextPath", () => {
    const url = new URL(withNextPath("/signin", "/keep/a_b-c"), "http://localhost");
    expect(url.pathname).toBe("/signin");
    expect(safeNextPath(url.searchParams.get("next"))).toBe("/keep/a_b-c");
  });
});
