import { describe, expect, it, vi } from "vitest";
import { firstError, isBlank, isDay, isEmail, isMonth, isValidMobile, isValidPassword, isYear, normalizeMobile } from "./rules";

describe("isEmail", () => {
  it.each(["ravi@example.com", "ravi.kumar+memorial@mail.example.co.uk", "  priya@example.lk  ", "a@b.io"])("accepts %j", (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(["", "ravi", "ravi@", "@example.com", "ravi@example", "ravi@example.c", "ravi kumar@example.com", "ravi@@example.com", "ravi@exa mple.com"])(
    "rejects %j",
    (email) => {
      expect(isEmail(email)).toBe(false);
    },
  );

  it("needs, after the @, a dot with a character before it and two after it, whichever dot that is", () => {
    expect(["ravi@a.b.c", "ravi@..com", "ravi@.example.com", "ravi@a.bc."].map(isEmail)).toEqual([true, true, true, true]);
    expect(["ravi@.com", "ravi@ab.c", "ravi@a..", "ravi@.a.b", `ravi@${".".repeat(10_000)}@`].map(isEmail)).toEqual([false, false, false, false, false]);
  });

  it("rejects an address longer than 254 characters", () => {
    expect(isEmail(`${"a".repeat(64)}@${"b".repeat(185)}.com`)).toBe(true); // 254
    expect(isEmail(`${"a".repeat(64)}@${"b".repeat(186)}.com`)).toBe(false); // 255
  });
});

describe("isValidPassword (6 to 20, a digit, a lowercase and an uppercase letter)", () => {
  it.each(["Secre1", "Secret123", "A1" + "b".repeat(18), "pa55WORD"])("accepts %j", (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each([
    ["five characters", "Sec1a"],
    ["21 characters", "A1" + "b".repeat(19)],
    ["no digit", "SecretPass"],
    ["no lowercase", "SECRET123"],
    ["no uppercase", "secret123"],
    ["empty", ""],
  ])("rejects %s", (_label, password) => {
    expect(isValidPassword(password)).toBe(false);
  });
});

describe("normalizeMobile and isValidMobile (optional plus, 10 to 15 digits after stripping)", () => {
  it("keeps a leading plus and drops spaces and other non-digits", () => {
    expect(normalizeMobile(" +94 77 123 4567 ")).toBe("+94771234567");
    expect(normalizeMobile("(077) 123-4567")).toBe("0771234567");
    expect(normalizeMobile("+1-416-555-0101")).toBe("+14165550101");
    expect(normalizeMobile("call me")).toBe("");
  });

  it("drops a plus anywhere but the start like any other non-digit", () => {
    expect(normalizeMobile("94+771234567")).toBe("94771234567");
    expect(isValidMobile("94+771234567")).toBe(true);
  });

  it.each(["0771234567", "+94771234567", "+94 77 123 4567", "077-123-4567", "123456789012345"])("accepts %j", (mobile) => {
    expect(isValidMobile(mobile)).toBe(true);
  });

  it.each(["", "077123456", "1234567890123456", "+", "phone"])("rejects %j", (mobile) => {
    expect(isValidMobile(mobile)).toBe(false);
  });
});

describe("isBlank", () => {
  it("is true for empty, whitespace-only and non-strings", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank("  \n\t")).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(5)).toBe(true);
    expect(isBlank(" a ")).toBe(false);
  });
});

describe("day, month and year fields", () => {
  it("days are 1 to 31", () => {
    expect(["1", "01", "9", "31", " 7 "].map(isDay)).toEqual([true, true, true, true, true]);
    expect(["0", "32", "", "1.5", "-1", "a", "001"].map(isDay)).toEqual([false, false, false, false, false, false, false]);
  });

  it("months are 1 to 12", () => {
    expect(["1", "01", "12"].map(isMonth)).toEqual([true, true, true]);
    expect(["0", "13", "", "Jan"].map(isMonth)).toEqual([false, false, false, false]);
  });

  it("years are exactly 4 digits", () => {
    expect(["1950", "2024", "0999"].map(isYear)).toEqual([true, true, true]);
    expect(["950", "19500", "", "20x4"].map(isYear)).toEqual([false, false, false, false]);
  });
});

describe("firstError", () => {
  it("returns the first failing message in the order given", () => {
    expect(
      firstError([
        [false, "a"],
        [true, "b"],
        [true, "c"],
      ]),
    ).toBe("b");
  });

  it("returns null when every check passes", () => {
    expect(
      firstError([
        [false, "a"],
        [false, "b"],
      ]),
    ).toBeNull();
    expect(firstError([])).toBeNull();
  });

  it("does not run lazy checks after the first failure", () => {
    const later = vi.fn((): readonly [boolean, string] => [true, "later"]);
    expect(firstError([() => [true, "first"], later])).toBe("first");
    expect(later).not.toHaveBeenCalled();
    expect(firstError([() => [false, "first"], later])).toBe("later");
    expect(later).toHaveBeenCalledOnce();
  });
});
