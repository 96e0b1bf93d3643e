import { describe, expect, it } from "vitest";
import { initialsOf } from "./avatar";

describe("initialsOf", () => {
  it.each([
    ["ravi.kumar92", "RK"],
    ["priya", "P"],
    ["ஆதி_சிவா", "ஆசி"],
    ["ravi77 kumar", "RK"],
    ["priya123abc", "P"],
    ["123", "1"],
    ["௧௨௩", "௧"],
    ["", "?"],
  ])("%j -> %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it("drops a word's trailing digits however many there are", () => {
    expect(initialsOf(`ravi${"7".repeat(10_000)} kumar${"௭".repeat(10_000)}`)).toBe("RK");
    expect(initialsOf(`${"7".repeat(10_000)}x`)).toBe("7");
  });
});
