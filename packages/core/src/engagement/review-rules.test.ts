import { describe, expect, it } from "vitest";
import { statusForNewItem } from "./review-rules";

describe("statusForNewItem", () => {
  const base = { isKeeper: false, isTrusted: false, moderation: "open" as const, text: "Rest in peace, 1945 - 2024" };
  it("lets a visitor's plain words through on an open memorial", () => {
    expect(statusForNewItem(base)).toBe("public");
  });
  it("holds a visitor's link, phone number or e-mail whatever the setting, trusted or not", () => {
    expect(statusForNewItem({ ...base, text: "live at zoom.us/j/1" })).toBe("held");
    expect(statusForNewItem({ ...base, isTrusted: true, text: "call 0771234567" })).toBe("held");
  });
  it("holds everything a visitor writes or uploads on a memorial under review, but not a trusted person's", () => {
    expect(statusForNewItem({ ...base, moderation: "review" })).toBe("held");
    expect(statusForNewItem({ ...base, moderation: "review", text: null })).toBe("held");
    expect(statusForNewItem({ ...base, moderation: "review", isTrusted: true })).toBe("public");
  });
  it("never holds a keeper's item", () => {
    expect(statusForNewItem({ ...base, isKeeper: true, moderation: "review", text: "https://bit.ly/x" })).toBe("public");
  });
});
